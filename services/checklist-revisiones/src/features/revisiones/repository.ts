import type { Connection, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import { countByParent, isDuplicateKey, oid } from '@insp/module-service';
import { paginate, type PageRequest } from '@insp/service-kit';
import { avancePor, deletedListados, type Avance } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
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

    /** Active listados (Carpetas) and the 'x de y' of each revision. */
    async counts(companyId: string, projectId: Types.ObjectId, revisionIds: Types.ObjectId[]): Promise<{ carpetas: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const excluded = await deletedListados(db, companyId, { projectId });
      const [carpetas, avance] = await Promise.all([
        countByParent(db, collections.listados, companyId, 'revisionId', revisionIds, { Estado: 'Activo' }),
        avancePor(db, companyId, 'revisionId', revisionIds, excluded),
      ]);
      return { carpetas, avance };
    },

    async listadosOf(companyId: string, revisionId: Types.ObjectId): Promise<Pick<ListadoDoc, '_id' | 'Estado'>[]> {
      return Listados.find({ companyId: tenant(companyId), revisionId }, { projection: { _id: 1, Estado: 1 } }).toArray();
    },

    async deleteProject(companyId: string, projectId: string): Promise<number> {
      return (await Revisiones.deleteMany({ companyId: tenant(companyId), projectId: oid(projectId) })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Revisiones.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },

    async removeUser(companyId: string, userId: string): Promise<number> {
      return (await Revisiones.updateMany({ companyId: tenant(companyId), 'Responsable.id': oid(userId) }, { $set: { Responsable: null } })).modifiedCount;
    },
  };
}

export type RevisionesRepository = ReturnType<typeof revisionesRepository>;
