import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import type { Avance } from '../../shared/avance.ts';
import type { RecintoDoc } from '../../shared/hierarchy.ts';

export function toRecintoItem(doc: RecintoDoc, TotalSubcontratos: number, avance: Avance): checklistRevisiones.RecintoItem {
  return {
    id: doc._id.toHexString(),
    listadoId: doc.listadoId.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    TotalSubcontratos,
    Resueltas: avance.Resueltas,
    TotalRespuestas: avance.TotalRespuestas,
  };
}

export const LOGGED_FIELDS = ['Nombre', 'Activado'] as const;
