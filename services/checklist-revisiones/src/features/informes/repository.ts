import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection, type mongo } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ErrorTipoDoc, ListadoDoc, ProyectoDoc, RecintoDoc, RevisionDoc, SubcontratoDoc } from '../../shared/hierarchy.ts';
import { type RespuestaDoc, respuestasCollection } from '../../shared/respuestas.ts';
const validId = (id: string) => /^[a-f0-9]{24}$/i.test(id);

/**
 * Reads for the documents (every level and the answers by collection name; this feature owns no
 * collection). Every function takes the tenant first and filters by it.
 */
export function informesRepository(db: Connection) {
  const Respuestas = respuestasCollection(db);
  const byName = { sort: { nombreKey: 1, _id: 1 } } as const;

  return {
    async findProject(companyId: string, projectId: string): Promise<ProyectoDoc | null> {
      if (!validId(projectId)) return null;
      return db.collection<ProyectoDoc>(collections.proyectos).findOne({ companyId: oid(companyId), _id: oid(projectId) });
    },

    async revisiones(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<RevisionDoc[]> {
      const filter: mongo.Filter<RevisionDoc> = { companyId: oid(companyId), projectId };
      if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
      return db.collection<RevisionDoc>(collections.revisiones).find(filter, byName).toArray();
    },

    async listados(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<ListadoDoc[]> {
      const filter: mongo.Filter<ListadoDoc> = { companyId: oid(companyId), projectId };
      if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
      return db.collection<ListadoDoc>(collections.listados).find(filter, byName).toArray();
    },

    /** The listado's rooms, subcontracts and error types, by name (the PDF's sections). */
    async estructura(companyId: string, listadoId: Types.ObjectId) {
      const filter = { companyId: oid(companyId), listadoId };
      const [recintos, subcontratos, erroresTipo] = await Promise.all([
        db.collection<RecintoDoc>(collections.recintos).find(filter, byName).toArray(),
        db.collection<SubcontratoDoc>(collections.subcontratos).find(filter, byName).toArray(),
        db.collection<ErrorTipoDoc>(collections.erroresTipo).find(filter, byName).toArray(),
      ]);
      return { recintos, subcontratos, erroresTipo };
    },

    /** The answers of a listado by error type and Order, one cursor. */
    respuestasDeListado(companyId: string, listadoId: Types.ObjectId): AsyncIterable<RespuestaDoc> {
      return Respuestas.find({ companyId: oid(companyId), listadoId })
        .sort({ errorTipoId: 1, Order: 1, _id: 1 })
        .batchSize(500);
    },

    /** Answers of the project per listado (one $group with a single $sum; one call per figure). */
    async countByListado(companyId: string, projectId: Types.ObjectId, estado?: string): Promise<Map<string, number>> {
      const filter: mongo.Filter<RespuestaDoc> = { companyId: oid(companyId), projectId };
      if (estado) filter.Estado = estado as RespuestaDoc['Estado'];
      const rows = await Respuestas.aggregate<{ _id: Types.ObjectId; n: number }>([
        { $match: filter },
        { $group: { _id: '$listadoId', n: { $sum: 1 } } },
      ]).toArray();
      return new Map(rows.map((row) => [String(row._id), row.n]));
    },
  };
}

export type InformesRepository = ReturnType<typeof informesRepository>;
