import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from './collections.ts';

/**
 * Figures derived by counting (never stored, never $inc): one $group with ONE accumulator per
 * pipeline (devdb computes only the first), one pipeline per figure.
 */
async function sumBy(
  db: Connection,
  collection: string,
  companyId: string,
  match: Record<string, unknown>,
  groupField: string,
  value: 1 | `$${string}`,
): Promise<Map<string, number>> {
  const rows = await db
    .collection(collection)
    .aggregate<{ _id: Types.ObjectId | string | null; n: number }>([
      { $match: { companyId: oid(companyId), ...match } },
      { $group: { _id: `$${groupField}`, n: { $sum: value } } },
    ])
    .toArray();
  const result = new Map<string, number>();
  for (const row of rows) result.set(String(row._id), row.n);
  return result;
}

/** Per assigned space: units of every sheet, units of the finished sheets, number of sheets. */
export interface UnidadesPorAsignado {
  usadas: Map<string, number>;
  completadas: Map<string, number>;
  hojas: Map<string, number>;
}

/** The sheet figures of assigned spaces, grouped by `groupField` (asignadoId or checklistId). */
export async function sheetFigures(
  db: Connection,
  companyId: string,
  match: Record<string, unknown>,
  groupField: 'asignadoId' | 'checklistId' = 'asignadoId',
): Promise<UnidadesPorAsignado> {
  const [usadas, completadas, hojas] = await Promise.all([
    sumBy(db, collections.hojas, companyId, match, groupField, '$Unidades'),
    sumBy(db, collections.hojas, companyId, { ...match, FechaRevisionFinal: { $ne: null } }, groupField, '$Unidades'),
    sumBy(db, collections.hojas, companyId, match, groupField, 1),
  ]);
  return { usadas, completadas, hojas };
}

/** How many documents of `collection` each parent has (missing parents count 0). */
export function countBy(
  db: Connection,
  collection: string,
  companyId: string,
  match: Record<string, unknown>,
  groupField: string,
): Promise<Map<string, number>> {
  return sumBy(db, collection, companyId, match, groupField, 1);
}

/** Sum of a field per group. */
export function sumFieldBy(
  db: Connection,
  collection: string,
  companyId: string,
  match: Record<string, unknown>,
  groupField: string,
  field: string,
): Promise<Map<string, number>> {
  return sumBy(db, collection, companyId, match, groupField, `$${field}`);
}

/** A checklist's figures (§3 ChecklistsOT counters), counted from its assigned spaces and sheets. */
export interface ChecklistFigures {
  Cantidad: number;
  CantidadCompletada: number;
  TotalEspacios: number;
  EspaciosCompletados: number;
  TotalRespuestas: number;
}

/**
 * The figures of every checklist of a project: active assigned spaces (Asignado) give Cantidad and
 * TotalEspacios; finished sheets give the completed units; every sheet counts in TotalRespuestas.
 */
export async function checklistFigures(db: Connection, companyId: string, projectId: Types.ObjectId): Promise<Map<string, ChecklistFigures>> {
  const [asignados, figures] = await Promise.all([
    db
      .collection(collections.asignados)
      .find({ companyId: oid(companyId), projectId }, { projection: { checklistId: 1, Cantidad: 1, Asignado: 1 } })
      .toArray(),
    sheetFigures(db, companyId, { projectId }),
  ]);
  const result = new Map<string, ChecklistFigures>();
  const of = (id: string) => {
    let entry = result.get(id);
    if (!entry) result.set(id, (entry = { Cantidad: 0, CantidadCompletada: 0, TotalEspacios: 0, EspaciosCompletados: 0, TotalRespuestas: 0 }));
    return entry;
  };
  for (const asignado of asignados) {
    const id = String(asignado._id);
    const entry = of(String(asignado.checklistId));
    entry.TotalRespuestas += figures.hojas.get(id) ?? 0;
    if (!asignado.Asignado) continue;
    const completed = figures.completadas.get(id) ?? 0;
    const cantidad = Number(asignado.Cantidad) || 0;
    entry.Cantidad += cantidad;
    entry.CantidadCompletada += completed;
    entry.TotalEspacios += 1;
    if (cantidad > 0 && completed >= cantidad) entry.EspaciosCompletados += 1;
  }
  return result;
}
