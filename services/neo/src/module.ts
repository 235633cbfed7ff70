import type { ModuleFlag } from '@insp/contracts';
import type { ServiceName } from '@insp/service-kit';

/** What distinguishes this module service from its siblings. */
export const SERVICE: ServiceName = 'neo';
export const MODULE: ModuleFlag = 'ChecklistsOT';
export const TITLE = 'Inspección · checklists OT (NEO)';
/** Collection of the work-order checklist projects (spec 002: ProyectosOT). */
export const PROJECTS_COLLECTION = 'ProyectosOT';
