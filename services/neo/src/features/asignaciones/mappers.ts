import type { InternalUser } from '@insp/contracts';
import type { NeoAsignado } from '@insp/contracts/neo';
import { progresoOT } from '@insp/contracts/neo';

import type { AsignadoOTDoc, ChecklistOTDoc } from '../../shared/documents.ts';
import type { UnidadesPorAsignado } from '../../shared/figures.ts';

/** An assigned space as the table shows it: reviewers by name (flagged when deleted), figures counted from its sheets. */
export function toNeoAsignado(doc: AsignadoOTDoc, checklist: ChecklistOTDoc, users: Map<string, InternalUser>, figures: UnidadesPorAsignado): NeoAsignado {
  const id = doc._id.toHexString();
  const completed = figures.completadas.get(id) ?? 0;
  return {
    id,
    checklistId: doc.checklistId.toHexString(),
    espacioId: doc.espacioId.toHexString(),
    Nombre: doc.Nombre,
    Asignado: doc.Asignado,
    Cantidad: doc.Cantidad,
    Unidad: checklist.Unidad,
    Revisores: doc.Revisores.map((revisor) => {
      const user = users.get(revisor.toHexString());
      return { id: revisor.toHexString(), NombreCompleto: user?.NombreCompleto ?? '', Eliminado: !user || user.Deleted };
    }),
    UnidadesUsadas: figures.usadas.get(id) ?? 0,
    CantidadCompletada: completed,
    TotalHojas: figures.hojas.get(id) ?? 0,
    Progreso: progresoOT(completed, doc.Cantidad),
    MetaRevision: checklist.MetaRevision,
  };
}
