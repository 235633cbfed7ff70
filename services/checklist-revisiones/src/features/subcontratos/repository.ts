import type { Connection, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import { countByParent, isDuplicateKey, oid } from '@insp/module-service';
import { paginate, type PageRequest } from '@insp/service-kit';
import { avancePor, type Avance } from '../../shared/avance.ts';
import type { Nivel } from '../../shared/below.ts';
import { collections } from '../../shared/collections.ts';
import type { SubcontratoDoc } from '../../shared/hierarchy.ts';
import { subcontratoModel } from './model.ts';

type Stored = Omit<SubcontratoDoc, '_id'>;

/** Every function takes the tenant first and puts it in every filter. */
export function subcontratosRepository(db: Connection) {
  const Subcontratos = subcontratoModel(db);
  const tenant = oid;

  return {
    model: Subcontratos,

    async list(companyId: string, recintoId: Types.ObjectId, page: PageRequest): Promise<Page<SubcontratoDoc>> {
      return paginate(Subcontratos, { companyId: tenant(companyId), recintoId }, { nombreKey: 1, _id: 1 }, page);
    },

    async nameTaken(companyId: string, recintoId: Types.ObjectId, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter = { companyId: tenant(companyId), recintoId, nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) };
      return (await Subcontratos.exists(filter)) !== null;
    },

    async insert(companyId: string, doc: SubcontratoDoc): Promise<SubcontratoDoc | null> {
      try {
        await Subcontratos.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async update(companyId: string, id: Types.ObjectId, set: Partial<Stored>): Promise<SubcontratoDoc | null | 'duplicate'> {
      try {
        return await Subcontratos.findOneAndUpdate({ companyId: tenant(companyId), _id: id }, { $set: set }, { returnDocument: 'after' }).lean<SubcontratoDoc>();
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate';
        throw error;
      }
    },

    /** Error-type counts and the 'x de y' of each subcontract. */
    async counts(companyId: string, ids: Types.ObjectId[]): Promise<{ erroresTipo: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const [erroresTipo, avance] = await Promise.all([countByParent(db, collections.erroresTipo, companyId, 'subcontratoId', ids), avancePor(db, companyId, 'subcontratoId', ids)]);
      return { erroresTipo, avance };
    },

    async remove(companyId: string, id: Types.ObjectId): Promise<number> {
      return (await Subcontratos.deleteOne({ companyId: tenant(companyId), _id: id })).deletedCount;
    },

    async removeBelow(companyId: string, nivel: Nivel, ids: Types.ObjectId[]): Promise<number> {
      return (await Subcontratos.deleteMany({ companyId: tenant(companyId), [nivel]: { $in: ids } })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Subcontratos.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },
  };
}

export type SubcontratosRepository = ReturnType<typeof subcontratosRepository>;
