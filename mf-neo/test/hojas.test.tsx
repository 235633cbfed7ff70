import { createReport } from '@insp/contracts';
import { neoAsignacionesEndpoints, neoChecklistsEndpoints, neoHojasEndpoints, neoProyectosEndpoints, type TipoChecklistOT } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { createTestRemote, renderScreen, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HojasScreen } from '../src/features/hojas/HojasScreen.tsx';
import { ASIGNADO, asignado, CHECKLIST, checklist, COMPANY, HOJA, hoja, hojaDetail, oid, PROJECT, proyecto } from './fixtures.ts';

const s = neoScreens.hojas;
const BASE = '/administrador/empresa/neo-projects';
const catalogos = {
  Empresa: 'Andes',
  Unidades: ['Departamento'],
  Elementos: ['Muro', 'Losa'],
  Sectores: ['Norte'],
  Recintos: ['Cocina'],
  Pasillos: ['Pasillo 1'],
  Otros: ['Sala'],
  ListasDeChequeo: [],
  EspaciosPorDefecto: {},
};

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa', tipo: TipoChecklistOT = 'Obra Gruesa') {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  remote.fake.on('neo', neoProyectosEndpoints.get, () => proyecto(1, { ProyectoIniciado: true }));
  remote.fake.on('neo', neoChecklistsEndpoints.get, () => ({ ...checklist(1, { Tipo: tipo }), Preguntas: [] }));
  remote.fake.on('neo', neoAsignacionesEndpoints.get, () => asignado(1));
  remote.fake.on('neo', neoProyectosEndpoints.catalogos, () => catalogos);
  remote.fake.on('neo', neoHojasEndpoints.list, () => ({
    items: [
      hoja(1),
      hoja(2, { Insignia: 'rojo', Estado: 'Finalizada', FechaRevisionFinal: '2025-03-07T10:00:00.000Z' }),
      hoja(3, { Insignia: 'verde', Estado: 'Finalizada' }),
    ],
    total: 3,
    page: 0,
    pageSize: 20,
    espacio: { Cantidad: 4, UnidadesUsadas: 3, UnidadesDisponibles: 1, Unidad: 'Departamento' },
  }));
  return renderScreen(<HojasScreen />, { remote, path: `${BASE}/${PROJECT}/${CHECKLIST}/${ASIGNADO}`, route: `${BASE}/:projectId/:checklistId/:asignadoId` });
}

afterEach(() => vi.unstubAllGlobals());

describe('NEO answer sheets of a space', () => {
  it('at 390 px one card per sheet, titled Hoja N, with its state and its actions menu in the card', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    const { user } = setup();
    const card = await screen.findByTestId(`row-${hoja(1).id}`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('row-card-title').map((t) => t.textContent)).toEqual([s.verTitulo(1), s.verTitulo(2), s.verTitulo(3)]);
    expect(within(card).getByTestId(`insignia-${hoja(1).id}`).textContent).toBe('En Proceso');
    // the columns a phone's table hid (reviewers, units) are lines of the card
    expect(within(card).getByTestId(`revisor-${hoja(1).id}-${oid(1, '7')}`)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: s.menu.ver })).toBeTruthy();
  });

  it('at 1440 px the sheets stay a table', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(1440));
    setup();
    expect((await screen.findByTestId(`row-${hoja(1).id}`)).tagName).toBe('TR');
    expect(within(screen.getByTestId('hojas-table')).getByRole('table')).toBeTruthy();
  });

  it('badges yellow / red / green, Aporte, reviewers green when signed and gold when blocked', async () => {
    setup();
    expect((await screen.findByTestId(`insignia-${hoja(1).id}`)).dataset.color).toBe('amarillo');
    expect(screen.getByTestId(`insignia-${hoja(2).id}`).dataset.color).toBe('rojo');
    expect(screen.getByTestId(`insignia-${hoja(3).id}`).dataset.color).toBe('verde');
    expect(screen.getByTestId(`insignia-${hoja(1).id}`).textContent).toBe('En Proceso');
    expect(screen.getByTestId(`aporte-${hoja(1).id}`).textContent).toBe('25%');
    expect(screen.getByTestId(`revisor-${hoja(1).id}-${oid(1, '7')}`).dataset.state).toBe('firmado');
    expect(screen.getByTestId(`revisor-${hoja(1).id}-${oid(2, '7')}`).dataset.state).toBe('bloqueado');
    expect(screen.getByTestId('unidades-espacio').textContent).toContain(s.disponibles(1, 'Departamento'));
  });

  it('adding an Obra Gruesa sheet: units between 1 and what is left, the three fields required, one clientId', async () => {
    const { user, remote } = setup();
    const bodies: Array<Record<string, unknown>> = [];
    remote.fake.on('neo', neoHojasEndpoints.create, ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      return { message: neo.hojas.success.agregada, hoja: hoja(4) };
    });
    await user.click(await screen.findByTestId('agregar-hoja'));
    const dialog = await screen.findByTestId('agregar-hoja-dialog');
    const unidades = within(dialog).getByTestId('field-Unidades');
    await user.clear(unidades);
    await user.type(unidades, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(neo.hojas.validation.unidadesMinimo('Departamento'))).toBeTruthy();
    expect(within(dialog).getAllByText(neo.hojas.validation.requerido)).toHaveLength(3);
    await user.clear(unidades);
    await user.type(unidades, '2');
    expect(await within(dialog).findByText(neo.hojas.validation.unidadesMaximo(1, 'Departamento'))).toBeTruthy();
    await user.clear(unidades);
    await user.type(unidades, '1');
    await user.type(within(dialog).getByTestId('field-PlanoRevisor'), 'P-7');
    await user.type(within(dialog).getByTestId('field-Ubicacion'), 'Eje B');
    await user.click(within(dialog).getByLabelText(s.campos.Elemento));
    await user.click(await screen.findByRole('option', { name: 'Losa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const { clientId, ...rest } = bodies[0] ?? {};
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest).toEqual({ Tipo: 'Obra Gruesa', Unidades: 1, PlanoRevisor: 'P-7', Elemento: 'Losa', Ubicacion: 'Eje B' });
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.hojas.success.agregada });
  });

  it('a Terminaciones sheet asks the fields of its mode', async () => {
    const { user } = setup('AdministradorEmpresa', 'Terminaciones');
    await user.click(await screen.findByTestId('agregar-hoja'));
    const dialog = await screen.findByTestId('agregar-hoja-dialog');
    expect(within(dialog).getByLabelText(s.campos.Sector)).toBeTruthy();
    expect(within(dialog).getByLabelText(s.campos.Recinto)).toBeTruthy();
    await user.click(within(dialog).getByLabelText(s.modo));
    await user.click(await screen.findByRole('option', { name: 'Pasillos' }));
    expect(within(dialog).queryByLabelText(s.campos.Sector)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(neo.hojas.validation.requerido)).toBeTruthy();
  });

  it('a company user cannot add or delete sheets but asks for the documents', async () => {
    const { user, remote } = setup('UsuarioEmpresa');
    const bodies = remote.fake.keepBodies('neo', createReport, () => ({ id: 'ffffffffffffffffffffffff' }));
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    const menu = await screen.findByRole('menu');
    expect(screen.queryByTestId('agregar-hoja')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: s.menu.eliminar }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.fotografico }));
    await waitFor(() =>
      expect(bodies).toEqual([{ kind: 'neo-resumen-fotografico', projectId: PROJECT, checklistId: CHECKLIST, asignadoId: ASIGNADO, hojaId: HOJA }]),
    );
  });

  it('Ver respuestas: per category, per question and per reviewer', async () => {
    const { user, remote } = setup();
    remote.fake.on('neo', neoHojasEndpoints.get, () =>
      hojaDetail({
        Respuestas: [
          {
            id: oid(1, 'f'),
            revisorId: oid(1, '7'),
            NombreRevisor: 'Rita Revisora',
            categoria: 0,
            pregunta: 1,
            Categoria: 'Muros',
            Pregunta: '¿Sin fisuras?',
            slot: 2,
            Estado: 'Rechazado',
            Comentario: 'Fisura en eje A',
            Foto: null,
            Fecha: '2025-03-06T13:14:15.000Z',
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: s.menu.ver }));
    const dialog = await screen.findByTestId('ver-respuestas-dialog');
    const muros = await within(dialog).findByTestId('categoria-0');
    expect(within(muros).getByText('Rechazado')).toBeTruthy();
    expect(within(muros).getByText('Fisura en eje A')).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: s.vistas.pregunta }));
    expect(within(dialog).getByTestId('pregunta-3').textContent).toContain('¿Nivelada?');
    await user.click(within(dialog).getByRole('tab', { name: s.vistas.revisor }));
    expect(within(dialog).getByTestId(`por-revisor-${oid(2, '7')}`).textContent).toContain(s.bloqueado);
  });

  it("Ver respuestas: a photo opens full size among the sheet's photos, a signature among its signatures", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }));
    });
    const respuesta = (n: number, categoria: number, pregunta: number, Foto: string) => ({
      id: oid(n, 'f'),
      revisorId: oid(1, '7'),
      NombreRevisor: 'Rita Revisora',
      categoria,
      pregunta,
      Categoria: 'Muros',
      Pregunta: '¿Sin fisuras?',
      slot: 1 as const,
      Estado: 'Rechazado' as const,
      Comentario: '',
      Foto,
      Fecha: '2025-03-06T13:14:15.000Z',
    });
    const { user, remote } = setup();
    remote.fake.on('neo', neoHojasEndpoints.get, () =>
      hojaDetail({
        // listed out of order: the viewer follows the sheet's order (category, question)
        Respuestas: [respuesta(2, 1, 0, oid(702)), respuesta(1, 0, 1, oid(701))],
        Firmas: [{ revisorId: oid(1, '7'), Firmante: 'Rita Revisora', Fecha: '2025-03-06T13:14:15.000Z', fileId: oid(801) }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(s.verTitulo(1)) }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: s.menu.ver }));
    const dialog = await screen.findByTestId('ver-respuestas-dialog');
    // the second photo of the sheet (question 1 of 'Losas'), as a button with the photo's name
    const segunda = (await within(dialog).findByTestId(`foto-${oid(2, 'f')}`)).closest('button');
    expect(segunda?.getAttribute('aria-label')).toBe(s.foto);
    await user.click(segunda as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Foto 2 de 2' })).toBeTruthy();
    await waitFor(() => expect(fetched.at(-1)).toBe(`/api/neo/companies/${COMPANY}/files/${oid(702)}?size=web`));
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Foto 1 de 2' })).toBeTruthy();
    await waitFor(() => expect(fetched.at(-1)).toBe(`/api/neo/companies/${COMPANY}/files/${oid(701)}?size=web`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Foto 1 de 2' })).toBeNull());

    await user.click(within(dialog).getByRole('tab', { name: s.vistas.revisor }));
    await user.click(await within(dialog).findByRole('button', { name: 'Rita Revisora' }));
    expect(await screen.findByRole('dialog', { name: 'Firma 1 de 1' })).toBeTruthy();
    await waitFor(() => expect(fetched.at(-1)).toBe(`/api/neo/companies/${COMPANY}/files/${oid(801)}?size=web`));
  });
});
