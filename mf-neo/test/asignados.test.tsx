import { createReport } from '@insp/contracts';
import { neoAsignacionesEndpoints, type NeoAsignado, neoChecklistsEndpoints, type NeoProyecto, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, menuItemTexts, renderScreen, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AsignadosScreen } from '../src/features/asignados/AsignadosScreen.tsx';
import ResumenRespuestasDialog from '../src/features/proyectos/ResumenRespuestasDialog.tsx';
import { asignado, CHECKLIST, checklist, COMPANY, oid, PROJECT, proyecto, usuarios } from './fixtures.ts';

const s = neoScreens.asignados;
const BASE = '/administrador/empresa/neo-projects';

const ASIGNADOS = [asignado(1), asignado(2, { Progreso: 100, CantidadCompletada: 4, Asignado: false, TotalHojas: 0 }), asignado(3, { Progreso: 60 })];

function setup(
  userType: 'AdministradorEmpresa' | 'UsuarioEmpresa' = 'AdministradorEmpresa',
  project: NeoProyecto = proyecto(1),
  items: NeoAsignado[] = ASIGNADOS,
) {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  remote.fake.on('neo', neoProyectosEndpoints.get, () => project);
  remote.fake.on('neo', neoChecklistsEndpoints.get, () => ({ ...checklist(1), Preguntas: [] }));
  remote.fake.on('neo', neoProyectosEndpoints.usuarios, () => ({ items: usuarios }));
  remote.fake.on('neo', neoAsignacionesEndpoints.list, () => ({ items }));
  return renderScreen(<AsignadosScreen />, { remote, path: `${BASE}/${PROJECT}/${CHECKLIST}`, route: `${BASE}/:projectId/:checklistId` });
}

const menuOf = async (user: ReturnType<typeof setup>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(name) }));
  return screen.findByRole('menu');
};

afterEach(() => vi.unstubAllGlobals());

describe('NEO spaces of a checklist', () => {
  it('at 390 px one card per space: name, completed/quantity, progress, its menu and the arrow to its sheets (at 1440 px the table)', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    const { user, remote, unmount } = setup();
    const card = await screen.findByTestId(`row-${asignado(1).id}`);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('row-card-title').map((t) => t.textContent)).toEqual(ASIGNADOS.map((a) => a.Nombre));
    expect(within(card).getByText('1/4')).toBeTruthy();
    expect(within(card).getByTestId(`progreso-${asignado(1).id}`)).toBeTruthy();
    expect(within(card).getByRole('button', { name: neoScreens.comunes.accionesDe(asignado(1).Nombre) })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: s.verHojas(asignado(1).Nombre) }));
    expect(remote.navigations).toHaveLength(1);
    unmount();

    vi.stubGlobal('matchMedia', viewportMatchMedia(1440));
    setup();
    expect((await screen.findByTestId(`row-${asignado(1).id}`)).tagName).toBe('TR');
  });

  it('name, completed/quantity, unit and the progress coloured against the goal', async () => {
    setup();
    const row = await screen.findByTestId(`row-${asignado(1).id}`);
    expect(within(row).getByText('1/4')).toBeTruthy();
    // 25% of a goal of 80 is 31% of it: orange; 60 of 80 is 75%: yellow; 100 is green
    expect(screen.getByTestId(`progreso-${asignado(1).id}`).dataset.color).toBe('naranjo');
    expect(screen.getByTestId(`progreso-${asignado(3).id}`).dataset.color).toBe('amarillo');
    expect(screen.getByTestId(`progreso-${asignado(2).id}`).dataset.color).toBe('verde');
  });

  it("row menu: Editar, Eliminar (deactivates) and 'Respuestas y firmas' (the zip of the space)", async () => {
    const { user, remote } = setup();
    const reports: unknown[] = [];
    remote.fake.on('neo', createReport, ({ body }) => {
      reports.push(body);
      return { id: 'ffffffffffffffffffffffff' };
    });
    remote.fake.on('neo', neoAsignacionesEndpoints.deactivate, () => ({
      message: neo.asignaciones.success.desactivado,
      asignado: asignado(1, { Asignado: false }),
    }));
    let menu = await menuOf(user, 'Departamento 1');
    expect(menuItemTexts(menu)).toEqual([s.menu.editar, s.menu.eliminar, s.menu.respuestasFirmas]);
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.eliminar }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.asignaciones.success.desactivado }));
    menu = await menuOf(user, 'Departamento 1');
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.respuestasFirmas }));
    await waitFor(() => expect(reports).toEqual([{ kind: 'neo-respuestas-espacio', projectId: PROJECT, checklistId: CHECKLIST, asignadoId: asignado(1).id }]));
    // a deactivated space cannot be deactivated again, and one without sheets has no zip
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await menuOf(user, 'Departamento 2');
    expect(within(menu).getByRole('menuitem', { name: s.menu.eliminar }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: s.menu.respuestasFirmas }).getAttribute('aria-disabled')).toBe('true');
  });

  it('Editar: quantity at least 1, the reviewers, reactivation by the switch', async () => {
    const { user, remote } = setup();
    const bodies = remote.fake.keepBodies('neo', neoAsignacionesEndpoints.update, () => ({
      message: neo.asignaciones.success.actualizado,
      asignado: asignado(2),
    }));
    const menu = await menuOf(user, 'Departamento 2');
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.editar }));
    const dialog = await screen.findByTestId('editar-asignado-dialog');
    const cantidad = within(dialog).getByTestId('field-Cantidad');
    await user.clear(cantidad);
    await user.click(within(dialog).getByTestId('guardar-asignado'));
    expect(await within(dialog).findByText(neo.asignaciones.validation.cantidadMinima)).toBeTruthy();
    await user.type(cantidad, '6');
    await user.click(within(dialog).getByRole('switch', { name: neoScreens.asignar.asignado }));
    await user.click(within(dialog).getByLabelText(neoScreens.asignar.revisor(2)));
    await user.click(await screen.findByRole('option', { name: 'Raúl Revisor (Jefe de terreno)' }));
    await user.click(within(dialog).getByTestId('guardar-asignado'));
    await waitFor(() => expect(bodies).toEqual([{ Cantidad: 6, Asignado: true, Revisores: [oid(1, '7'), oid(2, '7')] }]));
  });

  it('Editar: a quantity below the units already used is refused on the field; the service refusal shows too', async () => {
    const { user, remote } = setup('AdministradorEmpresa', proyecto(1), [asignado(1, { Cantidad: 6, UnidadesUsadas: 3 })]);
    const refusal = neo.asignaciones.errors.cantidadBajoUsadas(4);
    const bodies = remote.fake.keepBodies('neo', neoAsignacionesEndpoints.update, () => {
      // A sheet added meanwhile: the service counts 4.
      throw new ApiError(409, refusal);
    });
    const menu = await menuOf(user, 'Departamento 1');
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.editar }));
    const dialog = await screen.findByTestId('editar-asignado-dialog');
    const cantidad = within(dialog).getByTestId('field-Cantidad');
    await user.clear(cantidad);
    await user.type(cantidad, '2');
    await user.click(within(dialog).getByTestId('guardar-asignado'));
    expect(await within(dialog).findByText('La cantidad no puede ser menor que las 3 unidades ya revisadas.')).toBeTruthy();
    expect(cantidad.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
    await user.clear(cantidad);
    await user.type(cantidad, '3');
    await user.click(within(dialog).getByTestId('guardar-asignado'));
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'error', message: refusal }));
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    expect(bodies).toEqual([{ Cantidad: 3, Asignado: true, Revisores: [oid(1, '7')] }]);
  });

  it('a company user may download the zip but not edit or deactivate', async () => {
    const { user } = setup('UsuarioEmpresa');
    const menu = await menuOf(user, 'Departamento 1');
    expect(within(menu).getByRole('menuitem', { name: s.menu.editar }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: s.menu.eliminar }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: s.menu.respuestasFirmas }).getAttribute('aria-disabled')).toBeNull();
  });
});

describe("'Resumen de respuestas'", () => {
  it('asks for the type and shows the one-at-a-time refusal', async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    const bodies = remote.fake.keepBodies('neo', createReport, () => {
      throw new ApiError(409, 'Un documento ya se está generando. Espera un minuto, por favor.');
    });
    const { user } = renderScreen(<ResumenRespuestasDialog companyId={COMPANY} project={proyecto(1)} onClose={() => undefined} />, { remote });
    await user.click(screen.getByLabelText(neoScreens.proyectos.dialogs.resumenTipo));
    await user.click(await screen.findByRole('option', { name: 'Terminaciones' }));
    await user.click(screen.getByTestId('generar-resumen'));
    expect((await screen.findByTestId('report-error')).textContent).toBe('Un documento ya se está generando. Espera un minuto, por favor.');
    expect(bodies).toEqual([{ kind: 'neo-resumen-respuestas', projectId: PROJECT, tipo: 'Terminaciones' }]);
  });
});
