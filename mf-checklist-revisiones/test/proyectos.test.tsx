import { createReport, getReport } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
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
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, oid, proyecto, S } from './fixtures.ts';

const t = checklistRevisiones.proyectos;
const s = checklistRevisionesScreens.proyectos;

const page = (items: cr.ProyectoItem[], used: number, limit: number): cr.ProyectoPage => quotaPage(items, used, limit);

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' | 'Administrador', answer: (deleted: string) => cr.ProyectoPage) {
  const session = userType === 'Administrador' ? testUser('Administrador') : testUser(userType, { companyId: COMPANY });
  const remote = createTestRemote({ session });
  remote.fake.on(S, cr.proyectosEndpoints.list, ({ params, query }) => {
    expect(params.companyId).toBe(COMPANY);
    return answer(query.deleted);
  });
  if (userType === 'Administrador') {
    return renderScreen(<ProjectsScreen />, { remote, route: checklistPaths.adminProjects, path: `/administrador/empresas/${COMPANY}/checklist-proyectos` });
  }
  return renderScreen(<ProjectsScreen />, { remote, path: checklistPaths.projects });
}

const openMenu = async (user: ReturnType<typeof setup>['user'], nombre: string) => {
  await user.click(screen.getByRole('button', { name: s.accionesDe(nombre) }));
  return screen.findByRole('menu');
};

describe('checklist projects screen', () => {
  it.each(quotaCases)('colours the quota bar of %i of %i as %s and disables Nuevo Proyecto only at the limit', async (used, limit, colour) => {
    setup('AdministradorEmpresa', () => page([proyecto(1)], used, limit));
    await expectQuotaBar({ used, limit, colour, text: s.cupo(used, limit), nuevo: t.nuevo });
  });

  it("shows the resolved-of-total column as 'x de y' and no day fields; the arrow opens the revisions", async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(2)], 1, 10));
    const row = await screen.findByTestId(`row-${oid(2)}`);
    expect(within(row).getByTestId(`resueltas-${oid(2)}`).textContent).toBe('2 de 6');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain(t.columns.resueltas);
    expect(within(row).getByText('05/03/2025 10:14:15')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: s.verRevisiones('Proyecto 2') }));
    expect(remote.navigations).toEqual([`/administrador/checklist-proyectos/${oid(2)}/revisiones`]);
  });

  it("the platform administrator's links carry the company as ?empresa=", async () => {
    const { user, remote } = setup('Administrador', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${oid(1)}`);
    await user.click(within(row).getByRole('button', { name: s.verRevisiones('Proyecto 1') }));
    expect(remote.navigations).toEqual([`/administrador/checklist-proyectos/${oid(1)}/revisiones?empresa=${COMPANY}`]);
  });

  it('a company user sees no checkbox, no new button, no quota bar, and Editar / Eliminar / Encargados disabled', async () => {
    const { user, remote } = setup('UsuarioEmpresa', () => page([proyecto(1)], 3, 10));
    const row = await screen.findByTestId(`row-${oid(1)}`);
    const menu = await expectCompanyUserProjects(user, row, {
      nuevo: t.nuevo,
      mostrarEliminados: t.mostrarEliminados,
      acciones: s.accionesDe('Proyecto 1'),
      disabled: [t.actions.editar, t.actions.eliminar, t.actions.encargados],
    });
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.observaciones }));
    expect(remote.navigations).toEqual([`/administrador/checklist-proyectos/${oid(1)}/observaciones`]);
  });

  it("the create dialog asks for the name with 'Este dato es importante.' and shows 'Ya tienes un proyecto con este nombre.' under it", async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([], 0, 10));
    remote.fake.on(S, cr.proyectosEndpoints.usuarios, () => ({ items: [] }));
    const created: unknown[] = [];
    remote.fake.on(S, cr.proyectosEndpoints.create, ({ body }) => {
      created.push(body);
      if (body.NombreProyecto === 'Torre A') throw new ApiError(409, t.errors.nombreDuplicado);
      return proyecto(7, { NombreProyecto: body.NombreProyecto });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: t.nuevo }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: t.nuevo }));
    const dialog = await screen.findByTestId('project-dialog');
    expect(within(dialog).queryByLabelText(/Días/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequeridoNuevo)).toBeTruthy();
    await user.type(within(dialog).getByTestId('field-NombreProyecto'), '  Torre A ');
    await saveRefusedThenRenamed(user, dialog, {
      refusal: t.errors.nombreDuplicado,
      field: 'field-NombreProyecto',
      rename: 'Torre B',
      closes: 'project-dialog',
    });
    expect(created).toEqual([{ NombreProyecto: 'Torre A' }, { NombreProyecto: 'Torre B' }]);
    expect(remote.notifications).toEqual([
      { kind: 'error', message: t.errors.nombreDuplicado },
      { kind: 'success', message: t.success.agregado },
    ]);
  });

  it("'Mostrar Eliminados' adds the deleted ones with the days left; Restaurar over the quota shows the service's refusal", async () => {
    const gone = proyecto(2, { Estado: 'Eliminado', AlertaEliminacion: true, DiasEliminacion: 5, DiasRestantes: 3 });
    const { user, remote } = setup('AdministradorEmpresa', (deleted) => page(deleted === 'true' ? [proyecto(1), gone] : [proyecto(1)], 10, 10));
    remote.fake.on(S, cr.proyectosEndpoints.restore, () => {
      throw new ApiError(409, t.errors.limiteRestaurar);
    });
    await screen.findByTestId(`row-${oid(1)}`);
    expect(screen.queryByTestId(`row-${oid(2)}`)).toBeNull();
    await user.click(screen.getByRole('switch', { name: t.mostrarEliminados }));
    const row = await screen.findByTestId(`row-${oid(2)}`);
    expect(within(row).getByTestId('dias-restantes').textContent).toBe(t.diasRestantes(3));
    expect(within(row).queryByRole('checkbox')).toBeNull();
    const menu = await openMenu(user, 'Proyecto 2');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.restaurar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: t.errors.limiteRestaurar }]));
  });

  it('deletes after the confirmation', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    remote.fake.on(S, cr.proyectosEndpoints.remove, () => proyecto(1, { Estado: 'Eliminado' }));
    await screen.findByTestId(`row-${oid(1)}`);
    const menu = await openMenu(user, 'Proyecto 1');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.eliminar }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.dialogs.confirmarEliminar('Proyecto 1'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.eliminado }]));
    expect(remote.fake.callsTo(S, cr.proyectosEndpoints.remove).map((c) => c.path)).toEqual([
      `/api/checklist-revisiones/companies/${COMPANY}/projects/${oid(1)}`,
    ]);
  });

  it("'Pendientes vs. Resueltas' asks for the project summary PDF and is disabled while it is generated", async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    remote.fake.on(S, createReport, () => ({ id: oid(900) }));
    remote.fake.on(S, getReport, () => ({
      id: oid(900),
      kind: 'resumen-proyecto',
      state: 'generando' as const,
      progress: { done: 0, total: 1, items: [] },
      fileName: null,
      error: null,
    }));
    await screen.findByTestId(`row-${oid(1)}`);
    let menu = await openMenu(user, 'Proyecto 1');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.pendientesVsResueltas }));
    await waitFor(() => expect(remote.fake.callsTo(S, createReport).map((c) => c.body)).toEqual([{ kind: 'resumen-proyecto', projectId: oid(1) }]));
    menu = await openMenu(user, 'Proyecto 1');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: t.actions.pendientesVsResueltas }).getAttribute('aria-disabled')).toBe('true'));
  });
});
