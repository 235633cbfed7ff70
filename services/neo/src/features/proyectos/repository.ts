import type { Page } from '@insp/contracts';
import { projectMemberFilter } from '@insp/module-service/hierarchy';
import { insertUnique, oid, type PageRequest, paginate, unlessDuplicate } from '@insp/service-kit';
import type { Connection, QueryFilter, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ProyectoOTDoc } from '../../shared/documents.ts';
import { countBy } from '../../shared/figures.ts';
import { escapeRegExp } from './mappers.ts';
import { proyectoModel } from './model.ts';

type Stored = Omit<ProyectoOTDoc, '_id'>;

export interface ListFilter {
  deleted: boolean;
  /** Part of the name key. */
  search?: string | undefined;
  /** Projects where these users are among the Responsables (the screen's filter). */
  responsables: string[];
  /** Only projects this user is assigned to, among the Responsables or as the Responsable (a company user's own). */
  member?: string | undefined;
}

/** Every function takes the tenant first and puts it in every filter. */
export function proyectosRepository(db: Connection) {
  const Proyectos = proyectoModel(db);
  const tenant = oid;

  return {
    model: Proyectos,

    async list(companyId: string, page: PageRequest, filter: ListFilter): Promise<Page<ProyectoOTDoc>> {
      const query: QueryFilter<Stored> & { companyId: Types.ObjectId } = { companyId: tenant(companyId), Eliminado: filter.deleted };
      if (filter.search) query.nombreKey = { $regex: escapeRegExp(filter.search) };
      if (filter.responsables.length === 1) query.Responsables = oid(filter.responsables[0] as string);
      else if (filter.responsables.length > 1) query.Responsables = { $all: filter.responsables.map((id) => oid(id)) };
      if (filter.member) Object.assign(query, projectMemberFilter(filter.member));
      return paginate(Proyectos, query, { nombreKey: 1, _id: 1 }, page);
    },

    /** The company's used count: projects not deleted. */
    countActive(companyId: string): Promise<number> {
      return Proyectos.countDocuments({ companyId: tenant(companyId), Eliminado: false });
    },

    async activeIds(companyId: string): Promise<string[]> {
      const rows = await Proyectos.find({ companyId: tenant(companyId), Eliminado: false }, { _id: 1 }).lean();
      return rows.map((row) => row._id.toHexString());
    },

    async nameTaken(companyId: string, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter: QueryFilter<Stored> = { companyId: tenant(companyId), nombreKey };
      if (exceptId) filter._id = { $ne: exceptId };
      return (await Proyectos.exists(filter)) !== null;
    },

    /** Inserts the project; null when the name is taken (unique index). */
    async insert(companyId: string, doc: ProyectoOTDoc): Promise<ProyectoOTDoc | null> {
      return (await insertUnique(Proyectos, companyId, doc)) ? doc : null;
    },

    /** Sets fields (only when `where` still holds); 'duplicate' when the new name is taken, null when nothing matched. */
    async update(
      companyId: string,
      projectId: Types.ObjectId,
      set: Partial<Stored>,
      where: QueryFilter<Stored> = {},
    ): Promise<ProyectoOTDoc | null | 'duplicate'> {
      return unlessDuplicate(
        Proyectos.findOneAndUpdate(
          { ...where, companyId: tenant(companyId), _id: projectId },
          { $set: set },
          { returnDocument: 'after' },
        ).lean<ProyectoOTDoc>(),
        'duplicate' as const,
      );
    },

    /** Spaces and checklists of each project. */
    async totals(companyId: string, projectIds: Types.ObjectId[]): Promise<{ espacios: Map<string, number>; checklists: Map<string, number> }> {
      if (projectIds.length === 0) return { espacios: new Map(), checklists: new Map() };
      const match = { projectId: { $in: projectIds } };
      const [espacios, checklists] = await Promise.all([
        countBy(db, collections.espacios, companyId, match, 'projectId'),
        countBy(db, collections.checklists, companyId, match, 'projectId'),
      ]);
      return { espacios, checklists };
    },

    /** Company cascade. */
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
