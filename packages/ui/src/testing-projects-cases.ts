// Part of '@insp/ui/testing': the cases both review remotes run on their projects list, the one
// shared screen (@insp/ui review-family ProjectsScreen), each with its module's texts, fixtures and dialog fields.
import type { Endpoint, SessionUser } from '@insp/contracts';
import { ApiError, type GatewayService } from '@insp/mf-kit';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';

import type { ScreenRender } from './testing.tsx';
import { saveRefusedThenRenamed } from './testing-dialogs.ts';
import { testUser } from './testing-fixtures.ts';
import { expectCompanyUserProjects } from './testing-projects.ts';
import { expectQuotaBar, quotaCases, quotaPage } from './testing-quota.ts';

type User = ReturnType<typeof userEvent.setup>;
export type ProjectsUser = 'AdministradorEmpresa' | 'UsuarioEmpresa' | 'Administrador';

/** The fields of a project row the cases set. */
export interface ProjectsRow {
  id: string;
  NombreProyecto: string;
  Estado: 'Activo' | 'Eliminado';
  AlertaEliminacion: boolean;
  DiasEliminacion: number | null;
  DiasRestantes: number | null;
  FechaEliminacion: string | null;
}

/** What the cases need of a module's projects list: its service, endpoints, texts, fixtures and dialog fields. */
export interface ReviewProjectsModule<P extends ProjectsRow> {
  service: GatewayService;
  /** The module's project endpoints (the fake validates every call with their schemas). */
  endpoints: Record<'list' | 'usuarios' | 'create' | 'remove' | 'restore', Endpoint>;
  /** The company whose projects the list shows. */
  company: string;
  /** Renders the module's ProjectsScreen with `session` (renderScreen; the platform administrator at that company's own path). */
  render: (session: SessionUser, userType: ProjectsUser) => ScreenRender;
  /** Project `n`, named `Proyecto n`, responsible Elena Encargada (Jefa de obra), created 2025-03-05T13:14:15Z; `over` on top. */
  proyecto(n: number, over?: Partial<ProjectsRow>): P;
  /** Where the row's arrow leads (the project's revisions). */
  revisionesPath: (projectId: string) => string;
  texts: {
    nuevo: string;
    mostrarEliminados: string;
    diasRestantes: (dias: number) => string;
    actions: { editar: string; eliminar: string; encargados: string; restaurar: string };
    dialogs: { confirmarEliminar: (nombre: string) => string };
    success: { agregado: string; eliminado: string; restaurado: string };
    errors: { limiteRestaurar: string };
    validation: { nombreRequeridoNuevo: string };
  };
  screens: { cupo: (used: number, limit: number) => string; accionesDe: (nombre: string) => string; verRevisiones: (nombre: string) => string };
  /** The row menu's item a company user may use, and where it leads. */
  companyUserLink: { action: string; path: (projectId: string) => string };
  /** The module's create dialog: its case's title, the service's duplicate-name text, and its own fields. */
  createDialog: {
    title: string;
    duplicate: string;
    /** What the user types as the first name (saved as 'Torre A'). */
    typed: string;
    /** The module's own fields, checked when the dialog opens. */
    opened: (dialog: HTMLElement) => void;
    /** The module's own fields, filled after the missing name was reported (nothing sent yet). */
    fill: (dialog: HTMLElement, user: User, created: unknown[]) => Promise<void>;
    /** What the module's fields add to every body sent. */
    body: Record<string, unknown>;
  };
}

/**
 * Registers, inside the caller's describe, the projects-list cases both review remotes share, and
 * gives `setup` (the screen as `userType`, its list answering `answer(query.deleted)`) for the
 * module's own cases.
 */
export function reviewProjectsCases<P extends ProjectsRow>(m: ReviewProjectsModule<P>) {
  const { texts: t, screens: s } = m;
  const page = (items: P[], used: number, limit: number) => quotaPage(items, used, limit);

  function setup(userType: ProjectsUser, answer: (deleted: string) => ReturnType<typeof page>): ScreenRender {
    const session = userType === 'Administrador' ? testUser('Administrador') : testUser(userType, { companyId: m.company });
    const rendered = m.render(session, userType);
    // registered before the screen's first call settles (the fake answers a tick later)
    rendered.remote.fake.on(m.service, m.endpoints.list, ({ params, query }) => {
      expect((params as { companyId: string }).companyId).toBe(m.company);
      return answer((query as { deleted: string }).deleted);
    });
    return rendered;
  }

  const openMenu = async (user: User, nombre: string) => {
    await user.click(screen.getByRole('button', { name: s.accionesDe(nombre) }));
    return screen.findByRole('menu');
  };

  it.each(quotaCases)('colours the quota bar of %i of %i as %s and disables Nuevo Proyecto only at the limit', async (used, limit, colour) => {
    setup('AdministradorEmpresa', () => page([m.proyecto(1)], used, limit));
    await expectQuotaBar({ used, limit, colour, text: s.cupo(used, limit), nuevo: t.nuevo });
  });

  it('lists name, responsible, Cargo and the creation date as dd/MM/yyyy HH:mm:ss; the arrow opens the revisions', async () => {
    const project = m.proyecto(2);
    const { user, remote } = setup('AdministradorEmpresa', () => page([project], 1, 10));
    const row = await screen.findByTestId(`row-${project.id}`);
    expect(within(row).getByText('Proyecto 2')).toBeTruthy();
    expect(within(row).getByText('Elena Encargada')).toBeTruthy();
    expect(within(row).getByText('Jefa de obra')).toBeTruthy();
    // 13:14:15 UTC is 10:14:15 in Santiago (UTC-3 in March)
    expect(within(row).getByText('05/03/2025 10:14:15')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: s.verRevisiones('Proyecto 2') }));
    expect(remote.navigations).toEqual([m.revisionesPath(project.id)]);
  });

  it('a company user sees no checkbox, no new button, no quota bar, and Editar / Eliminar / Encargados disabled', async () => {
    const project = m.proyecto(1);
    const { user, remote } = setup('UsuarioEmpresa', () => page([project], 3, 10));
    const row = await screen.findByTestId(`row-${project.id}`);
    const menu = await expectCompanyUserProjects(user, row, {
      nuevo: t.nuevo,
      mostrarEliminados: t.mostrarEliminados,
      acciones: s.accionesDe('Proyecto 1'),
      disabled: [t.actions.editar, t.actions.eliminar, t.actions.encargados],
    });
    expect(within(menu).queryByRole('menuitem', { name: t.actions.restaurar })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: m.companyUserLink.action }));
    expect(remote.navigations).toEqual([m.companyUserLink.path(project.id)]);
  });

  it(m.createDialog.title, async () => {
    const dialogCase = m.createDialog;
    const { user, remote } = setup('AdministradorEmpresa', () => page([], 0, 10));
    remote.fake.on(m.service, m.endpoints.usuarios, () => ({ items: [] }));
    const created: unknown[] = [];
    remote.fake.on(m.service, m.endpoints.create, ({ body }) => {
      created.push(body);
      const nombre = (body as { NombreProyecto: string }).NombreProyecto;
      if (nombre === 'Torre A') throw new ApiError(409, dialogCase.duplicate);
      return m.proyecto(7, { NombreProyecto: nombre });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: t.nuevo }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: t.nuevo }));
    const dialog = await screen.findByTestId('project-dialog');
    dialogCase.opened(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequeridoNuevo)).toBeTruthy();
    expect(created).toEqual([]);
    await dialogCase.fill(dialog, user, created);
    await user.type(within(dialog).getByTestId('field-NombreProyecto'), dialogCase.typed);
    // the service's duplicate name stays on the field
    await saveRefusedThenRenamed(user, dialog, { refusal: dialogCase.duplicate, field: 'field-NombreProyecto', rename: 'Torre B', closes: 'project-dialog' });
    expect(created).toEqual([
      { NombreProyecto: 'Torre A', ...dialogCase.body },
      { NombreProyecto: 'Torre B', ...dialogCase.body },
    ]);
    expect(remote.notifications).toEqual([
      { kind: 'error', message: dialogCase.duplicate },
      { kind: 'success', message: t.success.agregado },
    ]);
  });

  it("'Mostrar Eliminados' adds the deleted projects, highlighted with the days left, restorable", async () => {
    const active = m.proyecto(1);
    const gone = m.proyecto(2, {
      NombreProyecto: 'Viejo (eliminado 01/03/2025 10:00:00)',
      Estado: 'Eliminado',
      AlertaEliminacion: true,
      DiasEliminacion: 5,
      DiasRestantes: 3,
      FechaEliminacion: '2025-03-01T13:00:00.000Z',
    });
    const { user, remote } = setup('AdministradorEmpresa', (deleted) => page(deleted === 'true' ? [active, gone] : [active], 1, 10));
    const restored: string[] = [];
    remote.fake.on(m.service, m.endpoints.restore, ({ params }) => {
      restored.push((params as { projectId: string }).projectId);
      return { ...gone, Estado: 'Activo' as const };
    });
    await screen.findByTestId(`row-${active.id}`);
    expect(screen.queryByTestId(`row-${gone.id}`)).toBeNull();

    await user.click(screen.getByRole('switch', { name: t.mostrarEliminados }));
    const row = await screen.findByTestId(`row-${gone.id}`);
    expect(within(row).getByTestId('dias-restantes').textContent).toBe(t.diasRestantes(3));
    expect(within(row).queryByRole('checkbox')).toBeNull();

    const menu = await openMenu(user, gone.NombreProyecto);
    expect(within(menu).getByRole('menuitem', { name: t.actions.editar }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.restaurar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.restaurado }]));
    expect(restored).toEqual([gone.id]);
  });

  it('deletes after the confirmation and shows the service refusal of a restore over the limit', async () => {
    const active = m.proyecto(1);
    const gone = m.proyecto(2, { Estado: 'Eliminado', AlertaEliminacion: true, DiasEliminacion: 5, DiasRestantes: 1 });
    const { user, remote } = setup('AdministradorEmpresa', (deleted) => page(deleted === 'true' ? [active, gone] : [active], 10, 10));
    remote.fake.on(m.service, m.endpoints.remove, () => ({ ...active, Estado: 'Eliminado' as const }));
    remote.fake.on(m.service, m.endpoints.restore, () => {
      throw new ApiError(409, t.errors.limiteRestaurar);
    });
    await screen.findByTestId(`row-${active.id}`);
    await user.click(await openMenuItem(user, 'Proyecto 1', t.actions.eliminar));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.dialogs.confirmarEliminar('Proyecto 1'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: t.success.eliminado }]));
    expect(remote.fake.callsTo(m.service, m.endpoints.remove).map((c) => c.path)).toEqual([`/api/${m.service}/companies/${m.company}/projects/${active.id}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('switch', { name: t.mostrarEliminados }));
    await screen.findByTestId(`row-${gone.id}`);
    await user.click(await openMenuItem(user, 'Proyecto 2', t.actions.restaurar));
    await waitFor(() =>
      expect(remote.notifications).toEqual([
        { kind: 'success', message: t.success.eliminado },
        { kind: 'error', message: t.errors.limiteRestaurar },
      ]),
    );
  });

  async function openMenuItem(user: User, nombre: string, action: string): Promise<HTMLElement> {
    const menu = await openMenu(user, nombre);
    return within(menu).getByRole('menuitem', { name: action });
  }

  return { setup, page, openMenu };
}
