import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, saveRefusedThenRenamed, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RecintosScreen } from '../src/features/recintos/RecintosScreen.tsx';
import { SubcontratosScreen } from '../src/features/subcontratos/SubcontratosScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { answerNames, COMPANY, errorTipo, LISTADO, PROJECT, RECINTO, recinto, REVISION, S, subcontrato } from './fixtures.ts';

const t = checklistRevisiones.recintos;
const LISTADO_PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}`;

function setupRecintos(items: cr.RecintoItem[]) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  answerNames(remote.fake).on(S, cr.recintosEndpoints.list, ({ query }) => ({ items, total: items.length, page: query.page, pageSize: query.pageSize }));
  return renderScreen(<RecintosScreen />, { remote, route: checklistPaths.recintos, path: `${LISTADO_PATH}/recintos` });
}

afterEach(() => vi.unstubAllGlobals());

describe('rooms of a listado', () => {
  it("at 390 px one card per room: its name, 'X de Y', and 'Sub-Contratos' in the card (at 1440 px the table)", async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    const r = recinto(1, { Nombre: 'Cocina' });
    const { user, remote, unmount } = setupRecintos([r, recinto(2, { Nombre: 'Baño' })]);
    const card = await screen.findByTestId(`row-${r.id}`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('row-card-title').map((title) => title.textContent)).toEqual(['Cocina', 'Baño']);
    expect(within(card).getByTestId(`observaciones-${r.id}`).textContent).toBe('2 de 7');
    expect(within(card).getByRole('button', { name: checklistRevisionesScreens.recintos.accionesDe('Cocina') })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: t.actions.subcontratos }));
    expect(remote.navigations).toEqual([`${LISTADO_PATH}/recintos/${r.id}/subcontratos`]);
    unmount();

    vi.stubGlobal('matchMedia', viewportMatchMedia(1440));
    setupRecintos([r]);
    expect((await screen.findByTestId(`row-${r.id}`)).tagName).toBe('TR');
  });

  it("lists Nombre, Subcontratos and Observaciones 'X de Y'; 'Sub-Contratos' opens the room's subcontracts", async () => {
    const r = recinto(1, { Nombre: 'Cocina' });
    const { user, remote } = setupRecintos([r]);
    const row = await screen.findByTestId(`row-${r.id}`);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      t.columns.nombre,
      t.columns.subcontratos,
      t.columns.observaciones,
      t.columns.acciones,
    ]);
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByTestId(`observaciones-${r.id}`).textContent).toBe('2 de 7');
    await waitFor(() => expect(screen.getByTestId('breadcrumbs-nombres').textContent).toBe('Constructora Andes / Torre Norte / Revisión 1 / Depto 1'));
    // the names above the listado in one request, not the three items with their counters
    expect(remote.fake.callsTo(S, cr.listadosEndpoints.ruta)).toHaveLength(1);
    for (const item of [cr.proyectosEndpoints.get, cr.revisionesEndpoints.get, cr.listadosEndpoints.get]) expect(remote.fake.callsTo(S, item)).toEqual([]);
    await user.click(within(row).getByRole('button', { name: t.actions.subcontratos }));
    expect(remote.navigations).toEqual([`${LISTADO_PATH}/recintos/${r.id}/subcontratos`]);
  });

  it("the place dialog says 'Nombre requerido', shows 'Recintos ya existe' under the name and sends Activado true by default", async () => {
    const { user, remote } = setupRecintos([]);
    const bodies: unknown[] = [];
    remote.fake.on(S, cr.recintosEndpoints.create, ({ body }) => {
      bodies.push(body);
      if (body.Nombre === 'Baño') throw new ApiError(409, t.errors.nombreDuplicado);
      return { message: t.success.agregado, item: recinto(2, { Nombre: body.Nombre }) };
    });
    expect(await screen.findByTestId('table-empty')).toBeTruthy();
    await user.click(screen.getByTestId('nuevo-recinto'));
    const dialog = await screen.findByTestId('recinto-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequerido)).toBeTruthy();
    await user.type(within(dialog).getByTestId('field-Nombre'), ' Baño ');
    await saveRefusedThenRenamed(user, dialog, { refusal: t.errors.nombreDuplicado, field: 'field-Nombre', rename: 'Living', closes: 'recinto-dialog' });
    expect(bodies).toEqual([
      { Nombre: 'Baño', Activado: true },
      { Nombre: 'Living', Activado: true },
    ]);
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: t.success.agregado });
  });

  it("asks '¿Desea eliminar a al recinto X?' before deleting", async () => {
    const r = recinto(1, { Nombre: 'Cocina' });
    const { user, remote } = setupRecintos([r]);
    remote.fake.on(S, cr.recintosEndpoints.remove, ({ params }) => ({ message: t.success.eliminado, id: params.recintoId }));
    await screen.findByTestId(`row-${r.id}`);
    await user.click(screen.getByTestId(`acciones-${r.id}`));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.eliminar }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('¿Desea eliminar a al recinto Cocina?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.eliminado }]));
  });
});

describe('subcontracts of a room', () => {
  it('lists subcontracts with their error-type counts and the selected one’s typical errors, each with Respuestas', async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    const a = subcontrato(1, { Nombre: 'Eléctrico' });
    const b = subcontrato(2, { Nombre: 'Pintura', Activado: false });
    answerNames(remote.fake)
      .on(S, cr.subcontratosEndpoints.list, () => ({ items: [a, b], total: 2, page: 0, pageSize: 100 }))
      .on(S, cr.erroresTipoEndpoints.list, ({ params }) => ({
        items:
          params.subcontratoId === a.id
            ? [errorTipo(1, a.id, { Nombre: 'Cable expuesto' })]
            : [errorTipo(2, b.id, { Nombre: 'Mancha', Resueltas: 1, TotalRespuestas: 4 })],
      }))
      .on(S, cr.subcontratosEndpoints.update, ({ params, body }) => ({
        message: checklistRevisiones.subcontratos.success.actualizado,
        item: { ...b, id: params.subcontratoId, Activado: body.Activado ?? true },
      }));
    const { user } = renderScreen(<SubcontratosScreen />, {
      remote,
      route: checklistPaths.subcontratos,
      path: `${LISTADO_PATH}/recintos/${RECINTO}/subcontratos`,
    });
    expect((await screen.findByTestId(`subcontrato-conteo-${a.id}`)).textContent).toBe('Errores Tipo: 2 · Observaciones: 1 de 2');
    expect(await screen.findByTestId('errores-tipo-titulo')).toHaveProperty('textContent', checklistRevisionesScreens.subcontratos.erroresTipoDe('Eléctrico'));
    expect(await screen.findByText('Cable expuesto')).toBeTruthy();

    await user.click(screen.getByText('Pintura'));
    expect(await screen.findByText('Mancha')).toBeTruthy();
    expect(screen.getByText('Observaciones: 1 de 4')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: `${checklistRevisiones.subcontratos.activado} Pintura` }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(remote.fake.callsTo(S, cr.subcontratosEndpoints.update).map((c) => c.body)).toEqual([{ Activado: true }]));
    expect(remote.notifications).toEqual([{ kind: 'success', message: checklistRevisiones.subcontratos.success.actualizado }]);

    await user.click(screen.getByTestId(`respuestas-${errorTipo(2, b.id).id}`));
    expect(remote.navigations).toEqual([`${LISTADO_PATH}/recintos/${RECINTO}/subcontratos/${b.id}/respuestas/${errorTipo(2, b.id).id}`]);
  });

  it("adding an error type shows 'Error Tipo Existe' under the name and 'Error Tipo Agregado' once saved", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    const a = subcontrato(1, { Nombre: 'Eléctrico' });
    answerNames(remote.fake)
      .on(S, cr.subcontratosEndpoints.list, () => ({ items: [a], total: 1, page: 0, pageSize: 100 }))
      .on(S, cr.erroresTipoEndpoints.list, () => ({ items: [] }))
      .on(S, cr.erroresTipoEndpoints.create, ({ body, params }) => {
        if (body.Nombre === 'Enchufe suelto') throw new ApiError(409, checklistRevisiones.erroresTipo.errors.nombreDuplicado);
        return { message: checklistRevisiones.erroresTipo.success.agregado, item: errorTipo(3, params.subcontratoId, { Nombre: body.Nombre }) };
      });
    const { user } = renderScreen(<SubcontratosScreen />, {
      remote,
      route: checklistPaths.subcontratos,
      path: `${LISTADO_PATH}/recintos/${RECINTO}/subcontratos`,
    });
    expect(await screen.findByText(checklistRevisionesScreens.subcontratos.sinErroresTipo)).toBeTruthy();
    await user.click(screen.getByTestId('nuevo-error-tipo'));
    const dialog = await screen.findByTestId('errorTipo-dialog');
    await user.type(within(dialog).getByTestId('field-Nombre'), 'Enchufe suelto');
    await saveRefusedThenRenamed(user, dialog, { refusal: checklistRevisiones.erroresTipo.errors.nombreDuplicado, field: 'field-Nombre', rename: 'Tapa rota' });
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: checklistRevisiones.erroresTipo.success.agregado }));
  });
});
