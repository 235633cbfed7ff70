import type { ModuleFlag } from '@insp/contracts';
import type { ServiceName } from '@insp/service-kit';

/** What distinguishes this module service from its siblings. */
export const SERVICE: ServiceName = 'checklist-revisiones';
export const MODULE: ModuleFlag = 'Checklist';
export const TITLE = 'Inspección · checklist revisiones';
/** Collection of the checklist-review projects (spec 001: ProyectosChecklist, Tipo CheckList). */
export const PROJECTS_COLLECTION = 'ProyectosChecklist';
