import type { RevisionItem } from '@insp/contracts';
import { REVISION_LOGGED_FIELDS, revisionOut } from '@insp/module-service/hierarchy';

import type { RevisionDoc } from '../../shared/hierarchy.ts';

/** A stored revision as the table shows it; `Carpetas` (active listados) is counted by the caller. */
export function toRevisionItem(doc: RevisionDoc, Carpetas: number): RevisionItem {
  return { ...revisionOut(doc), Carpetas };
}

export const LOGGED_FIELDS = REVISION_LOGGED_FIELDS;
