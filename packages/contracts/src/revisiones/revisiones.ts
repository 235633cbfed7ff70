import { revisiones as texts } from '@insp/messages/revisiones';
import type { z } from 'zod';

import { revisionesFamily } from '../review-family/revisiones.ts';

/** Revisions of a revision project (spec 001 §2 Revisions table, §3 Revision, §5), collection Revisiones: the review family's. */
export { RevisionDeleted, REVISIONES_MAX_PAGE_SIZE, REVISIONES_PAGE_SIZE, RevisionListQuery } from '../review-family/revisiones.ts';

export const { RevisionItem, RevisionPage, RevisionBody, revisionesEndpoints } = revisionesFamily({ columnas: {}, validation: texts.revisiones.validation });
export type RevisionItem = z.infer<typeof RevisionItem>;
export type RevisionPage = z.infer<typeof RevisionPage>;
export type RevisionBody = z.input<typeof RevisionBody>;
