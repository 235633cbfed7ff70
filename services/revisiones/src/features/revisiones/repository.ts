import type { Connection, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import { paginate, type PageRequest } from '@insp/service-kit';
import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import { countByParent, isDuplicateKey, oid } from '../../shared/storage.ts';
import { revisionModel } from './model.ts';

type Stored = Omit<RevisionDoc, '_id'>;

/** Every function takes the tenant first and puts it in every filter. */
export function revisionesRepository(db: Connection) {
  const Revisiones = revisionModel(db);
  const Listados = db.collection<ListadoDoc>(collections.listados);
  const tenant = oid;

  return {
    model: Revisiones,

    async list(companyId: string, projectId: Types.ObjectId, page: PageRequest): Promise<Page<RevisionDoc>> {
      return paginate(Revisiones, { companyId: tenant(companyId), projectId }, { nombreKey: 1, _id: 1 }, page);
    },

    async nameTaken(companyId: string, projectId: Types.ObjectId, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter = { companyId: tenant(companyId), projectId, nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) };
      return (await Revisiones.exists(filter)) !== null;
    },

    /** Inserts the revision; null when the name is taken (unique index). */
    async insert(companyId: string, doc: RevisionDoc): Promise<RevisionDoc | null> {
      try {
        await Revisiones.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async update(companyId: string, revisionId: Types.ObjectId, set: Partial<Stored>): Promise<RevisionDoc | null | 'duplicate'> {
      try {
        return await Revisiones.findOneAndUpdate({ companyId: tenant(companyId), _id: revisionId }, { $set: set }, { returnDocument: 'after' }).lean<RevisionDoc>();
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate';
        throw error;
      }
    },

    async remove(companyId: string, revisionId: Types.ObjectId): Promise<number> {
      return (await Revisiones.deleteOne({ companyId: tenant(companyId), _id: revisionId })).deletedCount;
    },

    /** Active listados of each revision (Carpetas). */
    async listadoCounts(companyId: string, revisionIds: Types.ObjectId[]): Promise<Map<string, number>> {
      return countByParent(db, collections.listados, companyId, 'revisionId', revisionIds, { Estado: 'Activo' });
    },

    /** The revision's listados (read by collection name: features/listados owns them). */
    async listadosOf(companyId: string, revisionId: Types.ObjectId): Promise<Pick<ListadoDoc, '_id' | 'Estado'>[]> {
      return Listados.find({ companyId: tenant(companyId), revisionId }, { projection: { _id: 1, Estado: 1 } }).toArray();
    },

    async revisionIdsOf(companyId: string, projectId: string): Promise<string[]> {
      const rows = await Revisiones.find({ companyId: tenant(companyId), projectId: oid(projectId) }, { _id: 1 }).lean();
      return rows.map((row) => row._id.toHexString());
    },

    async deleteProject(companyId: string, projectId: string): Promise<number> {
      return (await Revisiones.deleteMany({ companyId: tenant(companyId), projectId: oid(projectId) })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Revisiones.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },

    /** User cascade: revisions the user was responsible for show no responsible. */
    async removeUser(companyId: string, userId: string): Promise<number> {
      const result = await Revisiones.updateMany({ companyId: tenant(companyId), 'Responsable.id': oid(userId) }, { $set: { Responsable: null } });
      return result.modifiedCount;
    },
  };
}

export type RevisionesRepository = ReturnType<typeof revisionesRepository>;
