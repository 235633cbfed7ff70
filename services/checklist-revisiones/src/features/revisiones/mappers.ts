import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { REVISION_LOGGED_FIELDS, revisionOut } from '@insp/module-service/hierarchy';

import type { Avance } from '../../shared/avance.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';

/** A stored revision as the table shows it; Carpetas (active listados) and the 'x de y' come from the caller. */
export function toRevisionItem(doc: RevisionDoc, Carpetas: number, avance: Avance): checklistRevisiones.RevisionItem {
  return { ...revisionOut(doc), Carpetas, Resueltas: avance.Resueltas, TotalRespuestas: avance.TotalRespuestas };
}

export const LOGGED_FIELDS = REVISION_LOGGED_FIELDS;
