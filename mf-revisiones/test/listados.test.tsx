import { createReport, getReport } from '@insp/contracts';
import { type ListadoItem, listadosEndpoints, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { createTestRemote, renderScreen, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ListadosScreen } from '../src/features/listados/ListadosScreen.tsx';
import { revisionesPaths } from '../src/shared/paths.ts';
import { COMPANY, listadoItem, PROJECT, proyectoItem, REVISION, revisionItem } from './fixtures.ts';

const t = revisiones.listados;
const id = (n: number) => n.toString(16).padStart(24, 'e');

const listado = (n: number, over: Partial<ListadoItem> = {}): ListadoItem =>
  listadoItem({
    id: id(n),
    Nombre: `Listado ${n}`,
    ObservacionesResueltas: 1,
    ObservacionesTotales: 4,
    Responsable: { id: 'dddddddddddddddddddddddd', NombreCompleto: 'Elena Encargada', Cargo: 'Jefa de obra', FechaAsignado: '2025-01-02T03:04:05.000Z' },
    FechaCreacion: '2025-03-05T13:14:15.000Z',
    ...over,
  });

function setup(items: (orden: string) => ListadoItem[], userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa') {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY, companyName: 'Constructora Andes' }) });
  remote.fake.on('revisiones', proyectosEndpoints.get, () => proyectoItem());
  remote.fake.on('revisiones', revisionesEndpoints.get, () => revisionItem({ Nombre: 'Obra gruesa' }));
  remote.fake.on('revisiones', listadosEndpoints.list, ({ query }) => {
    const rows = items(query.orden);
    return { items: rows, total: rows.length, page: 0, pageSize: query.pageSize };
  });
  const path =
    userType === 'UsuarioEmpresa'
      ? `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados`
      : `/administrador/empresa/proyectos/${PROJECT}/revisiones/${REVISION}/listados`;
  const route = userType === 'UsuarioEmpresa' ? revisionesPaths.userListados : revisionesPaths.directorListados;
  return renderScreen(<ListadosScreen />, { remote, path, route });
}

const openMenu = async (user: ReturnType<typeof setup>['user'], n: number) => {
  await user.click(within(await screen.findByTestId(`row-${id(n)}`)).getByTestId(`acciones-${id(n)}`));
  return screen.findByRole('menu');
};

describe('listados screen', () => {
  it('shows business / project / revision and the resolved / total observations', async () => {
    setup(() => [listado(1)]);
    await waitFor(() => expect(screen.getByTestId('listados-header').textContent).toBe('Constructora Andes / Edificio Norte / Obra gruesa'));
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(within(row).getByText('1 / 4')).toBeTruthy();
    expect(within(row).getByText('05/03/2025 10:14:15')).toBeTruthy();
  });

  it("says 'Nada Aun' without listados", async () => {
    setup(() => []);
    expect((await screen.findByTestId('table-empty')).textContent).toBe(t.vacio);
  });

  it("'Ordenar por' asks by name first, then by creation date", async () => {
    const { user, remote } = setup((orden) => (orden === 'fecha' ? [listado(2), listado(1)] : [listado(1), listado(2)]));
    await screen.findByTestId(`row-${id(1)}`);
    expect(screen.getByTestId('listados-orden').textContent).toBe(t.orden.nombre);
    await user.click(screen.getByTestId('listados-orden'));
    await user.click(await screen.findByRole('option', { name: t.orden.fecha }));
    await waitFor(() => expect(screen.getAllByTestId(/^row-/).map((r) => r.dataset.testid)).toEqual([`row-${id(2)}`, `row-${id(1)}`]));
    expect(remote.fake.callsTo('revisiones', listadosEndpoints.list).map((c) => c.query.get('orden'))).toEqual(['nombre', 'fecha']);
  });

  it('asks before deleting a list, with the warning that its recintos, subcontratos and observaciones go too', async () => {
    const { user, remote } = setup(() => [listado(1)]);
    remote.fake.on('revisiones', listadosEndpoints.remove, () => listado(1, { Estado: 'Eliminado' }));
    const menu = await openMenu(user, 1);
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.eliminar }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('¿Desea borrar la lista Listado 1?')).toBeTruthy();
    expect(within(confirm).getByTestId('listado-advertencia').textContent).toBe(t.advertenciaEliminar);
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.eliminado }]));
  });

  it("the date dialog shows 'Agregar' only once a date is chosen, then assigns it", async () => {
    const { user, remote } = setup(() => [listado(1)]);
    const sent: unknown[] = [];
    remote.fake.on('revisiones', listadosEndpoints.fechaPropuesta, ({ body }) => {
      sent.push(body);
      return listado(1, { FechaPropuesta: body.Fecha });
    });
    const menu = await openMenu(user, 1);
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.fechaPropuesta }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: t.fechas.agregar })).toBeNull();
    await user.type(within(dialog).getByTestId('fecha-input'), '2025-04-10');
    await user.click(within(dialog).getByRole('button', { name: t.fechas.agregar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.fechas.asignada }]));
    expect(sent).toEqual([{ Fecha: '2025-04-10' }]);
  });

  it("a real date already set is edited ('Fecha editada correctamente')", async () => {
    const { user, remote } = setup(() => [listado(1, { FechaReal: '2025-04-01' })]);
    remote.fake.on('revisiones', listadosEndpoints.fechaReal, ({ body }) => listado(1, { FechaReal: body.Fecha }));
    expect(await screen.findByText(revisionesScreens.listados.fechaReal('01/04/2025'))).toBeTruthy();
    const menu = await openMenu(user, 1);
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.fechaReal }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.fechas.agregar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.fechas.editada }]));
  });

  it("'Solicitar informe' asks for the list summary ordered by recinto", async () => {
    const { user, remote } = setup(() => [listado(1)]);
    const bodies: unknown[] = [];
    remote.fake.on('revisiones', createReport, ({ body }) => {
      bodies.push(body);
      return { id: 'ffffffffffffffffffffffff' };
    });
    remote.fake.on('revisiones', getReport, () => ({
      id: 'ffffffffffffffffffffffff',
      kind: 'resumen-listado',
      state: 'generando' as const,
      progress: { done: 0, total: 0, items: [] },
      fileName: null,
      error: null,
    }));
    const menu = await openMenu(user, 1);
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.solicitarInforme }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.informe.titulo)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.informe.porRecinto }));
    await waitFor(() => expect(bodies).toEqual([{ kind: 'resumen-listado', projectId: PROJECT, revisionId: REVISION, listadoId: id(1), orden: 'recinto' }]));
    expect(within(dialog).getByRole('button', { name: t.informe.porSubcontrato }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: t.informe.cerrar }).hasAttribute('disabled')).toBe(true);
  });

  it('deleted lists show their countdown and Restaurar to managers', async () => {
    const { user, remote } = setup(() => [listado(1), listado(2, { Estado: 'Eliminado', AlertaEliminacion: true, DiasRestantes: 2 })]);
    remote.fake.on('revisiones', listadosEndpoints.restore, () => listado(2));
    const row = await screen.findByTestId(`row-${id(2)}`);
    expect(within(row).getByTestId('dias-restantes').textContent).toBe(t.diasRestantes(2));
    await user.click(within(row).getByRole('button', { name: t.actions.restaurar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.restaurado }]));
  });

  it('a company user cannot create, edit or delete, but opens the observations and the capture page', async () => {
    const { user, remote } = setup(() => [listado(1)], 'UsuarioEmpresa');
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(screen.queryByRole('button', { name: t.nuevo })).toBeNull();
    const menu = await openMenu(user, 1);
    expect(within(menu).queryByRole('menuitem', { name: t.actions.editar })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: t.actions.eliminar })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(within(row).getByRole('button', { name: t.actions.observaciones }));
    await user.click(within(row).getByTestId(`nueva-observacion-${id(1)}`));
    const base = `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${id(1)}/observaciones`;
    expect(remote.navigations).toEqual([base, `${base}/nueva`]);
  });

  it('on a phone the row keeps its actions as icon buttons with the same names', async () => {
    // a 390 px wide phone: the 'sm and below' layout
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    try {
      const { user, remote } = setup(() => [listado(1)], 'UsuarioEmpresa');
      const row = await screen.findByTestId(`row-${id(1)}`);
      const observaciones = await within(row).findByRole('button', { name: t.actions.observaciones });
      const nueva = within(row).getByRole('link', { name: revisionesScreens.listados.nuevaObservacion });
      // icons only: the texts would push the buttons past a 390 px card
      expect(observaciones.textContent).toBe('');
      expect(nueva.textContent).toBe('');
      expect(observaciones.dataset.testid).toBe(`observaciones-${id(1)}`);
      expect(nueva.dataset.testid).toBe(`nueva-observacion-${id(1)}`);
      await user.click(observaciones);
      await user.click(nueva);
      const base = `/administrador/user/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${id(1)}/observaciones`;
      expect(remote.navigations).toEqual([base, `${base}/nueva`]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refreshes the counts when an observation of this revision is captured elsewhere', async () => {
    let resueltas = 1;
    const { remote } = setup(() => [listado(1, { ObservacionesResueltas: resueltas, ObservacionesTotales: 5 })]);
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(within(row).getByText('1 / 5')).toBeTruthy();
    resueltas = 2;
    remote.events.emitChange('revisiones', COMPANY, {
      entity: 'Observacion',
      entityId: 'ffffffffffffffffffffffff',
      action: 'crear',
      parents: { projectId: PROJECT, revisionId: 'aaaaaaaaaaaaaaaaaaaaaaab' },
    });
    remote.events.emitChange('revisiones', COMPANY, {
      entity: 'Observacion',
      entityId: 'ffffffffffffffffffffffff',
      action: 'crear',
      parents: { projectId: PROJECT, revisionId: REVISION, listadoId: id(1) },
    });
    expect(await within(row).findByText('2 / 5')).toBeTruthy();
    expect(remote.fake.callsTo('revisiones', listadosEndpoints.list)).toHaveLength(2);
  });
});
