import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';

import type { Avance } from '../../shared/avance.ts';
import type { ErrorTipoDoc } from '../../shared/hierarchy.ts';
import { namedItem } from '../../shared/named-children.ts';

export function toErrorTipoItem(doc: ErrorTipoDoc, { Resueltas, TotalRespuestas }: Avance): checklistRevisiones.ErrorTipoItem {
  return { ...namedItem(doc, 'subcontratoId'), Resueltas, TotalRespuestas };
}
