import { moduleSpecs } from '@insp/module-service';

/** This service's module flag, collection and title. */
export const spec = moduleSpecs['checklist-revisiones'];
