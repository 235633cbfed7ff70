import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import type { Avance } from '../../shared/avance.ts';
import type { ErrorTipoDoc } from '../../shared/hierarchy.ts';

export function toErrorTipoItem(doc: ErrorTipoDoc, avance: Avance): checklistRevisiones.ErrorTipoItem {
  return {
    id: doc._id.toHexString(),
    subcontratoId: doc.subcontratoId.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    Resueltas: avance.Resueltas,
    TotalRespuestas: avance.TotalRespuestas,
  };
}

export const LOGGED_FIELDS = ['Nombre', 'Activado'] as const;
