import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { graceDaysLeft } from '@insp/domain';
import type { Avance } from '../../shared/avance.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { responsableOut } from '../../shared/responsable.ts';

/** A stored project as the table shows it; Carpetas and the 'x de y' are counted by the caller. */
export function toProyectoItem(doc: ProyectoDoc, Carpetas: number, avance: Avance, now = new Date()): checklistRevisiones.ProyectoItem {
  return {
    id: doc._id.toHexString(),
    NombreProyecto: doc.NombreProyecto,
    Carpetas,
    Resueltas: avance.Resueltas,
    TotalRespuestas: avance.TotalRespuestas,
    Responsable: responsableOut(doc.Responsable),
    Responsables: (doc.Responsables ?? []).map((id) => id.toHexString()),
    FechaCreacion: doc.FechaCreacion.toISOString(),
    Estado: doc.Estado,
    FechaEliminacion: doc.FechaEliminacion ? doc.FechaEliminacion.toISOString() : null,
    EliminadoPor: doc.EliminadoPor ? { id: doc.EliminadoPor.id.toHexString(), Nombre: doc.EliminadoPor.Nombre } : null,
    AlertaEliminacion: doc.AlertaEliminacion ?? false,
    DiasEliminacion: doc.DiasEliminacion ?? null,
    DiasRestantes: doc.Estado === 'Eliminado' ? graceDaysLeft(doc.FechaEliminacion, doc.DiasEliminacion, now) : null,
  };
}

/** The fields whose changes the event log records. */
export const LOGGED_FIELDS = ['NombreProyecto', 'Responsable', 'Responsables', 'Estado', 'FechaEliminacion', 'EliminadoPor', 'AlertaEliminacion', 'DiasEliminacion'] as const;
