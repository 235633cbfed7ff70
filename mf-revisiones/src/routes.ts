import { catalogosObservacion, listadosEndpoints, type UserType } from '@insp/contracts';
import { defineRoutes, type RoutePrefetch } from '@insp/mf-kit';
import { prefetchCompanyId } from '@insp/ui/components';
import { prefetchEndpointQuery } from '@insp/ui/data';

import { revisionesPaths } from './shared/paths.ts';

/**
 * Every route of revision projects (spec 001 §2 route families, plus the capture page of issue 6 §3),
 * written once: the descriptor's routes (module.ts), the router (App.tsx) and the links below come
 * from this table. Each screen is its own lazy chunk; one loader per screen, so routes sharing a
 * screen share its chunk.
 */
const screens = {
  projects: () => import('./features/proyectos/ProjectsScreen.tsx').then((m) => m.ProjectsScreen),
  revisions: () => import('./features/revisiones/RevisionsScreen.tsx').then((m) => m.RevisionsScreen),
  listados: () => import('./features/listados/ListadosScreen.tsx').then((m) => m.ListadosScreen),
  observations: () => import('./features/observaciones/ObservationsScreen.tsx').then((m) => m.ObservationsScreen),
  capture: () => import('./features/captura/CaptureScreen.tsx').then((m) => m.CaptureScreen),
  statistics: () => import('./features/estadisticas/StatisticsScreen.tsx').then((m) => m.StatisticsScreen),
  projectObservations: () => import('./features/observaciones/ProjectObservationsScreen.tsx').then((m) => m.ProjectObservationsScreen),
};

/**
 * 'Nueva observación''s first queries, asked for by the remote's mount beside the page's code (the
 * page reads them under the same keys): the company's catalogues for the form and the breadcrumbs' names.
 */
const capturaDelListado: RoutePrefetch = (context) => {
  const companyId = prefetchCompanyId(context);
  const { projectId, revisionId, listadoId } = context.params;
  if (!companyId || !projectId || !revisionId || !listadoId) return;
  prefetchEndpointQuery(context.queryClient, context.props.api, 'revisiones', catalogosObservacion, { params: { companyId } });
  prefetchEndpointQuery(context.queryClient, context.props.api, 'revisiones', listadosEndpoints.ruta, {
    params: { companyId, projectId, revisionId, listadoId },
  });
};

const ADMIN: readonly UserType[] = ['Administrador'];
const DIRECTOR: readonly UserType[] = ['AdministradorEmpresa'];
const USER: readonly UserType[] = ['UsuarioEmpresa'];
const EVERYONE: readonly UserType[] = ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'];

const P = revisionesPaths;

export const revisionesRoutes = defineRoutes([
  // platform administrator, company in the path
  { id: 'adminProyectos', pattern: P.adminProyectos, roles: ADMIN, screen: screens.projects },
  { id: 'adminRevisiones', pattern: P.adminRevisiones, roles: ADMIN, screen: screens.revisions },
  { id: 'adminListados', pattern: P.adminListados, roles: ADMIN, screen: screens.listados },
  { id: 'adminObservaciones', pattern: P.adminObservaciones, roles: ADMIN, screen: screens.observations },
  { id: 'adminNuevaObservacion', pattern: P.adminNuevaObservacion, roles: ADMIN, screen: screens.capture, prefetch: capturaDelListado },
  // company administrator (director): own company
  { id: 'directorProyectos', pattern: P.directorProyectos, roles: DIRECTOR, screen: screens.projects },
  { id: 'directorRevisiones', pattern: P.directorRevisiones, roles: DIRECTOR, screen: screens.revisions },
  { id: 'directorListados', pattern: P.directorListados, roles: DIRECTOR, screen: screens.listados },
  { id: 'directorObservaciones', pattern: P.directorObservaciones, roles: DIRECTOR, screen: screens.observations },
  { id: 'directorNuevaObservacion', pattern: P.directorNuevaObservacion, roles: DIRECTOR, screen: screens.capture, prefetch: capturaDelListado },
  // company user: projects they are responsible for, read-only except capture
  { id: 'userProyectos', pattern: P.userProyectos, roles: USER, screen: screens.projects },
  { id: 'mantenedoresProyectos', pattern: P.mantenedoresProyectos, roles: USER, screen: screens.projects },
  { id: 'userRevisiones', pattern: P.userRevisiones, roles: USER, screen: screens.revisions },
  { id: 'userListados', pattern: P.userListados, roles: USER, screen: screens.listados },
  { id: 'userRecintos', pattern: P.userRecintos, roles: USER, screen: screens.listados },
  { id: 'userObservaciones', pattern: P.userObservaciones, roles: USER, screen: screens.observations },
  { id: 'userNuevaObservacion', pattern: P.userNuevaObservacion, roles: USER, screen: screens.capture, prefetch: capturaDelListado },
  // every audience; the administrator's company travels as ?empresa= (COMPANY_QUERY_PARAM)
  { id: 'estadisticasProyecto', pattern: P.estadisticasProyecto, roles: EVERYONE, screen: screens.statistics },
  { id: 'estadisticasRevision', pattern: P.estadisticasRevision, roles: EVERYONE, screen: screens.statistics },
  { id: 'estadisticasListado', pattern: P.estadisticasListado, roles: EVERYONE, screen: screens.statistics },
  { id: 'observacionesProyecto', pattern: P.observacionesProyecto, roles: EVERYONE, screen: screens.projectObservations },
]);

export const { href } = revisionesRoutes;

// The screens take their links from shared/paths.ts (importing this table would be an import cycle).
export { type RevisionesLinks, revisionesLinks } from './shared/paths.ts';
