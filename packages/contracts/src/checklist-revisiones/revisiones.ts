import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { z } from 'zod';

import { revisionesFamily } from '../review-family/revisiones.ts';
import { Avance } from './comunes.ts';

/**
 * Revisions of a checklist project (spec 001 §2 Revisions table: observations as 'x de y',
 * Resueltas de TotalRespuestas), collection RevisionesChecklist: the review family's.
 */
export { RevisionDeleted, REVISIONES_MAX_PAGE_SIZE, REVISIONES_PAGE_SIZE, RevisionListQuery } from '../review-family/revisiones.ts';

export const { RevisionItem, RevisionPage, RevisionBody, revisionesEndpoints } = revisionesFamily({
  columnas: Avance,
  validation: texts.revisiones.validation,
});
export type RevisionItem = z.infer<typeof RevisionItem>;
export type RevisionPage = z.infer<typeof RevisionPage>;
export type RevisionBody = z.input<typeof RevisionBody>;
