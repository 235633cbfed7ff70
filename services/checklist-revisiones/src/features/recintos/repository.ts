import type { Connection, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import { countByParent, isDuplicateKey, oid } from '@insp/module-service';
import { paginate, type PageRequest } from '@insp/service-kit';
import { avancePor, type Avance } from '../../shared/avance.ts';
import type { Nivel } from '../../shared/below.ts';
import { collections } from '../../shared/collections.ts';
import type { RecintoDoc } from '../../shared/hierarchy.ts';
import { recintoModel } from './model.ts';

type Stored = Omit<RecintoDoc, '_id'>;

/** Every function takes the tenant first and puts it in every filter. */
export function recintosRepository(db: Connection) {
  const Recintos = recintoModel(db);
  const tenant = oid;

  return {
    model: Recintos,

    async list(companyId: string, listadoId: Types.ObjectId, page: PageRequest): Promise<Page<RecintoDoc>> {
      return paginate(Recintos, { companyId: tenant(companyId), listadoId }, { nombreKey: 1, _id: 1 }, page);
    },

    async nameTaken(companyId: string, listadoId: Types.ObjectId, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter = { companyId: tenant(companyId), listadoId, nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) };
      return (await Recintos.exists(filter)) !== null;
    },

    async insert(companyId: string, doc: RecintoDoc): Promise<RecintoDoc | null> {
      try {
        await Recintos.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async update(companyId: string, id: Types.ObjectId, set: Partial<Stored>): Promise<RecintoDoc | null | 'duplicate'> {
      try {
        return await Recintos.findOneAndUpdate({ companyId: tenant(companyId), _id: id }, { $set: set }, { returnDocument: 'after' }).lean<RecintoDoc>();
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate';
        throw error;
      }
    },

    /** Subcontratos column and the 'X de Y' of each room. */
    async counts(companyId: string, ids: Types.ObjectId[]): Promise<{ subcontratos: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const [subcontratos, avance] = await Promise.all([countByParent(db, collections.subcontratos, companyId, 'recintoId', ids), avancePor(db, companyId, 'recintoId', ids)]);
      return { subcontratos, avance };
    },

    async remove(companyId: string, id: Types.ObjectId): Promise<number> {
      return (await Recintos.deleteOne({ companyId: tenant(companyId), _id: id })).deletedCount;
    },

    /** Rooms below removed ancestors (a listado's checklist replaced, the listado or project gone). */
    async removeBelow(companyId: string, nivel: Nivel, ids: Types.ObjectId[]): Promise<number> {
      return (await Recintos.deleteMany({ companyId: tenant(companyId), [nivel]: { $in: ids } })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Recintos.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },
  };
}

export type RecintosRepository = ReturnType<typeof recintosRepository>;
