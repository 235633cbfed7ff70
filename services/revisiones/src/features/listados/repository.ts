import type { Connection, QueryFilter, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import type { ListadoOrden } from '@insp/contracts';
import { paginate, type PageRequest, type StableSort } from '@insp/service-kit';
import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, ProyectoDoc } from '../../shared/hierarchy.ts';
import { countByParent, isDuplicateKey, oid } from '../../shared/storage.ts';
import { listadoModel } from './model.ts';

type Stored = Omit<ListadoDoc, '_id'>;

const sorts: Record<ListadoOrden, StableSort> = {
  nombre: { nombreKey: 1, _id: 1 },
  fecha: { FechaCreacion: 1, _id: 1 },
};

/** Every function takes the tenant first and puts it in every filter (the purge scan excepted). */
export function listadosRepository(db: Connection) {
  const Listados = listadoModel(db);
  const Proyectos = db.collection<ProyectoDoc>(collections.proyectos);
  const tenant = oid;

  return {
    model: Listados,

    async list(companyId: string, revisionId: Types.ObjectId, page: PageRequest, options: { orden: ListadoOrden; includeDeleted: boolean }): Promise<Page<ListadoDoc>> {
      const filter: QueryFilter<Stored> & { companyId: Types.ObjectId } = { companyId: tenant(companyId), revisionId };
      if (!options.includeDeleted) filter.Estado = 'Activo';
      return paginate(Listados, filter, sorts[options.orden], page);
    },

    async nameTaken(companyId: string, revisionId: Types.ObjectId, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter = { companyId: tenant(companyId), revisionId, nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) };
      return (await Listados.exists(filter)) !== null;
    },

    async insert(companyId: string, doc: ListadoDoc): Promise<ListadoDoc | null> {
      try {
        await Listados.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return doc;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async update(companyId: string, listadoId: Types.ObjectId, set: Partial<Stored>): Promise<ListadoDoc | null | 'duplicate'> {
      try {
        return await Listados.findOneAndUpdate({ companyId: tenant(companyId), _id: listadoId }, { $set: set }, { returnDocument: 'after' }).lean<ListadoDoc>();
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate';
        throw error;
      }
    },

    /** Observaciones column: total and resolved (Resuelta set) per listado, two round trips for the page. */
    async observationCounts(companyId: string, listadoIds: Types.ObjectId[]): Promise<{ total: Map<string, number>; resueltas: Map<string, number> }> {
      const [total, resueltas] = await Promise.all([
        countByParent(db, collections.observaciones, companyId, 'listadoId', listadoIds),
        countByParent(db, collections.observaciones, companyId, 'listadoId', listadoIds, { Resuelta: { $ne: null } }),
      ]);
      return { total, resueltas };
    },

    /** The company's used count (active revision projects), read by collection name. */
    async activeProjects(companyId: string): Promise<number> {
      return Proyectos.countDocuments({ companyId: tenant(companyId), Estado: 'Activo' });
    },

    /** Deleted listados of every company (the scheduled purge decides which ones are due). */
    async deletedBefore(when: Date): Promise<ListadoDoc[]> {
      return Listados.find({ Estado: 'Eliminado', FechaEliminacion: { $lte: when } }).lean<ListadoDoc[]>();
    },

    async deleteByIds(companyId: string, listadoIds: string[]): Promise<number> {
      return (await Listados.deleteMany({ companyId: tenant(companyId), _id: { $in: listadoIds.map(oid) } })).deletedCount;
    },

    async idsOfProject(companyId: string, projectId: string): Promise<string[]> {
      const rows = await Listados.find({ companyId: tenant(companyId), projectId: oid(projectId) }, { _id: 1 }).lean();
      return rows.map((row) => row._id.toHexString());
    },

    async deleteProject(companyId: string, projectId: string): Promise<number> {
      return (await Listados.deleteMany({ companyId: tenant(companyId), projectId: oid(projectId) })).deletedCount;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Listados.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },

    /** User cascade: listados the user was Encargado of show none. */
    async removeUser(companyId: string, userId: string): Promise<number> {
      const result = await Listados.updateMany({ companyId: tenant(companyId), 'Responsable.id': oid(userId) }, { $set: { Responsable: null } });
      return result.modifiedCount;
    },
  };
}

export type ListadosRepository = ReturnType<typeof listadosRepository>;
