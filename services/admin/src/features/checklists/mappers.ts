import type { ChecklistDetail, ChecklistSummary } from '@insp/contracts';
import type { ChecklistDoc } from '../../models/index.ts';

/** The whole template (also served to the module services by the internal API). */
export function toChecklistDetail(doc: ChecklistDoc): ChecklistDetail {
  return {
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    ItemsRecintos: doc.ItemsRecintos.map((r) => ({
      id: r.id,
      Nombre: r.Nombre,
      Activado: r.Activado,
      Subcontratos: r.Subcontratos.map((s) => ({ id: s.id, Nombre: s.Nombre, ErroresTipo: s.ErroresTipo.map((e) => ({ id: e.id, Nombre: e.Nombre, Activado: e.Activado })) })),
    })),
  };
}

/** A row of the 'CheckList' table. */
export function toChecklistSummary(doc: ChecklistDoc): ChecklistSummary {
  return {
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    Recintos: doc.ItemsRecintos.length,
    SinSubcontratos: doc.ItemsRecintos.every((r) => r.Subcontratos.length === 0),
  };
}
