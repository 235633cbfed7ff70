import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import type { Avance } from '../../shared/avance.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { responsableOut } from '../../shared/responsable.ts';

/** A stored revision as the table shows it; Carpetas (active listados) and the 'x de y' come from the caller. */
export function toRevisionItem(doc: RevisionDoc, Carpetas: number, avance: Avance): checklistRevisiones.RevisionItem {
  return {
    id: doc._id.toHexString(),
    projectId: doc.projectId.toHexString(),
    Nombre: doc.Nombre,
    Carpetas,
    Resueltas: avance.Resueltas,
    TotalRespuestas: avance.TotalRespuestas,
    Responsable: responsableOut(doc.Responsable),
    FechaCreacion: doc.FechaCreacion.toISOString(),
  };
}

export const LOGGED_FIELDS = ['Nombre', 'Responsable'] as const;
