import type { SessionUser } from '@insp/contracts';
import { buildHref, COMPANY_QUERY_PARAM, type HrefQuery } from '@insp/mf-kit';
import { isPlatformAdmin } from '@insp/ui/components';

/**
 * The route patterns of the remote and the links the screens follow. They live here, apart from
 * the route table (routes.ts), because the table loads the screens: a screen importing the table
 * would close an import cycle (table → lazy screen → table). routes.ts builds its routes from these
 * same patterns, so each is written once.
 */
const ADMIN_BASE = '/administrador/empresas/:companyId/proyectos';
const DIRECTOR_BASE = '/administrador/empresa/proyectos';
const USER_BASE = '/administrador/user/proyectos';

export const revisionesPaths = {
  adminProyectos: ADMIN_BASE,
  adminRevisiones: `${ADMIN_BASE}/:projectId/revisiones`,
  adminListados: `${ADMIN_BASE}/:projectId/revisiones/:revisionId/listados`,
  adminObservaciones: `${ADMIN_BASE}/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones`,
  adminNuevaObservacion: `${ADMIN_BASE}/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/nueva`,
  directorProyectos: DIRECTOR_BASE,
  directorRevisiones: `${DIRECTOR_BASE}/:projectId/revisiones`,
  directorListados: `${DIRECTOR_BASE}/:projectId/revisiones/:revisionId/listados`,
  directorObservaciones: `${DIRECTOR_BASE}/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones`,
  directorNuevaObservacion: `${DIRECTOR_BASE}/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/nueva`,
  userProyectos: USER_BASE,
  mantenedoresProyectos: '/mantenedores/revisiones/proyectos',
  userRevisiones: `${USER_BASE}/:projectId/revisiones`,
  userListados: `${USER_BASE}/:projectId/revisiones/:revisionId/listados`,
  /** Spec 001 §2 lists it for the company user; revision projects have no rooms, so it shows the revision's listados. */
  userRecintos: `${USER_BASE}/:projectId/revisiones/:revisionId/recintos`,
  userObservaciones: `${USER_BASE}/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones`,
  userNuevaObservacion: `${USER_BASE}/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/nueva`,
  estadisticasProyecto: '/administrador/estadisticas/:projectId',
  estadisticasRevision: '/administrador/estadisticas/:projectId/:revisionId',
  estadisticasListado: '/administrador/estadisticas/:projectId/:revisionId/:listadoId',
  observacionesProyecto: '/administrador/proyectos/:projectId/observaciones',
} as const;

/** The platform administrators' companies table (mf-admin), the first breadcrumb of their screens. */
export const EMPRESAS_PATH = '/administrador/empresas';

/** The links a screen needs, for the signed-in user's audience (the administrator's company in the path or ?empresa=). */
export interface RevisionesLinks {
  proyectos: () => string;
  revisiones: (projectId: string) => string;
  listados: (projectId: string, revisionId: string) => string;
  observaciones: (projectId: string, revisionId: string, listadoId: string) => string;
  nuevaObservacion: (projectId: string, revisionId: string, listadoId: string) => string;
  estadisticas: (projectId: string, revisionId?: string, listadoId?: string) => string;
  observacionesProyecto: (projectId: string) => string;
}

export function revisionesLinks(session: SessionUser, companyId: string): RevisionesLinks {
  const p = revisionesPaths;
  const audience = isPlatformAdmin(session) ? 'admin' : session.userType === 'AdministradorEmpresa' ? 'director' : 'user';
  const pick = (admin: string, director: string, user: string) => (audience === 'admin' ? admin : audience === 'director' ? director : user);
  // the administrator's company rides in the path of the project routes and as ?empresa= elsewhere
  const inPath: Record<string, string> = audience === 'admin' ? { companyId } : {};
  const company: HrefQuery = audience === 'admin' ? { [COMPANY_QUERY_PARAM]: companyId } : {};
  return {
    proyectos: () => buildHref(pick(p.adminProyectos, p.directorProyectos, p.userProyectos), inPath),
    revisiones: (projectId) => buildHref(pick(p.adminRevisiones, p.directorRevisiones, p.userRevisiones), { ...inPath, projectId }),
    listados: (projectId, revisionId) => buildHref(pick(p.adminListados, p.directorListados, p.userListados), { ...inPath, projectId, revisionId }),
    observaciones: (projectId, revisionId, listadoId) =>
      buildHref(pick(p.adminObservaciones, p.directorObservaciones, p.userObservaciones), { ...inPath, projectId, revisionId, listadoId }),
    nuevaObservacion: (projectId, revisionId, listadoId) =>
      buildHref(pick(p.adminNuevaObservacion, p.directorNuevaObservacion, p.userNuevaObservacion), { ...inPath, projectId, revisionId, listadoId }),
    estadisticas: (projectId, revisionId, listadoId) =>
      revisionId && listadoId
        ? buildHref(p.estadisticasListado, { projectId, revisionId, listadoId }, company)
        : revisionId
          ? buildHref(p.estadisticasRevision, { projectId, revisionId }, company)
          : buildHref(p.estadisticasProyecto, { projectId }, company),
    observacionesProyecto: (projectId) => buildHref(p.observacionesProyecto, { projectId }, company),
  };
}
