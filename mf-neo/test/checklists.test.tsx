import { neoAsignacionesEndpoints, neoChecklistsEndpoints, neoEspaciosEndpoints, type NeoProyecto, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { createTestRemote, menuItemTexts, renderScreen, type ScreenRender, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ChecklistsScreen } from '../src/features/checklists/ChecklistsScreen.tsx';
import { asignado, checklist, COMPANY, LISTA, oid, PROJECT, proyecto, usuarios } from './fixtures.ts';

const s = neoScreens.checklists;
const a = neoScreens.asignar;
const v = neo.checklists.validation;
const BASE = '/administrador/empresa/neo-projects';

const catalogos = {
  Empresa: 'Constructora Andes',
  Unidades: ['Departamento', 'Piso'],
  Elementos: ['Muro'],
  Sectores: ['Norte'],
  Recintos: ['Cocina'],
  Pasillos: ['Pasillo 1'],
  Otros: ['Sala'],
  ListasDeChequeo: [
    { id: LISTA, Nombre: 'Lista 1', Tipo: 'Obra Gruesa' as const, TotalPreguntas: 4 },
    { id: oid(9, '5'), Nombre: 'Moldajes', Tipo: 'Obra Gruesa' as const, TotalPreguntas: 3 },
    { id: oid(3, '5'), Nombre: 'Pinturas', Tipo: 'Terminaciones' as const, TotalPreguntas: 5 },
  ],
  EspaciosPorDefecto: {},
};

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa', project: NeoProyecto = proyecto(1)) {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  remote.fake.on('neo', neoProyectosEndpoints.get, () => project);
  remote.fake.on('neo', neoChecklistsEndpoints.list, ({ query }) => ({
    items:
      query.tipo === 'Terminaciones' ? [] : [checklist(1), checklist(2, { Progreso: 70, MetaRevision: 70 }), checklist(3, { Progreso: 30, MetaRevision: 100 })],
  }));
  remote.fake.on('neo', neoProyectosEndpoints.catalogos, () => catalogos);
  remote.fake.on('neo', neoProyectosEndpoints.usuarios, () => ({ items: usuarios }));
  const rendered = renderScreen(<ChecklistsScreen />, { remote, path: `${BASE}/${PROJECT}`, route: `${BASE}/:projectId` });
  return rendered;
}

/** Types a goal into the dialog's 'Meta' field and leaves it: its refusal shows under the field. */
async function expectMetaRefused(user: ScreenRender['user'], dialog: HTMLElement, value: string, text: string) {
  const meta = within(dialog).getByTestId('field-MetaRevision');
  await user.clear(meta);
  await user.type(meta, value);
  await user.tab();
  expect(await within(dialog).findByText(text)).toBeTruthy();
}

describe('NEO checklists page', () => {
  it('shows each checklist with its progress coloured relative to its goal', async () => {
    setup();
    // 20% of a goal of 80 is 25% of it (red); 70 of 70 is above 99% (green); 30 of 100 is orange
    expect((await screen.findByTestId(`progreso-${checklist(1).id}`)).dataset.color).toBe('rojo');
    expect(screen.getByTestId(`progreso-${checklist(2).id}`).dataset.color).toBe('verde');
    expect(screen.getByTestId(`progreso-${checklist(3).id}`).dataset.color).toBe('naranjo');
  });

  it('the tabs ask for each type', async () => {
    const { user, remote } = setup();
    await screen.findByTestId(`progreso-${checklist(1).id}`);
    await user.click(screen.getByRole('tab', { name: s.tabs.Terminaciones }));
    await waitFor(() => expect(remote.fake.callsTo('neo', neoChecklistsEndpoints.list).at(-1)?.query.get('tipo')).toBe('Terminaciones'));
    expect(screen.getByRole('tab', { name: s.tabs['Obra Gruesa'] })).toBeTruthy();
  });

  it('the assign bar asks for a checklist first, refuses one already assigned, and validates goal and unit', async () => {
    const { user, remote } = setup();
    const bodies = remote.fake.keepBodies('neo', neoChecklistsEndpoints.assign, () => ({ message: neo.checklists.success.asignada, checklist: checklist(9) }));
    await screen.findByTestId(`progreso-${checklist(1).id}`);
    await user.click(screen.getByTestId('asignar-checklist'));
    expect(await screen.findByText(v.primeroSelecciona)).toBeTruthy();

    await user.click(screen.getByLabelText(s.lista));
    await user.click(await screen.findByRole('option', { name: 'Lista 1' }));
    await user.click(screen.getByTestId('asignar-checklist'));
    expect(await screen.findByText(neo.checklists.errors.yaAsignado)).toBeTruthy();

    await user.click(screen.getByLabelText(s.lista));
    // only the tab's type is offered
    expect(screen.queryByRole('option', { name: 'Pinturas' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Moldajes' }));
    await user.click(screen.getByTestId('asignar-checklist'));
    const dialog = await screen.findByTestId('checklist-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(v.metaRequerida)).toBeTruthy();
    expect(within(dialog).getByText(v.unidadRequerida)).toBeTruthy();
    await expectMetaRefused(user, dialog, '0', v.metaMinimo);
    await expectMetaRefused(user, dialog, '101', v.metaMaximo);
    const meta = within(dialog).getByTestId('field-MetaRevision');
    await user.clear(meta);
    await user.type(meta, '60');
    await user.click(within(dialog).getByLabelText(s.unidad));
    await user.click(await screen.findByRole('option', { name: 'Piso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toEqual([{ listaId: oid(9, '5'), MetaRevision: 60, Unidad: 'Piso' }]));
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.checklists.success.asignada });
  });

  it("editing a checklist uses the edit texts ('Mínimo 1%.')", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe('Lista 1') }));
    const menu = await screen.findByRole('menu');
    expect(menuItemTexts(menu)).toEqual([s.menu.editar, s.menu.eliminar, s.menu.asignarEspacios]);
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.editar }));
    const dialog = await screen.findByTestId('checklist-dialog');
    const meta = within(dialog).getByTestId('field-MetaRevision') as HTMLInputElement;
    expect(meta.value).toBe('80');
    await expectMetaRefused(user, dialog, '0', v.metaMinimoEditar);
    await expectMetaRefused(user, dialog, '200', v.metaMaximoEditar);
  });

  it("'Eliminar' asks with the checklist's name and deletes that checklist once accepted", async () => {
    const { user, remote } = setup();
    remote.fake.on('neo', neoChecklistsEndpoints.remove, () => ({ message: 'Checklist eliminado', asignaciones: 0, hojas: 0 }));
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe('Lista 1') }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: s.menu.eliminar }));
    expect(await screen.findByText(s.eliminarTitulo('Lista 1'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.fake.callsTo('neo', neoChecklistsEndpoints.remove).map((c) => c.path.split('/').at(-1))).toEqual([checklist(1).id]));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: 'Checklist eliminado' }));
  });

  it('the lifecycle: Iniciar when not started, Finalizar when started, Reiniciar only when finished', async () => {
    const { user, remote } = setup();
    remote.fake.on('neo', neoProyectosEndpoints.iniciar, () => proyecto(1, { ProyectoIniciado: true }));
    await user.click(await screen.findByTestId('ciclo-iniciar'));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.fake.callsTo('neo', neoProyectosEndpoints.iniciar)).toHaveLength(1));
    expect(screen.queryByTestId('ciclo-reiniciar')).toBeNull();
  });

  it.each([
    [{ ProyectoIniciado: true }, 'ciclo-finalizar'],
    [{ ProyectoFinalizado: true }, 'ciclo-reiniciar'],
  ] as const)('project %o shows %s only', async (state, testId) => {
    setup('AdministradorEmpresa', proyecto(1, state));
    expect(await screen.findByTestId(testId)).toBeTruthy();
    for (const other of ['ciclo-iniciar', 'ciclo-finalizar', 'ciclo-reiniciar'].filter((id) => id !== testId)) expect(screen.queryByTestId(other)).toBeNull();
  });

  it('a company user: no assign bar, no lifecycle, the row menu disabled', async () => {
    const { user } = setup('UsuarioEmpresa');
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe('Lista 1') }));
    const menu = await screen.findByRole('menu');
    for (const item of within(menu).getAllByRole('menuitem')) expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('asignar-barra')).toBeNull();
    expect(screen.queryByTestId('ciclo-iniciar')).toBeNull();
  });

  it('assign spaces: select-all, a reviewer slot enabled only after the previous one, the Spanish limits', async () => {
    const { user, remote } = setup();
    remote.fake.on('neo', neoEspaciosEndpoints.list, () => ({
      items: [1, 2, 3].map((n) => ({
        id: oid(n, '6'),
        Nombre: `Departamento ${n}`,
        Tipo: 'Departamento',
        Numero: n,
        Asignaciones: 0,
        FechaCreacion: '2025-03-05T13:14:15.000Z',
      })),
    }));
    remote.fake.on('neo', neoAsignacionesEndpoints.list, () => ({ items: [asignado(1, { espacioId: oid(1, '6') })] }));
    const bodies = remote.fake.keepBodies('neo', neoAsignacionesEndpoints.assign, () => ({
      message: neo.asignaciones.success.agregados,
      creados: 2,
      items: [],
    }));
    await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe('Lista 1') }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: s.menu.asignarEspacios }));
    const dialog = await screen.findByTestId('asignar-espacios-dialog');
    // the space already on the checklist is not offered again
    await within(dialog).findByRole('checkbox', { name: 'Departamento 2' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Departamento 1' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: a.todos }));
    expect((within(dialog).getByRole('checkbox', { name: 'Departamento 3' }) as HTMLInputElement).checked).toBe(true);

    const slot = (n: number) => within(dialog).getByLabelText(a.revisor(n));
    expect(slot(1).getAttribute('aria-disabled')).not.toBe('true');
    expect(slot(2).getAttribute('aria-disabled')).toBe('true');
    const cantidad = within(dialog).getByTestId('field-Cantidad');
    await user.clear(cantidad);
    await user.type(cantidad, '0');
    await user.click(within(dialog).getByTestId('guardar-asignacion'));
    expect(await within(dialog).findByText(neo.asignaciones.validation.cantidadMinima)).toBeTruthy();
    expect(within(dialog).getByTestId('revisores-error').textContent).toBe(neo.asignaciones.validation.revisorRequerido);

    await user.click(slot(1));
    await user.click(await screen.findByRole('option', { name: 'Rita Revisora (Inspectora)' }));
    expect(slot(2).getAttribute('aria-disabled')).not.toBe('true');
    expect(slot(3).getAttribute('aria-disabled')).toBe('true');
    await user.click(slot(2));
    // a reviewer already chosen is not offered twice
    expect(screen.queryByRole('option', { name: 'Rita Revisora (Inspectora)' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Raúl Revisor (Jefe de terreno)' }));
    await user.clear(cantidad);
    await user.type(cantidad, '4');
    await user.click(within(dialog).getByTestId('guardar-asignacion'));
    await waitFor(() => expect(bodies).toEqual([{ espacioIds: [oid(2, '6'), oid(3, '6')], Cantidad: 4, Revisores: [usuarios[0]?.id, usuarios[1]?.id] }]));
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.asignaciones.success.agregados });
    // then the assigned tab: progress coloured against the goal, deactivate
    expect((await within(dialog).findByTestId(`progreso-${asignado(1).id}`)).dataset.color).toBe('naranjo');
    expect(within(dialog).getByTestId(`desactivar-${asignado(1).id}`)).toBeTruthy();
  });
});
