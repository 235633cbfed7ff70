import type { UserType } from '@insp/contracts';
import { neoHojasEndpoints } from '@insp/contracts/neo';
import { defineRoutes, type RoutePrefetch } from '@insp/mf-kit';
import { prefetchCompanyId } from '@insp/ui/components';
import { prefetchEndpointQuery } from '@insp/ui/data';

import { neoSubPaths } from './shared/paths.ts';

/**
 * Every route of NEO projects (spec 002 §2), written once: the descriptor's routes (module.ts) and the
 * router (App.tsx) come from this table. Three prefixes own the whole §2 tree below them (project,
 * checklist, space, reports, the reviewer's list of sheets): pages/NeoPages.tsx routes inside them
 * and loads each screen as its own lazy chunk. The capture page of a sheet is a route of its own.
 */
const screens = {
  pages: () => import('./pages/NeoPages.tsx').then((m) => m.NeoPages),
  // a reviewer's capture page (a phone, often on a weak signal) is a route of its own, not a page of
  // NeoPages: the remote's mount loads its screen's code before the first render (one request wave,
  // one fallback and React's reveal throttle fewer than a screen loaded by NeoPages once it has rendered)
  captura: () => import('./features/captura/CapturaScreen.tsx').then((m) => m.CapturaScreen),
};
/** The capture page of one sheet, below each '/neo-projects' prefix (neoSubPaths.captura). */
const CAPTURA = `/neo-projects/${neoSubPaths.captura}` as const;

/**
 * The capture page's sheet, asked for by the remote's mount beside the page's code (the page reads it
 * under the same key): opened from a link on a phone, its title and questions then wait for one of
 * the two, not for the code and then the sheet.
 */
const hojaDeCaptura: RoutePrefetch = (context) => {
  // the company as the screens read it (useNeo: the route's `:id` for the platform administrator)
  const companyId = prefetchCompanyId(context, 'id');
  const { projectId, checklistId, asignadoId, hojaId } = context.params;
  if (!companyId || !projectId || !checklistId || !asignadoId || !hojaId) return;
  const params = { companyId, projectId, checklistId, asignadoId, hojaId };
  prefetchEndpointQuery(context.queryClient, context.props.api, 'neo', neoHojasEndpoints.get, { params });
};

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
  { id: 'adminCaptura', pattern: `/administrador/empresas/:id${CAPTURA}`, roles: ADMIN, screen: screens.captura, prefetch: hojaDeCaptura },
  { id: 'captura', pattern: `/administrador/empresas${CAPTURA}`, roles: COMPANY, screen: screens.captura, prefetch: hojaDeCaptura },
  { id: 'companyCaptura', pattern: `/administrador/empresa${CAPTURA}`, roles: COMPANY, screen: screens.captura, prefetch: hojaDeCaptura },
]);

export const { href } = neoRoutes;
