import type { Connection, Types } from 'mongoose';
import { isDuplicateKey, oid } from '@insp/module-service';
import { avancePor, type Avance } from '../../shared/avance.ts';
import type { Nivel } from '../../shared/below.ts';
import type { ErrorTipoDoc } from '../../shared/hierarchy.ts';
import { errorTipoModel } from './model.ts';

type Stored = Omit<ErrorTipoDoc, '_id'>;

/** At most this many error types are listed for one subcontract (they are added by hand or from a template). */
const MAX_LIST = 1000;

/** Every function takes the tenant first and puts it in every filter. */
export function erroresTipoRepository(db: Connection) {
  const ErroresTipo = errorTipoModel(db);
  const tenant = oid;

  return {
    model: ErroresTipo,

    async list(companyId: string, subcontratoId: Types.ObjectId): Promise<ErrorTipoDoc[]> {
      return ErroresTipo.find({ companyId: tenant(companyId), subcontratoId }).sort({ nombreKey: 1, _id: 1 }).limit(MAX_LIST).lean<ErrorTipoDoc[]>();
    },

    async nameTaken(companyId: string, subcontratoId: Types.ObjectId, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter = { companyId: tenant(companyId), subcontratoId, nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) };
      return (await ErroresTipo.exists(filter)) !== null;
    },

    async insert(companyId: string, doc: ErrorTipoDoc): Promise<ErrorTipoDoc | null> {
      try {
        await ErroresTipo.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async update(companyId: string, id: Types.ObjectId, set: Partial<Stored>): Promise<ErrorTipoDoc | null | 'duplicate'> {
      try {
        return await ErroresTipo.findOneAndUpdate({ companyId: tenant(companyId), _id: id }, { $set: set }, { returnDocument: 'after' }).lean<ErrorTipoDoc>();
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate';
        throw error;
      }
    },

    avance: (companyId: string, ids: Types.ObjectId[]): Promise<(id: Types.ObjectId) => Avance> => avancePor(db, companyId, 'errorTipoId', ids),

    async remove(companyId: string, id: Types.ObjectId): Promise<number> {
      return (await ErroresTipo.deleteOne({ companyId: tenant(companyId), _id: id })).deletedCount;
    },

    async removeBelow(companyId: string, nivel: Nivel, ids: Types.ObjectId[]): Promise<number> {
      return (await ErroresTipo.deleteMany({ companyId: tenant(companyId), [nivel]: { $in: ids } })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await ErroresTipo.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },
  };
}

export type ErroresTipoRepository = ReturnType<typeof erroresTipoRepository>;
