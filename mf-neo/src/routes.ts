import type { UserType } from '@insp/contracts';
import { defineRoutes } from '@insp/mf-kit';

/**
 * Every route of NEO projects (spec 002 §2), written once: the descriptor's routes (module.ts) and the
 * router (App.tsx) come from this table. Each route is a prefix that owns the whole §2 tree below it
 * (project, checklist, space, reports, the reviewer's pages); pages/NeoPages.tsx routes inside it and
 * loads each screen as its own lazy chunk.
 */
const screens = {
  pages: () => {
    // a reviewer's capture page (a phone, often on a weak signal): its screen's chunk is fetched
    // together with the pages' router instead of after it, one round trip less before the sheet
    if (CAPTURA.test(window.location.pathname)) void import('./features/captura/CapturaScreen.tsx');
    return import('./pages/NeoPages.tsx').then((m) => m.NeoPages);
  },
};
/** The capture page of one sheet (neoSubPaths.captura under a '/neo-projects' prefix). */
const CAPTURA = /\/neo-projects\/captura\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/;

const ADMIN: readonly UserType[] = ['Administrador'];
const COMPANY: readonly UserType[] = ['AdministradorEmpresa', 'UsuarioEmpresa'];

// The param is named as the screens read it (`useParams().id`); the literal 'neo-projects' beats
// admin's params in the shell's match.
export const neoRoutes = defineRoutes([
  // platform administrator: the company in the path ('Ver Checklists' of the companies table)
  { id: 'adminProjects', pattern: '/administrador/empresas/:id/neo-projects', roles: ADMIN, screen: screens.pages, prefix: true },
  // the prefix-less variant of §2 (the sidebar's entry), with …/{checklistId}/rechazadas-pregunta
  { id: 'projects', pattern: '/administrador/empresas/neo-projects', roles: COMPANY, screen: screens.pages, prefix: true },
  // the company area of directors and company users (issue 8: both prefixes)
  { id: 'companyProjects', pattern: '/administrador/empresa/neo-projects', roles: COMPANY, screen: screens.pages, prefix: true },
]);

export const { href } = neoRoutes;
