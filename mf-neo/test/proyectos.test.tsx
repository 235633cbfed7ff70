import { type NeoProyectoPage, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, menuItemTexts, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProjectsScreen } from '../src/features/proyectos/ProjectsScreen.tsx';
import { COMPANY, page, proyecto, usuarios } from './fixtures.ts';

const s = neoScreens.proyectos;
const BASE = '/administrador/empresa/neo-projects';

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa', answer: (query: Record<string, unknown>) => NeoProyectoPage) {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  remote.fake.on('neo', neoProyectosEndpoints.list, ({ params, query }) => {
    expect(params.companyId).toBe(COMPANY);
    return answer(query);
  });
  remote.fake.on('neo', neoProyectosEndpoints.usuarios, () => ({ items: usuarios }));
  return renderScreen(<ProjectsScreen />, { remote, path: BASE });
}

const nuevo = () => screen.getByTestId('nuevo-proyecto');
const openMenu = async (user: ReturnType<typeof setup>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: neoScreens.comunes.accionesDe(name) }));
  return screen.findByRole('menu');
};

describe('NEO projects list', () => {
  it('disables Nuevo Proyecto at the limit with the spec text, and in the deleted view', async () => {
    const { user, rerender } = setup('AdministradorEmpresa', (q) =>
      q.deleted === 'true' ? page([proyecto(9, { Eliminado: true })], 5, 5) : page([proyecto(1)], 5, 5),
    );
    expect((await screen.findByTestId('limite-proyectos')).textContent).toBe(neo.proyectos.errors.limite);
    await waitFor(() => expect(nuevo().hasAttribute('disabled')).toBe(true));
    rerender(<ProjectsScreen />);
    await user.click(screen.getByRole('switch', { name: s.mostrarEliminados }));
    expect(await screen.findByText('Torre 9')).toBeTruthy();
    expect(nuevo().hasAttribute('disabled')).toBe(true);
  });

  it('enables Nuevo Proyecto below the limit, searches by name and filters by responsible', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 5));
    await waitFor(() => expect(nuevo().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('limite-proyectos')).toBeNull();
    await user.type(screen.getByTestId('buscar-proyecto'), 'Tor');
    await waitFor(() => expect(remote.fake.callsTo('neo', neoProyectosEndpoints.list).at(-1)?.query.get('search')).toBe('Tor'));
    await user.click(screen.getByLabelText(s.filtrarResponsable));
    await user.click(await screen.findByRole('option', { name: 'Raúl Revisor' }));
    await waitFor(() => expect(remote.fake.callsTo('neo', neoProyectosEndpoints.list).at(-1)?.query.get('responsable')).toBe(usuarios[1]?.id));
  });

  it('row menu: Crear espacios hidden once started; the reports and the Revisiones button navigate under the prefix', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1), proyecto(2, { ProyectoIniciado: true })], 2, 5));
    let menu = await openMenu(user, 'Torre 1');
    const labels = menuItemTexts(menu);
    expect(labels).toEqual([
      s.menu.editar,
      s.menu.eliminar,
      s.menu.crearEspacios,
      s.menu.desviacionListas,
      s.menu.desviacionEspacio,
      s.menu.desviacionParametro,
      s.menu.desviacionPregunta,
      s.menu.metas,
      s.menu.resumenRespuestas,
    ]);
    await user.keyboard('{Escape}');
    menu = await openMenu(user, 'Torre 2');
    expect(within(menu).queryByRole('menuitem', { name: s.menu.crearEspacios })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.metas }));
    await user.click(screen.getByRole('button', { name: s.verRevisiones('Torre 1') }));
    expect(remote.navigations).toEqual([`${BASE}/${proyecto(2).id}/metas-revision`, `${BASE}/${proyecto(1).id}`]);
  });

  it('a company user: no create, no deleted view, Editar / Eliminar / Crear espacios disabled, reports open', async () => {
    const { user, remote } = setup('UsuarioEmpresa', () => page([proyecto(1)], 1, 5));
    const menu = await openMenu(user, 'Torre 1');
    expect(screen.queryByTestId('nuevo-proyecto')).toBeNull();
    expect(screen.queryByRole('switch', { name: s.mostrarEliminados })).toBeNull();
    for (const label of [s.menu.editar, s.menu.eliminar, s.menu.crearEspacios]) {
      expect(within(menu).getByRole('menuitem', { name: label }).getAttribute('aria-disabled'), label).toBe('true');
    }
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.desviacionListas }));
    expect(remote.navigations).toEqual([`${BASE}/${proyecto(1).id}/rechazadas-listas-chequeo`]);
    expect(remote.fake.callsTo('neo', neoProyectosEndpoints.usuarios)).toHaveLength(0);
  });

  it('the create dialog says what is missing in Spanish and creates the project', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([], 0, 5));
    const bodies: unknown[] = [];
    remote.fake.on('neo', neoProyectosEndpoints.create, ({ body }) => {
      bodies.push(body);
      if (body.Nombre === 'Torre 1') throw new ApiError(409, neo.proyectos.errors.nombreDuplicado('Torre 1'));
      return proyecto(5, { Nombre: body.Nombre });
    });
    await waitFor(() => expect(nuevo().hasAttribute('disabled')).toBe(false));
    await user.click(nuevo());
    const dialog = await screen.findByTestId('project-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText(neo.proyectos.validation.requerido)).toHaveLength(2);
    expect(within(dialog).getByText(neo.proyectos.validation.tipoInvalido)).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByTestId('field-Nombre'), 'Torre 1');
    await user.click(within(dialog).getByLabelText(s.dialogs.responsable));
    await user.click(await screen.findByRole('option', { name: 'Rita Revisora (Inspectora)' }));
    await user.click(within(dialog).getByLabelText(s.dialogs.tipo));
    await user.click(await screen.findByRole('option', { name: 'Casas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(neo.proyectos.errors.nombreDuplicado('Torre 1'))).toBeTruthy();

    await user.clear(within(dialog).getByTestId('field-Nombre'));
    await user.type(within(dialog).getByTestId('field-Nombre'), 'Torre 5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByTestId('project-dialog')).toBeNull());
    expect(bodies.at(-1)).toEqual({ Nombre: 'Torre 5', ResponsableId: usuarios[0]?.id, Tipo: 'Casas' });
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.proyectos.success.creado });
  });

  it('editing saves only the name and the responsible', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 5));
    const bodies: unknown[] = [];
    remote.fake.on('neo', neoProyectosEndpoints.update, ({ body }) => {
      bodies.push(body);
      return proyecto(1, { Nombre: body.Nombre });
    });
    const menu = await openMenu(user, 'Torre 1');
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.editar }));
    const dialog = await screen.findByTestId('project-dialog');
    expect(within(dialog).queryByLabelText(s.dialogs.tipo)).toBeNull();
    await user.type(within(dialog).getByTestId('field-Nombre'), ' B');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(bodies).toEqual([{ Nombre: 'Torre 1 B', ResponsableId: usuarios[2]?.id }]));
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.proyectos.success.actualizado });
  });

  it('deletes only after the project name is typed', async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 5));
    remote.fake.on('neo', neoProyectosEndpoints.remove, () => proyecto(1, { Eliminado: true }));
    const menu = await openMenu(user, 'Torre 1');
    await user.click(within(menu).getByRole('menuitem', { name: s.menu.eliminar }));
    const confirm = await screen.findByTestId('confirmar-eliminar');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByTestId('confirmar-nombre'), 'Torre');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByTestId('confirmar-nombre'), ' 1');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.proyectos.success.eliminado }));
    expect(remote.fake.callsTo('neo', neoProyectosEndpoints.remove)).toHaveLength(1);
  });

  it("the platform administrator's company comes from the path", async () => {
    const remote = createTestRemote({ session: testUser('Administrador') });
    const seen: string[] = [];
    remote.fake.on('neo', neoProyectosEndpoints.list, ({ params }) => {
      seen.push(params.companyId);
      return page([], 0, 5);
    });
    remote.fake.on('neo', neoProyectosEndpoints.usuarios, () => ({ items: [] }));
    renderScreen(<ProjectsScreen />, { remote, path: `/administrador/empresas/${COMPANY}/neo-projects`, route: '/administrador/empresas/:id/neo-projects' });
    expect(await screen.findByText('Nada Aun')).toBeTruthy();
    expect(seen[0]).toBe(COMPANY);
  });
});
