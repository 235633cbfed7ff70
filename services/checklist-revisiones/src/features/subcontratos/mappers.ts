import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';

import type { SubcontratoDoc } from '../../shared/hierarchy.ts';
import { namedItem } from '../../shared/named-children.ts';

/** The figures of a subcontract's row: its error types and its 'x de y'. */
export type SubcontratoCounts = Pick<checklistRevisiones.SubcontratoItem, 'TotalErroresTipo' | 'Resueltas' | 'TotalRespuestas'>;

export function toSubcontratoItem(doc: SubcontratoDoc, counts: SubcontratoCounts): checklistRevisiones.SubcontratoItem {
  return { ...namedItem(doc, 'recintoId'), ...counts };
}
