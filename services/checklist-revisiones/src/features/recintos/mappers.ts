import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';

import type { RecintoDoc } from '../../shared/hierarchy.ts';
import { namedItem } from '../../shared/named-children.ts';

/** The figures of a room's row: its Subcontratos and its 'X de Y'. */
export type RecintoCounts = Pick<checklistRevisiones.RecintoItem, 'TotalSubcontratos' | 'Resueltas' | 'TotalRespuestas'>;

export function toRecintoItem(doc: RecintoDoc, counts: RecintoCounts): checklistRevisiones.RecintoItem {
  return { ...namedItem(doc, 'listadoId'), ...counts };
}
