import { oid } from '@insp/service-kit';
import { type Connection, type mongo, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { type ObservacionDoc, observacionesCollection } from '../../shared/observaciones-query.ts';

export type GroupField = 'Subcontrato' | 'listadoId';

/**
 * Reads for the statistics (the observations, revisions and listados collections by name; this
 * feature owns no collection). Every function takes the tenant first and filters by it.
 */
export function estadisticasRepository(db: Connection) {
  const Observaciones = observacionesCollection(db);
  const Revisiones = db.collection<RevisionDoc>(collections.revisiones);
  const Listados = db.collection<ListadoDoc>(collections.listados);

  return {
    async findRevision(companyId: string, projectId: Types.ObjectId, revisionId: string): Promise<Pick<RevisionDoc, '_id' | 'Nombre'> | null> {
      return Revisiones.findOne({ companyId: oid(companyId), projectId, _id: oid(revisionId) }, { projection: { _id: 1, Nombre: 1 } });
    },

    async findListado(
      companyId: string,
      projectId: Types.ObjectId,
      listadoId: string,
    ): Promise<Pick<ListadoDoc, '_id' | 'Nombre' | 'Estado' | 'revisionId'> | null> {
      return Listados.findOne({ companyId: oid(companyId), projectId, _id: oid(listadoId) }, { projection: { _id: 1, Nombre: 1, Estado: 1, revisionId: 1 } });
    },

    /** The listados of a project or of one revision (names for the chart, deleted ones to leave out). */
    async listados(companyId: string, projectId: Types.ObjectId, revisionId: Types.ObjectId | null): Promise<Pick<ListadoDoc, '_id' | 'Nombre' | 'Estado'>[]> {
      const filter: mongo.Filter<ListadoDoc> = { companyId: oid(companyId), projectId };
      if (revisionId) filter.revisionId = revisionId;
      return Listados.find(filter, { projection: { _id: 1, Nombre: 1, Estado: 1 } }).toArray();
    },

    /**
     * How many observations per value of `field`: one $group with a single $sum (devdb computes only
     * the first accumulator of a $group correctly), resolved ones counted by a second call.
     */
    async countBy(companyId: string, match: mongo.Filter<ObservacionDoc>, field: GroupField, resueltas: boolean): Promise<Map<string, number>> {
      const filter: mongo.Filter<ObservacionDoc> = { ...match, companyId: oid(companyId) };
      if (resueltas) filter.Resuelta = { $ne: null };
      const rows = await Observaciones.aggregate<{ _id: string | Types.ObjectId | null; n: number }>([
        { $match: filter },
        { $group: { _id: `$${field}`, n: { $sum: 1 } } },
      ]).toArray();
      return new Map(rows.map((row) => [row._id instanceof Types.ObjectId ? row._id.toHexString() : String(row._id ?? ''), row.n]));
    },
  };
}

export type EstadisticasRepository = ReturnType<typeof estadisticasRepository>;
