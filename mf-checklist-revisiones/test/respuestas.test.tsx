import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RespuestasScreen } from '../src/features/respuestas/RespuestasScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { answerNames, COMPANY, ERROR_TIPO, LISTADO, oid, PROJECT, RECINTO, respuesta, REVISION, S, SUBCONTRATO } from './fixtures.ts';

const t = checklistRevisiones.respuestas;
const PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/recintos/${RECINTO}/subcontratos/${SUBCONTRATO}/respuestas/${ERROR_TIPO}`;

afterEach(() => vi.unstubAllGlobals());

function setup(answer: () => cr.RespuestaItem[]) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  answerNames(remote.fake).on(S, cr.respuestasEndpoints.list, ({ query }) => {
    expect(query.orden).toBe('asc');
    return { items: answer(), next: null };
  });
  return renderScreen(<RespuestasScreen />, { remote, route: checklistPaths.respuestas, path: PATH });
}

describe('answers page', () => {
  it("says 'No hay informacion disponible...' without answers, under the breadcrumb of company / project / revision / list / room / subcontract / error type", async () => {
    setup(() => []);
    expect((await screen.findByTestId('respuestas-vacio')).textContent).toBe('No hay informacion disponible...');
    await waitFor(() =>
      expect(screen.getByTestId('breadcrumbs-nombres').textContent).toBe(
        'Constructora Andes / Torre Norte / Revisión 1 / Depto 1 / Cocina / Eléctrico / Cable expuesto',
      ),
    );
    const crumbs = within(screen.getByTestId('breadcrumbs'));
    for (const label of ['Checklist Revisiones', 'Revisiones', 'Listados', 'Recintos', 'Subcontratos'])
      expect(crumbs.getByTestId(`breadcrumb-${label}`)).toBeTruthy();
  });

  it("colours each state (Por Resolver red, Resuelto green, 'Criterio Propietario' light green, none red 'Sin selección') with 'Sin resolver.' until resolved", async () => {
    setup(() => [
      respuesta(1, { Estado: 'Por Resolver' }),
      respuesta(2, { Estado: 'Resuelto', FechaResuelta: '2025-03-06T13:00:00.000Z' }),
      respuesta(3, { Estado: 'Criterios Propietario' }),
      respuesta(4, { Estado: null }),
    ]);
    const card = async (n: number) => within(await screen.findByTestId(`respuesta-${oid(600 + n)}`));
    const expected: Array<[number, string, string]> = [
      [1, 'Por Resolver', 'rojo'],
      [2, 'Resuelto', 'verde'],
      [3, 'Criterio Propietario', 'verde-claro'],
      [4, 'Sin selección', 'rojo'],
    ];
    for (const [n, label, tone] of expected) {
      const chip = (await card(n)).getByTestId('respuesta-estado');
      expect(chip.textContent, label).toBe(label);
      expect(chip.dataset.color, label).toBe(tone);
    }
    expect((await card(1)).getByTestId('respuesta-resuelta').textContent).toBe(`${t.campos.resuelta}: Sin resolver.`);
    expect((await card(2)).getByTestId('respuesta-resuelta').textContent).toBe(`${t.campos.resuelta}: 06/03/2025 10:00:00`);
    expect((await card(1)).getByTestId('respuesta-creada').textContent).toBe(`${t.campos.creada}: 05/03/2025 10:14:15`);
  });

  it("edits a comment ('Comentario Editado Correctamente') sending only the comment", async () => {
    let comentario = 'Cable a la vista';
    const { user, remote } = setup(() => [respuesta(1, { Comentario: comentario })]);
    remote.fake.on(S, cr.respuestasEndpoints.update, ({ body }) => {
      comentario = body.Comentario ?? comentario;
      return { message: t.success.comentario, item: respuesta(1, { Comentario: comentario }) };
    });
    const card = within(await screen.findByTestId(`respuesta-${oid(601)}`));
    await user.click(card.getByTestId('respuesta-editar-boton'));
    const dialog = await screen.findByTestId('respuesta-editar');
    expect(screen.getByTestId('editar-guardar').hasAttribute('disabled')).toBe(true);
    await user.clear(within(dialog).getByTestId('editar-comentario'));
    await user.type(within(dialog).getByTestId('editar-comentario'), 'Cable cubierto');
    await user.click(screen.getByTestId('editar-guardar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: 'Comentario Editado Correctamente' }]));
    expect(remote.fake.callsTo(S, cr.respuestasEndpoints.update).map((c) => c.body)).toEqual([{ Comentario: 'Cable cubierto' }]);
    await waitFor(() => expect(card.getByTestId('respuesta-comentario').textContent).toBe('Cable cubierto'));
  });

  it("a failed edit says 'Ha ocurrido un error al editar el comentario'", async () => {
    const { user, remote } = setup(() => [respuesta(1)]);
    remote.fake.on(S, cr.respuestasEndpoints.update, () => {
      throw new ApiError(500, 'boom');
    });
    await user.click(within(await screen.findByTestId(`respuesta-${oid(601)}`)).getByTestId('respuesta-editar-boton'));
    await user.type(within(await screen.findByTestId('respuesta-editar')).getByTestId('editar-comentario'), '!');
    await user.click(screen.getByTestId('editar-guardar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: t.errors.editarComentario }]));
  });

  it('opens the photo in a dialog of at most 600 px, loading the bytes with the bearer token', async () => {
    const fetch = vi.fn(async () => new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' })));
    vi.stubGlobal('fetch', fetch);
    const { user } = setup(() => [respuesta(1, { Imagen: oid(700) })]);
    const card = within(await screen.findByTestId(`respuesta-${oid(601)}`));
    await user.click(card.getByRole('button', { name: checklistRevisionesScreens.respuestas.verImagen }));
    expect(await screen.findByTestId('visor-foto')).toBeTruthy();
    expect(screen.getByTestId('imagen-dialog')).toBeTruthy();
    // the shared full-size viewer (issue 19 §3), at the answer's one photo
    expect(screen.getByRole('dialog', { name: 'Foto 1 de 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        `/api/checklist-revisiones/companies/${COMPANY}/files/${oid(700)}?size=thumb`,
        `/api/checklist-revisiones/companies/${COMPANY}/files/${oid(700)}?size=web`,
      ]),
    );
    expect(calls[0]?.[1].headers).toEqual({ authorization: 'Bearer test-token' });
  });

  it('refreshes live when an answer of this error type is captured elsewhere', async () => {
    let items = [respuesta(1)];
    const { remote } = setup(() => items);
    await screen.findByTestId(`respuesta-${oid(601)}`);
    items = [respuesta(1), respuesta(2)];
    remote.events.emitChange(S, COMPANY, {
      entity: 'Respuesta',
      entityId: oid(602),
      action: 'crear',
      parents: { projectId: PROJECT, errorTipoId: ERROR_TIPO },
    });
    expect(await screen.findByTestId(`respuesta-${oid(602)}`)).toBeTruthy();
  });
});
