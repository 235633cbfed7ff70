import type { UserType } from '@insp/contracts';
import { defineRoutes } from '@insp/mf-kit';

/**
 * Every route of NEO projects (spec 002), written once: the descriptor's routes (module.ts) and the
 * router (App.tsx) come from this table. Both routes own the deeper paths (later issues' screens);
 * below the route itself the page shows the placeholder until then.
 */
const screens = {
  projects: () =>
    Promise.all([import('./pages/OwnedPrefix.tsx'), import('./features/projects/ProjectsScreen.tsx')]).then(([page, m]) => page.ownedPrefix(m.ProjectsScreen)),
};

const ADMIN: readonly UserType[] = ['Administrador'];
const COMPANY: readonly UserType[] = ['AdministradorEmpresa', 'UsuarioEmpresa'];

// The param is named as the screen reads it (`useParams().id`); the literal 'neo-projects' beats
// admin's params in the shell's match.
export const neoRoutes = defineRoutes([
  { id: 'adminProjects', pattern: '/administrador/empresas/:id/neo-projects', roles: ADMIN, screen: screens.projects, prefix: true },
  { id: 'projects', pattern: '/administrador/empresas/neo-projects', roles: COMPANY, screen: screens.projects, prefix: true },
]);

export const { href } = neoRoutes;
