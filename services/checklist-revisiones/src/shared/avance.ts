import { countByParent } from '@insp/module-service/hierarchy';
import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import type { Nivel } from './below.ts';
import { collections } from './collections.ts';

/** The 'x de y' of a record: answers 'Resuelto' of all its answers. */
export interface Avance {
  Resueltas: number;
  TotalRespuestas: number;
}

export const RESUELTO = 'Resuelto';

/**
 * The 'x de y' counters of records of one level, counted from the answers (never stored): two
 * $group round trips for the whole page. Answers of soft-deleted listados are left out at project
 * and revision level (`excludeListados`).
 */
export async function avancePor(
  db: Connection,
  companyId: string,
  nivel: Nivel,
  ids: readonly Types.ObjectId[],
  excludeListados: Types.ObjectId[] = [],
): Promise<(id: Types.ObjectId) => Avance> {
  const extra = excludeListados.length > 0 ? { listadoId: { $nin: excludeListados } } : {};
  const [total, resueltas] = await Promise.all([
    countByParent(db, collections.respuestas, companyId, nivel, ids, extra),
    countByParent(db, collections.respuestas, companyId, nivel, ids, { ...extra, Estado: RESUELTO }),
  ]);
  return (id) => ({ Resueltas: resueltas.get(id.toHexString()) ?? 0, TotalRespuestas: total.get(id.toHexString()) ?? 0 });
}

/**
 * The counters of a level whose records have children (rooms: subcontracts; subcontracts: error
 * types): how many children each record has under `total`, and its 'x de y', in one go.
 */
export async function hijosYAvance<Total extends string>(
  db: Connection,
  companyId: string,
  nivel: Nivel,
  ids: readonly Types.ObjectId[],
  hijos: { collection: string; total: Total },
): Promise<(id: Types.ObjectId) => Record<Total, number> & Avance> {
  const [counts, avance] = await Promise.all([countByParent(db, hijos.collection, companyId, nivel, ids), avancePor(db, companyId, nivel, ids)]);
  return (id) => ({ ...({ [hijos.total]: counts.get(id.toHexString()) ?? 0 } as Record<Total, number>), ...avance(id) });
}

/** Ids of the soft-deleted listados of some projects (their answers stay out of project-wide figures). */
export async function deletedListados(
  db: Connection,
  companyId: string,
  filter: { projectId?: Types.ObjectId | { $in: Types.ObjectId[] }; revisionId?: Types.ObjectId },
): Promise<Types.ObjectId[]> {
  const rows = await db
    .collection(collections.listados)
    .find({ companyId: oid(companyId), ...filter, Estado: 'Eliminado' }, { projection: { _id: 1 } })
    .toArray();
  return rows.map((row) => row._id as Types.ObjectId);
}

/**
 * Keeps the answers' denormalised names right after a rename (the features that rename call it;
 * it is not a feature import).
 */
export async function renameEnRespuestas(db: Connection, companyId: string, nivel: Nivel, id: Types.ObjectId, field: string, nombre: string): Promise<void> {
  await db.collection(collections.respuestas).updateMany({ companyId: oid(companyId), [nivel]: id }, { $set: { [field]: nombre } });
}
