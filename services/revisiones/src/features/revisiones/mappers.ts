import type { RevisionItem } from '@insp/contracts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { responsableOut } from '../../shared/responsable.ts';

/** A stored revision as the table shows it; `Carpetas` (active listados) is counted by the caller. */
export function toRevisionItem(doc: RevisionDoc, Carpetas: number): RevisionItem {
  return {
    id: doc._id.toHexString(),
    projectId: doc.projectId.toHexString(),
    Nombre: doc.Nombre,
    Carpetas,
    Responsable: responsableOut(doc.Responsable),
    FechaCreacion: doc.FechaCreacion.toISOString(),
  };
}

export const LOGGED_FIELDS = ['Nombre', 'Responsable'] as const;
