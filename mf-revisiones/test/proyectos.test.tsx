import { type ProyectoItem, type ProyectoPage, proyectosEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { ApiError } from '@insp/mf-kit';
import {
  createTestRemote,
  expectCompanyUserProjects,
  expectQuotaBar,
  quotaCases,
  quotaPage,
  renderScreen,
  saveRefusedThenRenamed,
  testUser,
} from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProjectsScreen } from '../src/features/proyectos/ProjectsScreen.tsx';
import { COMPANY, proyectoItem } from './fixtures.ts';

const t = revisiones.proyectos;
const id = (n: number) => n.toString(16).padStart(24, 'b');

export const proyecto = (n: number, over: Partial<ProyectoItem> = {}): ProyectoItem =>
  proyectoItem({
    id: id(n),
    NombreProyecto: `Proyecto ${n}`,
    Carpetas: n,
    Responsable: { id: 'dddddddddddddddddddddddd', NombreCompleto: 'Elena Encargada', Cargo: 'Jefa de obra', FechaAsignado: '2025-01-02T03:04:05.000Z' },
    FechaCreacion: '2025-03-05T13:14:15.000Z',
    ...over,
  });

const page = (items: ProyectoItem[], used: number, limit: number): ProyectoPage => quotaPage(items, used, limit);

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa', answer: (deleted: string) => ProyectoPage) {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  remote.fake.on('revisiones', proyectosEndpoints.list, ({ params, query }) => {
    expect(params.companyId).toBe(COMPANY);
    return answer(query.deleted);
  });
  return renderScreen(<ProjectsScreen />, { remote, path: '/administrador/empresa/proyectos' });
}

describe('projects screen', () => {
  it.each(quotaCases)('colours the quota bar of %i of %i as %s and disables Nuevo Proyecto only at the limit', async (used, limit, colour) => {
    setup('AdministradorEmpresa', () => page([proyecto(1)], used, limit));
    await expectQuotaBar({ used, limit, colour, text: revisionesScreens.proyectos.cupo(used, limit), nuevo: t.nuevo });
  });

  it('lists name, Carpetas, responsible, Cargo and the creation date as dd/MM/yyyy HH:mm:ss; the arrow opens the revisions', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(within(row).getByText('Proyecto 1')).toBeTruthy();
    expect(within(row).getByText('Elena Encargada')).toBeTruthy();
    expect(within(row).getByText('Jefa de obra')).toBeTruthy();
    // 13:14:15 UTC is 10:14:15 in Santiago (UTC-3 in March)
    expect(within(row).getByText('05/03/2025 10:14:15')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: revisionesScreens.proyectos.verRevisiones('Proyecto 1') }));
    expect(remote.navigations).toEqual([`/administrador/empresa/proyectos/${id(1)}/revisiones`]);
  });

  it('a company user sees no checkbox, no new button, no quota bar, and Editar / Eliminar / Encargados disabled', async () => {
    const { user, remote } = setup('UsuarioEmpresa', () => page([proyecto(1)], 3, 10));
    const row = await screen.findByTestId(`row-${id(1)}`);
    const menu = await expectCompanyUserProjects(user, row, {
      nuevo: t.nuevo,
      mostrarEliminados: t.mostrarEliminados,
      acciones: revisionesScreens.proyectos.accionesDe('Proyecto 1'),
      disabled: [t.actions.editar, t.actions.eliminar, t.actions.encargados],
    });
    expect(within(menu).queryByRole('menuitem', { name: t.actions.restaurar })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.estadisticas }));
    expect(remote.navigations).toEqual([`/administrador/estadisticas/${id(1)}`]);
  });

  it('a manager selects active rows only', async () => {
    setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(within(row).getByRole('checkbox', { name: revisionesScreens.proyectos.seleccionar('Proyecto 1') })).toBeTruthy();
    expect(screen.getByTestId('toolbar-generar-pdf').hasAttribute('disabled')).toBe(true);
  });

  it('the create dialog starts at 10 and 20 days, says what is missing, and creates the project', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([], 0, 10));
    remote.fake.on('revisiones', proyectosEndpoints.usuarios, () => ({ items: [] }));
    const created: unknown[] = [];
    remote.fake.on('revisiones', proyectosEndpoints.create, ({ body }) => {
      created.push(body);
      if (body.NombreProyecto === 'Torre A') throw new ApiError(409, t.errors.nombreDuplicadoNuevo);
      return proyecto(7, { NombreProyecto: body.NombreProyecto });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: t.nuevo }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: t.nuevo }));
    const dialog = await screen.findByTestId('project-dialog');
    expect((within(dialog).getByTestId('field-DiasPorVencer') as HTMLInputElement).value).toBe('10');
    expect((within(dialog).getByTestId('field-DiasVencidos') as HTMLInputElement).value).toBe('20');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequeridoNuevo)).toBeTruthy();
    const dias = within(dialog).getByTestId('field-DiasVencidos');
    await user.clear(dias);
    await user.type(dias, '-1');
    await user.tab();
    expect(await within(dialog).findByText(t.validation.diasMinimo)).toBeTruthy();
    expect(created).toEqual([]);

    await user.clear(dias);
    await user.type(dias, '15');
    await user.type(within(dialog).getByTestId('field-NombreProyecto'), 'Torre A');
    // the service's duplicate name stays on the field
    await saveRefusedThenRenamed(user, dialog, {
      refusal: t.errors.nombreDuplicadoNuevo,
      field: 'field-NombreProyecto',
      rename: 'Torre B',
      closes: 'project-dialog',
    });
    expect(created).toEqual([
      { NombreProyecto: 'Torre A', DiasPorVencer: 10, DiasVencidos: 15 },
      { NombreProyecto: 'Torre B', DiasPorVencer: 10, DiasVencidos: 15 },
    ]);
    expect(remote.notifications).toEqual([
      { kind: 'error', message: t.errors.nombreDuplicadoNuevo },
      { kind: 'success', message: t.success.agregado },
    ]);
  });

  it("the edit dialog asks for the name with 'Requerido'", async () => {
    const { user } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${id(1)}`);
    await user.click(within(row).getByRole('button', { name: revisionesScreens.proyectos.accionesDe('Proyecto 1') }));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.editar }));
    const dialog = await screen.findByTestId('project-dialog');
    expect(within(dialog).getByText(t.dialogs.editar)).toBeTruthy();
    await user.clear(within(dialog).getByTestId('field-NombreProyecto'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequeridoEditar)).toBeTruthy();
  });

  it("'Mostrar Eliminados' adds the deleted projects, highlighted with the days left, restorable", async () => {
    const gone = proyecto(2, {
      NombreProyecto: 'Viejo (eliminado 01/03/2025 10:00:00)',
      Estado: 'Eliminado',
      AlertaEliminacion: true,
      DiasEliminacion: 5,
      DiasRestantes: 3,
      FechaEliminacion: '2025-03-01T13:00:00.000Z',
    });
    const { user, remote } = setup('AdministradorEmpresa', (deleted) => page(deleted === 'true' ? [proyecto(1), gone] : [proyecto(1)], 1, 10));
    const restored: string[] = [];
    remote.fake.on('revisiones', proyectosEndpoints.restore, ({ params }) => {
      restored.push(params.projectId);
      return { ...gone, Estado: 'Activo' as const };
    });
    await screen.findByTestId(`row-${id(1)}`);
    expect(screen.queryByTestId(`row-${id(2)}`)).toBeNull();

    await user.click(screen.getByRole('switch', { name: t.mostrarEliminados }));
    const row = await screen.findByTestId(`row-${id(2)}`);
    expect(within(row).getByTestId('dias-restantes').textContent).toBe(t.diasRestantes(3));
    expect(within(row).queryByRole('checkbox')).toBeNull();

    await user.click(within(row).getByRole('button', { name: revisionesScreens.proyectos.accionesDe(gone.NombreProyecto) }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: t.actions.editar }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.restaurar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.restaurado }]));
    expect(restored).toEqual([id(2)]);
  });

  it('deletes after the confirmation and shows the service refusal of a restore over the limit', async () => {
    const gone = proyecto(2, { Estado: 'Eliminado', AlertaEliminacion: true, DiasRestantes: 1 });
    const { user, remote } = setup('AdministradorEmpresa', (deleted) => page(deleted === 'true' ? [proyecto(1), gone] : [proyecto(1)], 10, 10));
    remote.fake.on('revisiones', proyectosEndpoints.remove, () => ({ ...proyecto(1), Estado: 'Eliminado' as const }));
    remote.fake.on('revisiones', proyectosEndpoints.restore, () => {
      throw new ApiError(409, t.errors.limiteRestaurar);
    });
    const row = await screen.findByTestId(`row-${id(1)}`);
    await user.click(within(row).getByRole('button', { name: revisionesScreens.proyectos.accionesDe('Proyecto 1') }));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.eliminar }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.dialogs.confirmarEliminar('Proyecto 1'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.eliminado }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('switch', { name: t.mostrarEliminados }));
    const deletedRow = await screen.findByTestId(`row-${id(2)}`);
    await user.click(within(deletedRow).getByRole('button', { name: revisionesScreens.proyectos.accionesDe('Proyecto 2') }));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.restaurar }));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'error', message: t.errors.limiteRestaurar }));
  });
});
