import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import type { Avance } from '../../shared/avance.ts';
import type { SubcontratoDoc } from '../../shared/hierarchy.ts';

export function toSubcontratoItem(doc: SubcontratoDoc, TotalErroresTipo: number, avance: Avance): checklistRevisiones.SubcontratoItem {
  return {
    id: doc._id.toHexString(),
    recintoId: doc.recintoId.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    TotalErroresTipo,
    Resueltas: avance.Resueltas,
    TotalRespuestas: avance.TotalRespuestas,
  };
}

export const LOGGED_FIELDS = ['Nombre', 'Activado'] as const;
