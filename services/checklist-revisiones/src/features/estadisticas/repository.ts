import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { type RespuestaDoc, respuestasCollection } from '../../shared/respuestas.ts';

export type Grupos = Map<string, number>;

/**
 * The answers' figures, one $group per figure (devdb computes a single accumulator per $group):
 * counts by a field under a filter. Tenant first in every filter.
 */
export function estadisticasRepository(db: Connection) {
  const raw = respuestasCollection(db);

  async function countBy(match: Record<string, unknown>, field: keyof RespuestaDoc): Promise<Grupos> {
    const rows = await raw.aggregate<{ _id: unknown; n: number }>([{ $match: match }, { $group: { _id: `$${String(field)}`, n: { $sum: 1 } } }]).toArray();
    const counts: Grupos = new Map();
    for (const row of rows) counts.set(String(row._id), row.n);
    return counts;
  }

  return {
    countBy,

    async revision(companyId: string, projectId: Types.ObjectId, revisionId: string): Promise<RevisionDoc | null> {
      return db.collection<RevisionDoc>(collections.revisiones).findOne({ companyId: oid(companyId), projectId, _id: oid(revisionId) });
    },

    async listado(companyId: string, revisionId: Types.ObjectId, listadoId: string): Promise<ListadoDoc | null> {
      return db.collection<ListadoDoc>(collections.listados).findOne({ companyId: oid(companyId), revisionId, _id: oid(listadoId) });
    },

    /** The active listados of a revision, for the bar by listado (names and ids). */
    async listadosActivos(companyId: string, revisionId: Types.ObjectId): Promise<Pick<ListadoDoc, '_id' | 'Nombre'>[]> {
      return db
        .collection<ListadoDoc>(collections.listados)
        .find({ companyId: oid(companyId), revisionId, Estado: 'Activo' }, { projection: { _id: 1, Nombre: 1 } })
        .toArray();
    },

    async deletedListados(companyId: string, projectId: Types.ObjectId): Promise<Types.ObjectId[]> {
      const rows = await db
        .collection<ListadoDoc>(collections.listados)
        .find({ companyId: oid(companyId), projectId, Estado: 'Eliminado' }, { projection: { _id: 1 } })
        .toArray();
      return rows.map((row) => row._id);
    },
  };
}

export type EstadisticasRepository = ReturnType<typeof estadisticasRepository>;
