import type { UserType } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { defineRoutes, type RoutePrefetch } from '@insp/mf-kit';
import { prefetchCompanyId } from '@insp/ui/components';
import { prefetchEndpointQuery } from '@insp/ui/data';

import { checklistPaths as P } from './shared/paths.ts';

/**
 * Every route of checklist-review projects (spec 001 §2 'Checklist projects', 'Statistics
 * (checklist)', 'Observations', and issue 7's phone capture page), written once: the descriptor's
 * routes (module.ts), the router (App.tsx) and the links (shared/paths.ts patterns) come from it.
 * Each screen is its own lazy chunk.
 */
const screens = {
  projects: () =>
    Promise.all([import('@insp/ui/components'), import('./features/pending/PendingScreen.tsx'), import('./features/proyectos/ProjectsScreen.tsx')]).then(
      ([ui, pending, m]) => ui.ownedPrefix(m.ProjectsScreen, pending.PendingScreen),
    ),
  revisions: () => import('./features/revisiones/RevisionsScreen.tsx').then((m) => m.RevisionsScreen),
  listados: () => import('./features/listados/ListadosScreen.tsx').then((m) => m.ListadosScreen),
  recintos: () => import('./features/recintos/RecintosScreen.tsx').then((m) => m.RecintosScreen),
  subcontratos: () => import('./features/subcontratos/SubcontratosScreen.tsx').then((m) => m.SubcontratosScreen),
  respuestas: () => import('./features/respuestas/RespuestasScreen.tsx').then((m) => m.RespuestasScreen),
  captura: () => import('./features/captura/CapturaScreen.tsx').then((m) => m.CapturaScreen),
  statistics: () => import('./features/estadisticas/StatisticsScreen.tsx').then((m) => m.StatisticsScreen),
  resumen: () => import('./features/resumen/ResumenScreen.tsx').then((m) => m.ResumenScreen),
};

/**
 * The capture page's first queries, asked for by the remote's mount beside the page's code (the page
 * reads them under the same keys): the listado's tree for the form and the names for the breadcrumbs.
 */
const capturaDelListado: RoutePrefetch = (context) => {
  const companyId = prefetchCompanyId(context);
  const { projectId, revisionId, listadoId } = context.params;
  if (!companyId || !projectId || !revisionId || !listadoId) return;
  const params = { companyId, projectId, revisionId, listadoId };
  prefetchEndpointQuery(context.queryClient, context.props.api, 'checklist-revisiones', cr.respuestasEndpoints.arbol, { params });
  prefetchEndpointQuery(context.queryClient, context.props.api, 'checklist-revisiones', cr.listadosEndpoints.ruta, { params });
};

const ADMIN: readonly UserType[] = ['Administrador'];
/** §2, §6: only the director and the platform administrator see the recintos / subcontratos navigation. */
const MANAGERS: readonly UserType[] = ['Administrador', 'AdministradorEmpresa'];
const EVERYONE: readonly UserType[] = ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'];

// The two project routes own their deeper paths (an unknown one shows the placeholder); the
// literal 'checklist-proyectos' beats admin's params in the shell's match.
export const checklistRevisionesRoutes = defineRoutes([
  { id: 'projects', pattern: P.projects, roles: EVERYONE, screen: screens.projects, prefix: true },
  { id: 'adminProjects', pattern: P.adminProjects, roles: ADMIN, screen: screens.projects, prefix: true },
  { id: 'revisiones', pattern: P.revisiones, roles: EVERYONE, screen: screens.revisions },
  { id: 'listados', pattern: P.listados, roles: EVERYONE, screen: screens.listados },
  { id: 'recintos', pattern: P.recintos, roles: MANAGERS, screen: screens.recintos },
  { id: 'subcontratos', pattern: P.subcontratos, roles: MANAGERS, screen: screens.subcontratos },
  { id: 'respuestas', pattern: P.respuestas, roles: MANAGERS, screen: screens.respuestas },
  { id: 'captura', pattern: P.captura, roles: EVERYONE, screen: screens.captura, prefetch: capturaDelListado },
  { id: 'estadisticasProyecto', pattern: P.estadisticasProyecto, roles: EVERYONE, screen: screens.statistics },
  { id: 'estadisticasRevision', pattern: P.estadisticasRevision, roles: EVERYONE, screen: screens.statistics },
  { id: 'estadisticasListado', pattern: P.estadisticasListado, roles: EVERYONE, screen: screens.statistics },
  { id: 'observaciones', pattern: P.observaciones, roles: EVERYONE, screen: screens.resumen },
]);

export const { href } = checklistRevisionesRoutes;

// The screens take their links from shared/paths.ts (importing this table would be an import cycle).
export { type ChecklistLinks, checklistLinks } from './shared/paths.ts';
