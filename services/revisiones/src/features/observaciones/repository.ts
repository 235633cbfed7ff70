import { setTimeout as sleep } from 'node:timers/promises';
import { Types, type Connection, type mongo } from 'mongoose';
import { paginate, type WithId } from '@insp/service-kit';
import { isDuplicateKey } from '../../shared/storage.ts';
import { observacionesCollection, type ObservacionDoc } from '../../shared/observaciones-query.ts';
import { observacionModel } from './model.ts';

/** Capture attempts before giving up on a listado's next Numero (each loser of a race retries). */
const MAX_NUMBERING_ATTEMPTS = 60;
/** Documents per round trip when a purge walks a project's observations. */
const PURGE_BATCH = 500;

export interface KeysetCursor {
  CreatedAt: Date;
  id: Types.ObjectId;
}

export type NewObservacion = Omit<ObservacionDoc, '_id' | 'companyId' | 'Numero'>;
export type ObservacionChanges = Partial<Pick<ObservacionDoc, 'Sector' | 'Recinto' | 'Subcontrato' | 'ErrorTipo' | 'Prioridad' | 'Comentario' | 'Resuelta' | 'EditadoPor'>>;

const oid = (id: string) => new Types.ObjectId(id);

/** Observations, one document each; every function takes the tenant first and filters by it. */
export function observacionesRepository(db: Connection) {
  const Observaciones = observacionModel(db);
  const raw = observacionesCollection(db);

  return {
    /** Builds the indexes before the routes serve: the unique Numero index must exist before the first race. */
    init: () => Observaciones.init(),

    /**
     * Inserts the observation with the next Numero of its listado: reads the largest, inserts
     * largest + 1, and on a duplicate key (another capture took that number) reads again.
     */
    async insertNumbered(companyId: string, id: Types.ObjectId, input: NewObservacion): Promise<ObservacionDoc> {
      const tenant = oid(companyId);
      for (let attempt = 1; ; attempt++) {
        const last = await raw.find({ companyId: tenant, listadoId: input.listadoId }, { projection: { Numero: 1 } }).sort({ Numero: -1 }).limit(1).next();
        const doc: ObservacionDoc = { ...input, _id: id, companyId: tenant, Numero: (last?.Numero ?? 0) + 1 };
        try {
          await Observaciones.create(doc);
          return doc;
        } catch (error) {
          if (!isDuplicateKey(error) || attempt >= MAX_NUMBERING_ATTEMPTS) throw error;
          // Spread the losers of a race so they do not collide again on the same number.
          await sleep(Math.floor(Math.random() * Math.min(attempt, 10) * 4));
        }
      }
    },

    async findInListado(companyId: string, listadoId: string, id: string): Promise<ObservacionDoc | null> {
      return raw.findOne({ companyId: oid(companyId), listadoId: oid(listadoId), _id: oid(id) });
    },

    async findById(companyId: string, id: Types.ObjectId): Promise<ObservacionDoc | null> {
      return raw.findOne({ companyId: oid(companyId), _id: id });
    },

    /** One keyset page, newest first: `limit` rows after the cursor (one round trip). */
    async keysetPage(companyId: string, filter: mongo.Filter<ObservacionDoc>, after: KeysetCursor | null, limit: number): Promise<ObservacionDoc[]> {
      const tenant: mongo.Filter<ObservacionDoc> = { ...filter, companyId: oid(companyId) };
      const query: mongo.Filter<ObservacionDoc> = after
        ? { $and: [tenant, { $or: [{ CreatedAt: { $lt: after.CreatedAt } }, { CreatedAt: after.CreatedAt, _id: { $lt: after.id } }] }] }
        : tenant;
      return raw.find(query).sort({ CreatedAt: -1, _id: -1 }).limit(limit).batchSize(limit).toArray();
    },

    /** One offset page, newest first, with the total (two round trips, at once). */
    async page(companyId: string, filter: mongo.Filter<ObservacionDoc>, page: number, pageSize: number) {
      const result = await paginate(Observaciones, { ...(filter as object), companyId: oid(companyId) }, { CreatedAt: -1, _id: -1 }, { page, pageSize });
      return { ...result, items: result.items as unknown as WithId<ObservacionDoc>[] };
    },

    /** Sets the changed fields and answers the updated document (null when it is gone). */
    async update(companyId: string, id: Types.ObjectId, changes: ObservacionChanges): Promise<ObservacionDoc | null> {
      return raw.findOneAndUpdate({ companyId: oid(companyId), _id: id }, { $set: changes }, { returnDocument: 'after' });
    },

    /** Deletes the project's observations (after their files were queued); returns the ids that went. */
    async deleteByProject(companyId: string, projectId: string, onBatch: (ids: Types.ObjectId[]) => Promise<void>): Promise<number> {
      return deleteInBatches({ companyId: oid(companyId), projectId: oid(projectId) }, onBatch);
    },

    async deleteByListados(companyId: string, listadoIds: string[], onBatch: (ids: Types.ObjectId[]) => Promise<void>): Promise<number> {
      return deleteInBatches({ companyId: oid(companyId), listadoId: { $in: listadoIds.map(oid) } }, onBatch);
    },

    /** Company cascade (its files go with the platform's 'archivos' cascade). */
    async deleteCompany(companyId: string): Promise<number> {
      const result = await raw.deleteMany({ companyId: oid(companyId) });
      return result.deletedCount;
    },
  };

  /**
   * Walks the matching observations in batches: `onBatch` (release their files) runs before the
   * batch is deleted, so a crash in between leaves documents that a rerun finds again.
   */
  async function deleteInBatches(filter: mongo.Filter<ObservacionDoc>, onBatch: (ids: Types.ObjectId[]) => Promise<void>): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await raw.find(filter, { projection: { _id: 1 } }).sort({ _id: 1 }).limit(PURGE_BATCH).toArray();
      if (batch.length === 0) return deleted;
      const ids = batch.map((doc) => doc._id);
      await onBatch(ids);
      const result = await raw.deleteMany({ ...filter, _id: { $in: ids } });
      deleted += result.deletedCount;
    }
  }
}

export type ObservacionesRepository = ReturnType<typeof observacionesRepository>;
