import { createReport } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListadosScreen } from '../src/features/listados/ListadosScreen.tsx';
import { RevisionsScreen } from '../src/features/revisiones/RevisionsScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, listado, oid, PROJECT, proyecto, REVISION, revision, S } from './fixtures.ts';

const t = checklistRevisiones.listados;
const PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados`;

const plantillas: cr.ChecklistsDisponibles = {
  items: [
    { id: oid(800), Nombre: 'Checklist Departamento', Recintos: 4, Subcontratos: 6, ErroresTipo: 20 },
    { id: oid(801), Nombre: 'Checklist Áreas Comunes', Recintos: 2, Subcontratos: 3, ErroresTipo: 8 },
  ],
};

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa', items: cr.ListadoItem[]) {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  remote.fake
    .on(S, cr.proyectosEndpoints.get, () => proyecto(1, { id: PROJECT, NombreProyecto: 'Torre Norte' }))
    .on(S, cr.revisionesEndpoints.get, () => revision(1, { id: REVISION }))
    .on(S, cr.listadosEndpoints.list, () => ({ items, total: items.length, page: 0, pageSize: 5 }))
    .on(S, cr.listadosEndpoints.checklistsDisponibles, () => plantillas);
  return renderScreen(<ListadosScreen />, { remote, route: checklistPaths.listados, path: PATH });
}

const openMenu = async (user: ReturnType<typeof setup>['user'], l: cr.ListadoItem) => {
  await user.click(screen.getByTestId(`acciones-${l.id}`));
  return screen.findByRole('menu');
};

describe('checklist listados screen', () => {
  it("shows business / project / revision, the checklist of each list and its observations as 'x de y'; the director opens the rooms", async () => {
    const l = listado(1, { ChecklistId: oid(800), ChecklistName: 'Checklist Departamento', Resueltas: 3, TotalRespuestas: 8 });
    const { user, remote } = setup('AdministradorEmpresa', [l]);
    const row = await screen.findByTestId(`row-${l.id}`);
    await waitFor(() => expect(screen.getByTestId('listados-header').textContent).toBe('Constructora Andes / Torre Norte / Revisión 1'));
    expect(within(row).getByTestId(`observaciones-${l.id}`).textContent).toBe('3 de 8');
    expect(within(row).getByTestId(`checklist-${l.id}`).textContent).toBe(checklistRevisionesScreens.listados.checklist('Checklist Departamento'));
    await user.click(within(row).getByTestId(`recintos-${l.id}`));
    expect(remote.navigations).toEqual([`${PATH}/${l.id}/recintos`]);
  });

  it('a company user sees neither the rooms nor Editar / Eliminar / Asignar checklist, and may open the capture page', async () => {
    const l = listado(1);
    const { user, remote } = setup('UsuarioEmpresa', [l]);
    const row = await screen.findByTestId(`row-${l.id}`);
    expect(within(row).queryByTestId(`recintos-${l.id}`)).toBeNull();
    expect(screen.queryByTestId('nuevo-listado')).toBeNull();
    const menu = await openMenu(user, l);
    for (const label of [t.actions.editar, t.actions.eliminar, t.actions.asignarChecklist])
      expect(within(menu).queryByRole('menuitem', { name: label }), label).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(row).getByTestId(`captura-${l.id}`));
    expect(remote.navigations).toEqual([`${PATH}/${l.id}/captura`]);
  });

  it('a first assignment copies the chosen template without any warning', async () => {
    const l = listado(1);
    const { user, remote } = setup('AdministradorEmpresa', [l]);
    remote.fake.on(S, cr.listadosEndpoints.asignarChecklist, ({ body }) => ({
      message: t.checklist.asignado,
      item: listado(1, { ChecklistId: body.checklistId, ChecklistName: 'Checklist Departamento' }),
      copiados: { recintos: 4, subcontratos: 6, erroresTipo: 20 },
      respuestasEliminadas: 0,
    }));
    await screen.findByTestId(`row-${l.id}`);
    await user.click(within(await openMenu(user, l)).getByRole('menuitem', { name: t.actions.asignarChecklist }));
    const dialog = await screen.findByTestId('checklist-dialog');
    expect(screen.queryByTestId('checklist-advertencia')).toBeNull();
    expect(await within(dialog).findByText(checklistRevisionesScreens.checklist.contenido(4, 6, 20))).toBeTruthy();
    expect(screen.getByTestId('checklist-asignar').hasAttribute('disabled')).toBe(true);
    await user.click(await within(dialog).findByRole('radio', { name: /Checklist Departamento/ }));
    await user.click(screen.getByTestId('checklist-asignar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.checklist.asignado }]));
    expect(remote.fake.callsTo(S, cr.listadosEndpoints.asignarChecklist).map((c) => c.body)).toEqual([{ checklistId: oid(800) }]);
  });

  it("replacing a checklist needs 'Comprendo los riesgos.' ticked under the warning", async () => {
    const l = listado(1, { ChecklistId: oid(800), ChecklistName: 'Checklist Departamento', Carpetas: 4 });
    const { user, remote } = setup('AdministradorEmpresa', [l]);
    remote.fake.on(S, cr.listadosEndpoints.asignarChecklist, ({ body }) => {
      if (!body.comprendoLosRiesgos) throw new ApiError(400, t.errors.comprendoRequerido);
      return { message: t.checklist.asignado, item: l, copiados: { recintos: 2, subcontratos: 3, erroresTipo: 8 }, respuestasEliminadas: 12 };
    });
    await screen.findByTestId(`row-${l.id}`);
    await user.click(within(await openMenu(user, l)).getByRole('menuitem', { name: t.actions.asignarChecklist }));
    const dialog = await screen.findByTestId('checklist-dialog');
    expect(within(dialog).getByTestId('checklist-actual').textContent).toBe(checklistRevisionesScreens.checklist.actual('Checklist Departamento'));
    expect(within(dialog).getByTestId('checklist-advertencia').textContent).toBe(t.checklist.advertencia);
    await user.click(await within(dialog).findByRole('radio', { name: /Checklist Áreas Comunes/ }));
    expect(screen.getByTestId('checklist-asignar').hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: t.checklist.comprendo }));
    expect(screen.getByTestId('checklist-asignar').hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByTestId('checklist-asignar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.checklist.asignado }]));
    expect(remote.fake.callsTo(S, cr.listadosEndpoints.asignarChecklist).map((c) => c.body)).toEqual([{ checklistId: oid(801), comprendoLosRiesgos: true }]);
  });

  it('the list Excel asks for the excel-listado document; deleting asks with the warning', async () => {
    const l = listado(1);
    const { user, remote } = setup('AdministradorEmpresa', [l]);
    remote.fake.on(S, createReport, () => ({ id: oid(900) }));
    await screen.findByTestId(`row-${l.id}`);
    await user.click(within(await openMenu(user, l)).getByRole('menuitem', { name: checklistRevisionesScreens.listados.generarExcel }));
    await waitFor(() =>
      expect(remote.fake.callsTo(S, createReport).map((c) => c.body)).toEqual([
        { kind: 'excel-listado', projectId: PROJECT, revisionId: REVISION, listadoId: l.id },
      ]),
    );
    await user.click(within(await openMenu(user, l)).getByRole('menuitem', { name: t.actions.eliminar }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.confirmarEliminar('Depto 1'))).toBeTruthy();
    expect(within(confirm).getByTestId('listado-advertencia').textContent).toBe(t.advertenciaEliminar);
  });
});

describe('listado dates', () => {
  it("'Agregar' appears only once a date is chosen; the first date says 'Fecha asignada correctamente'", async () => {
    const l = listado(1);
    const { user, remote } = setup('AdministradorEmpresa', [l]);
    remote.fake.on(S, cr.listadosEndpoints.fechaPropuesta, ({ body }) => listado(1, { FechaPropuesta: body.Fecha }));
    await screen.findByTestId(`row-${l.id}`);
    await user.click(within(await openMenu(user, l)).getByRole('menuitem', { name: t.actions.fechaPropuesta }));
    await screen.findByTestId('fecha-dialog');
    expect(screen.queryByTestId('fecha-agregar')).toBeNull();
    await user.type(screen.getByTestId('fecha-input'), '2025-04-10');
    await user.click(await screen.findByTestId('fecha-agregar'));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.fechas.asignada }]));
    expect(remote.fake.callsTo(S, cr.listadosEndpoints.fechaPropuesta).map((c) => c.body)).toEqual([{ Fecha: '2025-04-10' }]);
  });
});

describe('checklist revisions screen', () => {
  it("shows observations as 'x de y' and a company user cannot create", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    const r = revision(1);
    remote.fake
      .on(S, cr.proyectosEndpoints.get, () => proyecto(1, { id: PROJECT, NombreProyecto: 'Torre Norte' }))
      .on(S, cr.revisionesEndpoints.list, () => ({ items: [r], total: 1, page: 0, pageSize: 5 }));
    const { user } = renderScreen(<RevisionsScreen />, {
      remote,
      route: checklistPaths.revisiones,
      path: `/administrador/checklist-proyectos/${PROJECT}/revisiones`,
    });
    expect((await screen.findByTestId(`observaciones-${r.id}`)).textContent).toBe('4 de 9');
    expect(screen.getByTestId('project-name').textContent).toBe('Torre Norte');
    expect(screen.queryByTestId('nueva-revision')).toBeNull();
    await user.click(screen.getByTestId(`listados-${r.id}`));
    expect(remote.navigations).toEqual([`/administrador/checklist-proyectos/${PROJECT}/revisiones/${r.id}/listados`]);
  });
});
