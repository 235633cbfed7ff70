import { deleteInBatches, insertInListado, numbering, updateVersioned } from '@insp/module-service';
import { type KeysetPage, keysetPage, paginate, type WithId } from '@insp/service-kit';
import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection, type mongo } from 'mongoose';

import { type ObservacionDoc, observacionesCollection } from '../../shared/observaciones-query.ts';
import { observacionModel } from './model.ts';

export type NewObservacion = Omit<ObservacionDoc, '_id' | 'companyId' | 'Numero'>;
export type ObservacionChanges = Partial<
  Pick<ObservacionDoc, 'Sector' | 'Recinto' | 'Subcontrato' | 'ErrorTipo' | 'Prioridad' | 'Comentario' | 'Resuelta' | 'EditadoPor' | 'correccion'>
>;

/** Observations, one document each; every function takes the tenant first and filters by it. */
export function observacionesRepository(db: Connection) {
  const Observaciones = observacionModel(db);
  const raw = observacionesCollection(db);
  const numbers = numbering();
  /** Per listado, the last Numero handed out by the earlier numbering (no longer written): its documents go with their listados. */
  const numeradores = db.collection<{ _id: Types.ObjectId; companyId: Types.ObjectId; projectId: Types.ObjectId; ultimo: number }>('numeradores');

  return {
    /** Builds the indexes before the routes serve: the unique Numero index must exist before the first race. */
    init: () => Observaciones.init(),

    /** The observation under the next Numero of its listado (numbering; unique index companyId + listadoId + Numero). */
    async insertNumbered(companyId: string, id: Types.ObjectId, input: NewObservacion): Promise<ObservacionDoc> {
      const tenant = oid(companyId);
      const build = (Numero: number): ObservacionDoc => ({ ...input, _id: id, companyId: tenant, Numero });
      return insertInListado(numbers, raw, 'Numero', { companyId: tenant, listadoId: input.listadoId }, build, (doc) => Observaciones.create(doc));
    },

    async findInListado(companyId: string, listadoId: string, id: string): Promise<ObservacionDoc | null> {
      return raw.findOne({ companyId: oid(companyId), listadoId: oid(listadoId), _id: oid(id) });
    },

    async findById(companyId: string, id: Types.ObjectId): Promise<ObservacionDoc | null> {
      return raw.findOne({ companyId: oid(companyId), _id: id });
    },

    /**
     * One keyset page, newest first: `limit` rows past the cursor `after` (`<CreatedAt ms>_<id>`,
     * the `next` of the previous page) in one round trip; a cursor it did not make is a 400.
     */
    async keysetPage(companyId: string, filter: mongo.Filter<ObservacionDoc>, after: string | null, limit: number): Promise<KeysetPage<ObservacionDoc>> {
      return keysetPage(raw, { ...filter, companyId: oid(companyId) }, { field: 'CreatedAt', direction: -1 }, { after, limit });
    },

    /** One offset page, newest first, with the total (two round trips, at once). */
    async page(companyId: string, filter: mongo.Filter<ObservacionDoc>, page: number, pageSize: number) {
      const result = await paginate(Observaciones, { ...(filter as object), companyId: oid(companyId) }, { CreatedAt: -1, _id: -1 }, { page, pageSize });
      return { ...result, items: result.items as unknown as WithId<ObservacionDoc>[] };
    },

    /** The changed fields on the version they were decided on (module-service's updateVersioned); null on a concurrent write. */
    async update(companyId: string, id: Types.ObjectId, version: number, changes: ObservacionChanges): Promise<ObservacionDoc | null> {
      return updateVersioned(raw, { companyId: oid(companyId), _id: id }, version, changes);
    },

    /** Deletes the project's observations (after their files were queued); returns the ids that went. */
    async deleteByProject(companyId: string, projectId: string, onBatch: (ids: Types.ObjectId[]) => Promise<void>): Promise<number> {
      const deleted = await deleteInBatches(raw, { companyId: oid(companyId), projectId: oid(projectId) }, onBatch);
      await numeradores.deleteMany({ companyId: oid(companyId), projectId: oid(projectId) });
      return deleted;
    },

    async deleteByListados(companyId: string, listadoIds: string[], onBatch: (ids: Types.ObjectId[]) => Promise<void>): Promise<number> {
      const deleted = await deleteInBatches(raw, { companyId: oid(companyId), listadoId: { $in: listadoIds.map(oid) } }, onBatch);
      await numeradores.deleteMany({ companyId: oid(companyId), _id: { $in: listadoIds.map(oid) } });
      return deleted;
    },

    /** Company cascade (its files go with the platform's 'archivos' cascade). */
    async deleteCompany(companyId: string): Promise<number> {
      const result = await raw.deleteMany({ companyId: oid(companyId) });
      const hints = await numeradores.deleteMany({ companyId: oid(companyId) });
      return result.deletedCount + hints.deletedCount;
    },
  };
}

export type ObservacionesRepository = ReturnType<typeof observacionesRepository>;
