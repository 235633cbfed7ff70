/**
 * `@insp/contracts/links` (its own entry, free of zod, so a screen that only links does not load the
 * schemas). Links from one remote into another (a remote's own links come from its route table). The target
 * remote's route table owns the pattern; its tests check that these land on one of its routes.
 */
const segment = (value: string): string => encodeURIComponent(value);

export const links = {
  /** 'Ver Revisiones' of the companies table: the company's revision projects (mf-revisiones). */
  revisionesProjects: (companyId: string): string => `/administrador/empresas/${segment(companyId)}/proyectos`,
  /** 'Ver Checklist Revisiones': the company's checklist-review projects (mf-checklist-revisiones). */
  checklistRevisionesProjects: (companyId: string): string => `/administrador/empresas/${segment(companyId)}/checklist-proyectos`,
  /** 'Ver Checklists': the company's NEO projects (mf-neo). */
  neoProjects: (companyId: string): string => `/administrador/empresas/${segment(companyId)}/neo-projects`,
} as const;
