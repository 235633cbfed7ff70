import type { ListadoItem } from '@insp/contracts';
import { graceDaysLeft } from '@insp/domain';
import type { ListadoDoc } from '../../shared/hierarchy.ts';
import { responsableOut } from '../../shared/responsable.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A stored listado as the table shows it; the observation counts come from the caller. */
export function toListadoItem(doc: ListadoDoc, counts: { resueltas: number; total: number }, now = new Date()): ListadoItem {
  return {
    id: doc._id.toHexString(),
    projectId: doc.projectId.toHexString(),
    revisionId: doc.revisionId.toHexString(),
    Nombre: doc.Nombre,
    ObservacionesResueltas: counts.resueltas,
    ObservacionesTotales: counts.total,
    Responsable: responsableOut(doc.Responsable),
    FechaCreacion: doc.FechaCreacion.toISOString(),
    FechaPropuesta: iso(doc.FechaPropuesta),
    FechaReal: iso(doc.FechaReal),
    Estado: doc.Estado,
    FechaEliminacion: iso(doc.FechaEliminacion),
    AlertaEliminacion: doc.AlertaEliminacion ?? false,
    DiasEliminacion: doc.DiasEliminacion ?? null,
    DiasRestantes: doc.Estado === 'Eliminado' ? graceDaysLeft(doc.FechaEliminacion, doc.DiasEliminacion, now) : null,
  };
}

export const LOGGED_FIELDS = [
  'Nombre',
  'Responsable',
  'FechaPropuesta',
  'FechaReal',
  'Estado',
  'FechaEliminacion',
  'AlertaEliminacion',
  'DiasEliminacion',
] as const;
