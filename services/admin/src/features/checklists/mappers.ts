import type { ChecklistDetail, ChecklistSummary } from '@insp/contracts';

import type { ChecklistDoc, ChecklistErrorTipoDoc, ChecklistRecintoDoc, ChecklistSubcontratoDoc } from '../../models/index.ts';

/** The parts of one or more templates, each list in its display order. */
export interface ChecklistParts {
  recintos: ChecklistRecintoDoc[];
  subcontratos: ChecklistSubcontratoDoc[];
  errores: ChecklistErrorTipoDoc[];
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * The whole templates with their ItemsRecintos assembled from the parts (also served to the module
 * services by the internal API, whose shape is fixed).
 */
export function toChecklistDetails(docs: ChecklistDoc[], parts: ChecklistParts): ChecklistDetail[] {
  const recintosOf = groupBy(parts.recintos, (r) => r.checklistId.toHexString());
  const subsOf = groupBy(parts.subcontratos, (s) => s.recintoId.toHexString());
  const erroresOf = groupBy(parts.errores, (e) => e.subcontratoId.toHexString());
  return docs.map((doc) => ({
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    ItemsRecintos: (recintosOf.get(doc._id.toHexString()) ?? []).map((r) => ({
      id: r._id.toHexString(),
      Nombre: r.Nombre,
      Activado: r.Activado,
      Subcontratos: (subsOf.get(r._id.toHexString()) ?? []).map((s) => ({
        id: s._id.toHexString(),
        Nombre: s.Nombre,
        ErroresTipo: (erroresOf.get(s._id.toHexString()) ?? []).map((e) => ({ id: e._id.toHexString(), Nombre: e.Nombre, Activado: e.Activado })),
      })),
    })),
  }));
}

/** A row of the 'CheckList' table. */
export function toChecklistSummary(doc: ChecklistDoc, recintos: number, withSubcontratos: boolean): ChecklistSummary {
  return {
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    Recintos: recintos,
    SinSubcontratos: !withSubcontratos,
  };
}
