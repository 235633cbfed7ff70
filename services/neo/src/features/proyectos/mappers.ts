import type { NeoProyecto } from '@insp/contracts/neo';

import type { ProyectoOTDoc } from '../../shared/documents.ts';

/** A stored project as the list shows it; the totals are counted by the caller. */
export function toNeoProyecto(doc: ProyectoOTDoc, totals: { espacios: number; checklists: number }): NeoProyecto {
  return {
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Tipo: doc.Tipo,
    Responsable: doc.Responsable
      ? { id: doc.Responsable.id.toHexString(), NombreCompleto: doc.Responsable.NombreCompleto, Cargo: doc.Responsable.Cargo ?? '' }
      : null,
    Responsables: (doc.Responsables ?? []).map((id) => id.toHexString()),
    Espacios: { ...(doc.Espacios ?? {}) },
    FechaCreacion: doc.FechaCreacion.toISOString(),
    ProyectoIniciado: doc.ProyectoIniciado,
    ProyectoFinalizado: doc.ProyectoFinalizado,
    Eliminado: doc.Eliminado,
    FechaEliminacion: doc.FechaEliminacion ? doc.FechaEliminacion.toISOString() : null,
    TotalEspacios: totals.espacios,
    TotalChecklists: totals.checklists,
  };
}

/** The fields whose changes the event log records. */
export const LOGGED_FIELDS = ['Nombre', 'Tipo', 'Responsable', 'Responsables', 'Espacios', 'ProyectoIniciado', 'ProyectoFinalizado', 'Eliminado'] as const;

/** Escapes a search text for a RegExp on the name key. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
