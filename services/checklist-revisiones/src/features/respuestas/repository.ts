import { deleteInBatches, insertInListado, numbering, updateVersioned } from '@insp/module-service';
import { type KeysetPage, keysetPage, oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import type { Nivel } from '../../shared/below.ts';
import { collections } from '../../shared/collections.ts';
import type { ErrorTipoDoc, RecintoDoc, SubcontratoDoc } from '../../shared/hierarchy.ts';
import { type RespuestaDoc, respuestasCollection } from '../../shared/respuestas.ts';
import { respuestaModel } from './model.ts';

export type NewRespuesta = Omit<RespuestaDoc, '_id' | 'companyId' | 'Order'>;
export type RespuestaChanges = Partial<Pick<RespuestaDoc, 'Comentario' | 'Estado' | 'FechaResuelta' | 'EditReponsible' | 'correccion'>>;

/** Answers, one document each; every function takes the tenant first and filters by it. */
export function respuestasRepository(db: Connection) {
  const Respuestas = respuestaModel(db);
  const raw = respuestasCollection(db);
  const numbers = numbering();
  /** Per listado, the last Order handed out by the earlier numbering (no longer written): its documents go with their listados. */
  const contadores = db.collection<{ _id: Types.ObjectId; companyId: Types.ObjectId; projectId: Types.ObjectId; ultimo: number }>('contadoresRespuestas');

  return {
    init: () => Respuestas.init(),

    /**
     * Stores the answer as the next Order of its listado: module-service's numbering, the unique index
     * (companyId, listadoId, Order) the guard across replicas.
     */
    async insertNumbered(companyId: string, id: Types.ObjectId, input: NewRespuesta): Promise<RespuestaDoc> {
      const tenant = oid(companyId);
      const build = (Order: number): RespuestaDoc => ({ ...input, _id: id, companyId: tenant, Order });
      return insertInListado(numbers, raw, 'Order', { companyId: tenant, listadoId: input.listadoId }, build, (doc) => raw.insertOne(doc));
    },

    async findInErrorTipo(companyId: string, errorTipoId: Types.ObjectId, id: string): Promise<RespuestaDoc | null> {
      return raw.findOne({ companyId: oid(companyId), errorTipoId, _id: oid(id) });
    },

    async findById(companyId: string, id: Types.ObjectId): Promise<RespuestaDoc | null> {
      return raw.findOne({ companyId: oid(companyId), _id: id });
    },

    /** One keyset page of the error type's answers by creation date (one round trip). */
    async keysetPage(
      companyId: string,
      errorTipoId: Types.ObjectId,
      direction: 1 | -1,
      after: string | null,
      limit: number,
    ): Promise<KeysetPage<RespuestaDoc>> {
      return keysetPage(raw, { companyId: oid(companyId), errorTipoId }, { field: 'FechaCreacion', direction }, { after, limit });
    },

    /** The changed fields on the version they were decided on (module-service's updateVersioned); null on a concurrent write. */
    async update(companyId: string, id: Types.ObjectId, version: number, changes: RespuestaChanges): Promise<RespuestaDoc | null> {
      return updateVersioned(raw, { companyId: oid(companyId), _id: id }, version, changes);
    },

    /** Answers below removed ancestors, their photos queued first (`onBatch`), in batches a rerun resumes. */
    async removeBelow(companyId: string, nivel: Nivel, ids: Types.ObjectId[], onBatch: (ids: Types.ObjectId[]) => Promise<void>): Promise<number> {
      const deleted = await deleteInBatches(raw, { companyId: oid(companyId), [nivel]: { $in: ids } }, onBatch);
      // A listado emptied (or gone) numbers its answers from 1 again.
      if (nivel === 'listadoId') await contadores.deleteMany({ companyId: oid(companyId), _id: { $in: ids } });
      if (nivel === 'projectId') await contadores.deleteMany({ companyId: oid(companyId), projectId: { $in: ids } });
      return deleted;
    },

    /** The capture page's tree: active rooms, subcontracts and error types of the listado (read by collection name). */
    async arbol(companyId: string, listadoId: Types.ObjectId) {
      const filter = { companyId: oid(companyId), listadoId, Activado: true };
      const projection = { projection: { _id: 1, Nombre: 1, nombreKey: 1, recintoId: 1, subcontratoId: 1 } };
      const [recintos, subcontratos, erroresTipo] = await Promise.all([
        db.collection<RecintoDoc>(collections.recintos).find(filter, projection).sort({ nombreKey: 1, _id: 1 }).toArray(),
        db.collection<SubcontratoDoc>(collections.subcontratos).find(filter, projection).sort({ nombreKey: 1, _id: 1 }).toArray(),
        db.collection<ErrorTipoDoc>(collections.erroresTipo).find(filter, projection).sort({ nombreKey: 1, _id: 1 }).toArray(),
      ]);
      return { recintos, subcontratos, erroresTipo };
    },

    async deleteCompany(companyId: string): Promise<number> {
      const answers = await raw.deleteMany({ companyId: oid(companyId) });
      const counters = await contadores.deleteMany({ companyId: oid(companyId) });
      return answers.deletedCount + counters.deletedCount;
    },
  };
}

export type RespuestasRepository = ReturnType<typeof respuestasRepository>;
