import { Types, type Connection, type QueryFilter } from 'mongoose';
import type { Page, ProjectListItem } from '@insp/contracts';
import { paginate, type PageRequest } from '@insp/service-kit';
import type { ModuleServiceSpec } from '../spec.ts';
import { projectModel, type Project } from './model.ts';

export interface ListOptions {
  /** Only projects where this user is among the Responsables (company users). */
  responsable?: string | undefined;
}

/** Every function takes the tenant and puts it in every filter. */
export function projectsRepository(db: Connection, spec: ModuleServiceSpec) {
  const Projects = projectModel(db, spec.projectsCollection);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);

  return {
    model: Projects,

    async list(companyId: string, page: PageRequest, options: ListOptions = {}): Promise<Page<ProjectListItem>> {
      const filter: QueryFilter<Project> & { companyId: Types.ObjectId } = { companyId: tenant(companyId) };
      if (options.responsable) filter.Responsables = new Types.ObjectId(options.responsable);
      const result = await paginate(Projects, filter, { nombreKey: 1, _id: 1 }, page, { Nombre: 1 });
      return { ...result, items: result.items.map((project) => ({ id: project._id.toHexString(), Nombre: project.Nombre })) };
    },

    async create(companyId: string, input: { Nombre: string; Responsables?: string[] }): Promise<string> {
      const created = await Projects.create({
        companyId: tenant(companyId),
        Nombre: input.Nombre,
        Responsables: (input.Responsables ?? []).map((id) => new Types.ObjectId(id)),
      });
      return created._id.toHexString();
    },

    /** Company cascade: everything of the company in this service. */
    async deleteCompany(companyId: string): Promise<number> {
      const result = await Projects.deleteMany({ companyId: tenant(companyId) });
      return result.deletedCount;
    },

    /** User cascade: the user leaves every Responsables list of the company. */
    async removeResponsable(companyId: string, userId: string): Promise<number> {
      const user = new Types.ObjectId(userId);
      const result = await Projects.updateMany({ companyId: tenant(companyId), Responsables: user }, { $pull: { Responsables: user } });
      return result.modifiedCount;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;
