import type { ModuleFlag } from '@insp/contracts';
import type { ServiceName } from '@insp/service-kit';

/** What distinguishes this module service from its siblings. */
export const SERVICE: ServiceName = 'revisiones';
export const MODULE: ModuleFlag = 'Revisiones';
export const TITLE = 'Inspección · revisiones';
/** Collection of the revision projects (spec 001: Proyectos, Tipo Revision). */
export const PROJECTS_COLLECTION = 'Proyectos';
