import { buildHref } from '@insp/mf-kit';

/** The screens below a route's '/neo-projects' prefix (spec 002 §2), relative to it. */
export const neoSubPaths = {
  proyectos: '',
  misHojas: 'captura',
  captura: 'captura/:projectId/:checklistId/:asignadoId/:hojaId',
  checklists: ':projectId',
  desviacionListas: ':projectId/rechazadas-listas-chequeo',
  desviacionParametro: ':projectId/rechazadas-parametro',
  desviacionPregunta: ':projectId/rechazadas-pregunta',
  desviacionPreguntaChecklist: ':projectId/:checklistId/rechazadas-pregunta',
  metas: ':projectId/metas-revision',
  asignados: ':projectId/:checklistId',
  hojas: ':projectId/:checklistId/:asignadoId',
} as const;

/** The platform administrators' companies table (mf-admin), the first breadcrumb of their screens. */
export const EMPRESAS_PATH = '/administrador/empresas';

const PREFIX = '/neo-projects';

/** The route prefix a path is under ('/administrador/empresas/c1/neo-projects'), '' when none. */
export function neoBase(pathname: string): string {
  const at = pathname.indexOf(PREFIX);
  return at < 0 ? '' : pathname.slice(0, at + PREFIX.length);
}

export type DesviacionVista = 'espacio' | 'parametro';

export interface NeoLinks {
  proyectos: () => string;
  misHojas: () => string;
  captura: (projectId: string, checklistId: string, asignadoId: string, hojaId: string) => string;
  checklists: (projectId: string, tipo?: string) => string;
  asignados: (projectId: string, checklistId: string) => string;
  hojas: (projectId: string, checklistId: string, asignadoId: string) => string;
  desviacionListas: (projectId: string) => string;
  desviacionParametro: (projectId: string, vista?: DesviacionVista) => string;
  desviacionPregunta: (projectId: string, checklistId?: string) => string;
  metas: (projectId: string) => string;
}

/** Links of the screens under `base` (the prefix the user came in by, so each audience stays on its own). */
export function neoLinks(base: string): NeoLinks {
  const at = (sub: string, params: Record<string, string> = {}, query?: Record<string, string>) => buildHref(sub ? `${base}/${sub}` : base, params, query);
  const p = neoSubPaths;
  return {
    proyectos: () => base,
    misHojas: () => at(p.misHojas),
    captura: (projectId, checklistId, asignadoId, hojaId) => at(p.captura, { projectId, checklistId, asignadoId, hojaId }),
    checklists: (projectId, tipo) => at(p.checklists, { projectId }, tipo ? { tipo } : undefined),
    asignados: (projectId, checklistId) => at(p.asignados, { projectId, checklistId }),
    hojas: (projectId, checklistId, asignadoId) => at(p.hojas, { projectId, checklistId, asignadoId }),
    desviacionListas: (projectId) => at(p.desviacionListas, { projectId }),
    desviacionParametro: (projectId, vista) => at(p.desviacionParametro, { projectId }, vista ? { vista } : undefined),
    desviacionPregunta: (projectId, checklistId) =>
      checklistId ? at(p.desviacionPreguntaChecklist, { projectId, checklistId }) : at(p.desviacionPregunta, { projectId }),
    metas: (projectId) => at(p.metas, { projectId }),
  };
}
