import type { SessionUser } from '@insp/contracts';
import { buildHref, COMPANY_QUERY_PARAM, type HrefQuery } from '@insp/mf-kit';
import { isPlatformAdmin } from '@insp/ui/components';

/**
 * The route patterns of checklist-review projects (spec 001 §2 'Checklist projects', 'Statistics
 * (checklist)', 'Observations') and the links the screens follow. Apart from the route table
 * (routes.ts), which loads the screens: a screen importing the table would close an import cycle.
 * The platform administrator's company is in the path of the projects route and rides as
 * ?empresa= (COMPANY_QUERY_PARAM) on every deeper one.
 */
const BASE = '/administrador/checklist-proyectos';
const LISTADO = `${BASE}/:projectId/revisiones/:revisionId/listados/:listadoId`;

export const checklistPaths = {
  projects: BASE,
  adminProjects: '/administrador/empresas/:companyId/checklist-proyectos',
  revisiones: `${BASE}/:projectId/revisiones`,
  listados: `${BASE}/:projectId/revisiones/:revisionId/listados`,
  recintos: `${LISTADO}/recintos`,
  subcontratos: `${LISTADO}/recintos/:recintoId/subcontratos`,
  respuestas: `${LISTADO}/recintos/:recintoId/subcontratos/:subcontratoId/respuestas/:errorTipoId`,
  /** The phone capture page of a listado (issue 7: a responsible user records answers). */
  captura: `${LISTADO}/captura`,
  estadisticasProyecto: `${BASE}/estadisticas/:projectId`,
  estadisticasRevision: `${BASE}/estadisticas/:projectId/:revisionId`,
  estadisticasListado: `${BASE}/estadisticas/:projectId/:revisionId/:listadoId`,
  observaciones: `${BASE}/:projectId/observaciones`,
} as const;

/** The platform administrators' companies table (mf-admin), the first breadcrumb of their screens. */
export const EMPRESAS_PATH = '/administrador/empresas';

export interface ListadoRef {
  projectId: string;
  revisionId: string;
  listadoId: string;
}

export interface ChecklistLinks {
  proyectos: () => string;
  revisiones: (projectId: string) => string;
  listados: (projectId: string, revisionId: string) => string;
  recintos: (l: ListadoRef) => string;
  subcontratos: (l: ListadoRef, recintoId: string) => string;
  respuestas: (l: ListadoRef, recintoId: string, subcontratoId: string, errorTipoId: string) => string;
  captura: (l: ListadoRef) => string;
  estadisticas: (projectId: string, revisionId?: string, listadoId?: string) => string;
  observaciones: (projectId: string) => string;
}

export function checklistLinks(session: SessionUser, companyId: string): ChecklistLinks {
  const p = checklistPaths;
  const admin = isPlatformAdmin(session);
  const q: HrefQuery = admin ? { [COMPANY_QUERY_PARAM]: companyId } : {};
  return {
    proyectos: () => (admin ? buildHref(p.adminProjects, { companyId }) : p.projects),
    revisiones: (projectId) => buildHref(p.revisiones, { projectId }, q),
    listados: (projectId, revisionId) => buildHref(p.listados, { projectId, revisionId }, q),
    recintos: (l) => buildHref(p.recintos, { ...l }, q),
    subcontratos: (l, recintoId) => buildHref(p.subcontratos, { ...l, recintoId }, q),
    respuestas: (l, recintoId, subcontratoId, errorTipoId) => buildHref(p.respuestas, { ...l, recintoId, subcontratoId, errorTipoId }, q),
    captura: (l) => buildHref(p.captura, { ...l }, q),
    estadisticas: (projectId, revisionId, listadoId) =>
      revisionId && listadoId
        ? buildHref(p.estadisticasListado, { projectId, revisionId, listadoId }, q)
        : revisionId
          ? buildHref(p.estadisticasRevision, { projectId, revisionId }, q)
          : buildHref(p.estadisticasProyecto, { projectId }, q),
    observaciones: (projectId) => buildHref(p.observaciones, { projectId }, q),
  };
}
