import type { Connection, QueryFilter, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import { countByParent, isDuplicateKey, oid } from '@insp/module-service';
import { paginate, type PageRequest } from '@insp/service-kit';
import { avancePor, deletedListados, type Avance } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { proyectoModel } from './model.ts';

type Stored = Omit<ProyectoDoc, '_id'>;

export interface ListFilter {
  includeDeleted: boolean;
  /** Only projects where this user is among the Responsables (company users). */
  responsable?: string | undefined;
}

/** Every function takes the tenant first and puts it in every filter (the purge scan excepted). */
export function proyectosRepository(db: Connection) {
  const Proyectos = proyectoModel(db);
  const tenant = oid;

  return {
    model: Proyectos,

    async list(companyId: string, page: PageRequest, filter: ListFilter): Promise<Page<ProyectoDoc>> {
      const query: QueryFilter<Stored> & { companyId: Types.ObjectId } = { companyId: tenant(companyId) };
      if (!filter.includeDeleted) query.Estado = 'Activo';
      if (filter.responsable) query.Responsables = oid(filter.responsable);
      return paginate(Proyectos, query, { nombreKey: 1, _id: 1 }, page);
    },

    /** The company's used count: active checklist projects. */
    async countActive(companyId: string): Promise<number> {
      return Proyectos.countDocuments({ companyId: tenant(companyId), Estado: 'Activo' });
    },

    async activeIds(companyId: string): Promise<string[]> {
      const rows = await Proyectos.find({ companyId: tenant(companyId), Estado: 'Activo' }, { _id: 1 }).lean();
      return rows.map((row) => row._id.toHexString());
    },

    async nameTaken(companyId: string, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter: QueryFilter<Stored> = { companyId: tenant(companyId), nombreKey };
      if (exceptId) filter._id = { $ne: exceptId };
      return (await Proyectos.exists(filter)) !== null;
    },

    async insert(companyId: string, doc: ProyectoDoc): Promise<ProyectoDoc | null> {
      try {
        await Proyectos.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async update(companyId: string, projectId: Types.ObjectId, set: Partial<Stored>): Promise<ProyectoDoc | null | 'duplicate'> {
      try {
        return await Proyectos.findOneAndUpdate({ companyId: tenant(companyId), _id: projectId }, { $set: set }, { returnDocument: 'after' }).lean<ProyectoDoc>();
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate';
        throw error;
      }
    },

    /** Carpetas (revisions) and the 'x de y' of each project, answers of deleted listados left out. */
    async counts(companyId: string, projectIds: Types.ObjectId[]): Promise<{ carpetas: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const excluded = projectIds.length > 0 ? await deletedListados(db, companyId, { projectId: { $in: projectIds } }) : [];
      const [carpetas, avance] = await Promise.all([
        countByParent(db, collections.revisiones, companyId, 'projectId', projectIds),
        avancePor(db, companyId, 'projectId', projectIds, excluded),
      ]);
      return { carpetas, avance };
    },

    async deletedBefore(when: Date): Promise<ProyectoDoc[]> {
      return Proyectos.find({ Estado: 'Eliminado', FechaEliminacion: { $lte: when } }).lean<ProyectoDoc[]>();
    },

    async remove(companyId: string, projectId: Types.ObjectId): Promise<number> {
      return (await Proyectos.deleteOne({ companyId: tenant(companyId), _id: projectId, Estado: 'Eliminado' })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Proyectos.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },

    /** User cascade: the user leaves every Responsables list; a project they were Responsable of shows none. */
    async removeUser(companyId: string, userId: string): Promise<number> {
      const user = oid(userId);
      const pulled = await Proyectos.updateMany({ companyId: tenant(companyId), Responsables: user }, { $pull: { Responsables: user } });
      const cleared = await Proyectos.updateMany({ companyId: tenant(companyId), 'Responsable.id': user }, { $set: { Responsable: null } });
      return pulled.modifiedCount + cleared.modifiedCount;
    },
  };
}

export type ProyectosRepository = ReturnType<typeof proyectosRepository>;
