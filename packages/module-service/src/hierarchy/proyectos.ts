import type { InternalCompanyFull, InternalUser, Page } from '@insp/contracts';
import { DIAS_ELIMINACION, graceOver, nameKey, withDeletedSuffix, withoutDeletedSuffix } from '@insp/domain';
import { common } from '@insp/messages';
import { HttpError, oid, type PageRequest, paginate } from '@insp/service-kit';
import { type Model, type QueryFilter, Types } from 'mongoose';

import type { ModuleContext } from '../context.ts';
import type { Actor } from '../events/appender.ts';
import { projectQuota } from '../quota/projects.ts';
import { levelLog } from './levels.ts';
import type { Lifecycle } from './lifecycle.ts';
import { type HierarchyMessages, proyectoDuplicado } from './messages.ts';
import { hierarchyStore, type ProyectoRecord } from './records.ts';
import { snapshotOf } from './responsable.ts';
import { assertActive, type ProjectScope } from './scopes.ts';
import { projectMemberFilter } from './visibility.ts';

export type { Actor };
/** What the shared rules take of a service's feature dependencies. */
export interface HierarchyDeps {
  context: ModuleContext;
  lifecycle: Lifecycle;
}
/** Where a failed usage report goes (logged; it never undoes the write). */
export type LogFailure = (error: unknown) => void;
export { recordOf } from './levels.ts';

export interface ProyectosListFilter {
  /** Deleted projects too ('Mostrar Eliminados'). */
  includeDeleted: boolean;
  /** Only projects this user is assigned to, among the Responsables or as the Responsable (company users). */
  responsable?: string | undefined;
}

/** A service's projects collection: the shared storage calls plus the table's list and the purge. */
export function proyectosStore<D extends ProyectoRecord>(model: Model<Omit<D, '_id'>>) {
  const store = hierarchyStore<D>(model);
  type Filter = QueryFilter<Omit<D, '_id'>>;
  const active = (companyId: string) => ({ companyId: oid(companyId), Estado: 'Activo' }) as Filter;
  return {
    ...store,

    async list(companyId: string, page: PageRequest, filter: ProyectosListFilter): Promise<Page<D>> {
      const query: Record<string, unknown> = { companyId: oid(companyId) };
      if (!filter.includeDeleted) query.Estado = 'Activo';
      if (filter.responsable) Object.assign(query, projectMemberFilter(filter.responsable));
      return paginate(model, query as Filter & { companyId: Types.ObjectId }, { nombreKey: 1, _id: 1 }, page) as Promise<Page<D>>;
    },

    /** The company's used count: its active projects. */
    countActive: (companyId: string): Promise<number> => model.countDocuments(active(companyId)),

    async activeIds(companyId: string): Promise<string[]> {
      const rows = await model.find(active(companyId), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      return rows.map((row) => row._id.toHexString());
    },

    /** The purge's removal: only while still deleted. */
    removeDeleted: (companyId: string, projectId: Types.ObjectId) => store.deleteWhere(companyId, { _id: projectId, Estado: 'Eliminado' }),

    /** User cascade: the user leaves every Responsables list; a project they were Responsable of shows none. */
    async removeUser(companyId: string, userId: string): Promise<number> {
      const user = oid(userId);
      const pulled = await model.updateMany({ companyId: oid(companyId), Responsables: user } as Filter, { $pull: { Responsables: user } } as never);
      return pulled.modifiedCount + (await store.clearResponsable(companyId, userId));
    },
  };
}

export type ProyectosStore<D extends ProyectoRecord> = ReturnType<typeof proyectosStore<D>>;

export interface ProyectosConfig<
  D extends ProyectoRecord,
  Item,
  Create extends { NombreProyecto: string; ResponsableId?: string | undefined },
  Update extends { NombreProyecto: string },
> {
  /** The fields whose changes the event log records. */
  loggedFields: readonly string[];
  /** The module's project limit as the table's 'cupo' shows it (the company's quota field). */
  limitOf(company: InternalCompanyFull): number;
  /** The table's rows of some projects: what lies below each one is counted here, in a few round trips. */
  items(companyId: string, docs: D[], now: Date): Promise<Item[]>;
  /** The row of a project just created (nothing below it yet). */
  created(doc: D, now: Date): Item;
  /** A new project: the shared fields plus the service's own from the body. */
  newDoc(shared: Omit<ProyectoRecord, never>, input: Create): D;
  /** The service's own fields an 'Editar' changes (besides the name). */
  updateSet?(input: Update): Partial<D>;
}

/**
 * The rules of projects (spec 001 §§4-6) shared by the hierarchy's modules: unique names, the
 * module's quota (a slot claimed before the insert, usage reported to admin after every write),
 * soft delete with the 5-day grace and restore within the quota, responsibles among the module's
 * users, and the scheduled purge with everything below.
 */
export function proyectosService<
  D extends ProyectoRecord,
  Item,
  Create extends { NombreProyecto: string; ResponsableId?: string | undefined },
  Update extends { NombreProyecto: string },
>({ context, lifecycle }: HierarchyDeps, store: ProyectosStore<D>, messages: HierarchyMessages, config: ProyectosConfig<D, Item, Create, Update>) {
  const texts = messages.proyectos.errors;
  const duplicado = proyectoDuplicado(messages);
  const { admin, events, files } = context;
  const MODULE = context.spec.module;
  const quota = projectQuota(context, store);
  type Set = Partial<Omit<D, '_id'>>;

  async function item(companyId: string, doc: D): Promise<Item> {
    const [one] = await config.items(companyId, [doc], new Date());
    if (one === undefined) throw new HttpError(404, texts.noExiste);
    return one;
  }

  const moduleUsers = (companyId: string): Promise<InternalUser[]> => admin.usersWithModule(companyId, MODULE);

  async function responsableUser(companyId: string, userId: string): Promise<InternalUser> {
    const user = (await moduleUsers(companyId)).find((candidate) => candidate.id === userId);
    if (!user) throw new HttpError(400, texts.responsableInvalido);
    return user;
  }

  async function save(companyId: string, before: D, set: Set): Promise<D> {
    const after = await store.update(companyId, before._id, set);
    if (after === 'duplicate') throw new HttpError(409, duplicado.editar);
    if (!after) throw new HttpError(404, texts.noExiste);
    return after;
  }

  const logEvent = levelLog<D>(events, 'Proyecto', config.loggedFields, (doc) => ({ projectId: doc._id.toHexString() }));

  /** An edit of an active project, logged as 'editar'. */
  async function edit({ companyId, project }: ProjectScope<D>, set: Set, actor: Actor): Promise<Item> {
    const after = await save(companyId, project, set);
    await logEvent(companyId, actor, 'editar', project, after);
    return item(companyId, after);
  }

  return {
    async list(
      companyId: string,
      query: PageRequest & { deleted?: 'true' | 'false' | undefined },
      viewer: { userType: string; userId: string },
    ): Promise<Page<Item> & { cupo: { used: number; limit: number } }> {
      const companyUser = viewer.userType === 'UsuarioEmpresa';
      // 'Mostrar Eliminados' is the administrators' (§6): company users never see deleted projects.
      if (companyUser && query.deleted === 'true') throw new HttpError(403, common.forbidden);
      const [page, used, company] = await Promise.all([
        store.list(companyId, query, { includeDeleted: query.deleted === 'true', responsable: companyUser ? viewer.userId : undefined }),
        store.countActive(companyId),
        admin.company(companyId),
      ]);
      return { ...page, items: await config.items(companyId, page.items, new Date()), cupo: { used, limit: company ? config.limitOf(company) : 0 } };
    },

    get: ({ companyId, project }: ProjectScope<D>) => item(companyId, project),

    async create(companyId: string, input: Create, actor: Actor, log: LogFailure): Promise<Item> {
      const company = await admin.company(companyId);
      if (!company) throw new HttpError(404, messages.contexto.noSeEncuentraEmpresa);
      const NombreProyecto = input.NombreProyecto.trim();
      const key = nameKey(NombreProyecto);
      if (await store.nameTaken(companyId, {}, key)) throw new HttpError(409, duplicado.nuevo);
      const responsable = input.ResponsableId ? snapshotOf(await responsableUser(companyId, input.ResponsableId)) : null;
      const now = new Date();
      const doc = config.newDoc(
        {
          _id: new Types.ObjectId(),
          companyId: new Types.ObjectId(companyId),
          NombreProyecto,
          nombreKey: key,
          FechaCreacion: now,
          Responsable: responsable,
          Responsables: [],
          Estado: 'Activo',
          FechaEliminacion: null,
          EliminadoPor: null,
          AlertaEliminacion: false,
          DiasEliminacion: null,
          createdAt: now,
        },
        input,
      );
      const projectId = doc._id.toHexString();
      const created = await quota.within(companyId, projectId, texts.limite, () => store.insert(companyId, doc), new HttpError(409, duplicado.nuevo));
      await logEvent(companyId, actor, 'crear', null, created);
      await quota.reportUsage(companyId, log);
      return config.created(created, now);
    },

    async update(scope: ProjectScope<D>, input: Update, actor: Actor): Promise<Item> {
      const { companyId, project } = scope;
      assertActive(project, texts.noExiste);
      const NombreProyecto = input.NombreProyecto.trim();
      const key = nameKey(NombreProyecto);
      if (await store.nameTaken(companyId, {}, key, project._id)) throw new HttpError(409, duplicado.editar);
      return edit(scope, { NombreProyecto, nombreKey: key, ...config.updateSet?.(input) } as Set, actor);
    },

    async remove({ companyId, project }: ProjectScope<D>, actor: Actor, log: LogFailure): Promise<Item> {
      if (project.Estado === 'Eliminado') throw new HttpError(409, texts.yaEliminado);
      const now = new Date();
      const NombreProyecto = withDeletedSuffix(project.NombreProyecto, now);
      const set = {
        NombreProyecto,
        nombreKey: nameKey(NombreProyecto),
        Estado: 'Eliminado',
        FechaEliminacion: now,
        EliminadoPor: { id: new Types.ObjectId(actor.id), Nombre: actor.name },
        AlertaEliminacion: true,
        DiasEliminacion: DIAS_ELIMINACION,
      } as Set;
      const after = await save(companyId, project, set);
      await quota.release(companyId, after._id.toHexString());
      await logEvent(companyId, actor, 'eliminar', project, after);
      await quota.reportUsage(companyId, log);
      return item(companyId, after);
    },

    async restore({ companyId, project }: ProjectScope<D>, actor: Actor, log: LogFailure): Promise<Item> {
      if (project.Estado !== 'Eliminado') throw new HttpError(409, texts.noEliminado);
      const projectId = project._id.toHexString();
      const restored = { Estado: 'Activo', FechaEliminacion: null, EliminadoPor: null, AlertaEliminacion: false, DiasEliminacion: null } as Set;
      // The original name comes back unless another project took it meanwhile: then the project
      // keeps its suffixed name (still unique) and can be renamed with Editar.
      const original = withoutDeletedSuffix(project.NombreProyecto);
      const originalKey = nameKey(original);
      const write = async (): Promise<D | null> => {
        let after: D | null | 'duplicate' = 'duplicate';
        if (!(await store.nameTaken(companyId, {}, originalKey, project._id))) {
          after = await store.update(companyId, project._id, { ...restored, NombreProyecto: original, nombreKey: originalKey });
        }
        if (after === 'duplicate') after = await store.update(companyId, project._id, restored);
        return after === 'duplicate' ? null : after;
      };
      const after = await quota.within(companyId, projectId, texts.limiteRestaurar, write, new HttpError(404, texts.noExiste));
      await logEvent(companyId, actor, 'restaurar', project, after);
      await quota.reportUsage(companyId, log);
      return item(companyId, after);
    },

    async setResponsable(scope: ProjectScope<D>, userId: string, actor: Actor): Promise<Item> {
      assertActive(scope.project, texts.noExiste);
      const user = await responsableUser(scope.companyId, userId);
      return edit(scope, { Responsable: snapshotOf(user) } as Set, actor);
    },

    async setResponsables(scope: ProjectScope<D>, userIds: string[], actor: Actor): Promise<Item> {
      assertActive(scope.project, texts.noExiste);
      const allowed = new Set((await moduleUsers(scope.companyId)).map((user) => user.id));
      const wanted = [...new Set(userIds)];
      if (wanted.some((id) => !allowed.has(id))) throw new HttpError(400, texts.responsableInvalido);
      return edit(scope, { Responsables: wanted.map((id) => new Types.ObjectId(id)) } as Set, actor);
    },

    /** 'Asignar responsables' / 'Elige al responsable': the company's users with the module, by name. */
    async usuarios(companyId: string) {
      const users = await moduleUsers(companyId);
      return {
        items: users
          .map((user) => ({ id: user.id, NombreCompleto: user.NombreCompleto, Cargo: user.Cargo, Email: user.Email }))
          .sort((a, b) => a.NombreCompleto.localeCompare(b.NombreCompleto, 'es')),
      };
    },

    /**
     * The scheduled purge: projects deleted more than DiasEliminacion days ago go for good with
     * everything below them (lifecycle handlers) and their files. Returns how many went.
     */
    async purge(now: Date): Promise<number> {
      let purged = 0;
      for (const project of await store.deletedBefore(now)) {
        if (!project.FechaEliminacion || !graceOver(project.FechaEliminacion, project.DiasEliminacion, now)) continue;
        const companyId = project.companyId.toHexString();
        const projectId = project._id.toHexString();
        await lifecycle.purgeProject(companyId, projectId);
        await files.releaseOwners(companyId, [{ entity: 'Proyecto', id: projectId }]);
        await quota.release(companyId, projectId);
        if ((await store.removeDeleted(companyId, project._id)) === 0) continue;
        purged++;
        await events.append({
          companyId,
          actor: { id: 'sistema', name: 'Sistema' },
          entity: 'Proyecto',
          entityId: projectId,
          action: 'purgar',
          parents: { projectId },
        });
      }
      return purged;
    },

    /** Company cascade: projects and quota slots. */
    deleteCompany: async (companyId: string): Promise<number> => (await store.deleteCompany(companyId)) + (await quota.deleteCompany(companyId)),
    removeUser: (companyId: string, userId: string) => store.removeUser(companyId, userId),
  };
}

export type ProyectosService<
  D extends ProyectoRecord,
  Item,
  Create extends { NombreProyecto: string; ResponsableId?: string | undefined },
  Update extends { NombreProyecto: string },
> = ReturnType<typeof proyectosService<D, Item, Create, Update>>;

/** How often the purges of deleted projects and listados past their grace run. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

interface Cascaded {
  deleteCompany(companyId: string): Promise<number>;
  removeUser(companyId: string, userId: string): Promise<number>;
}

/** Registers a level's company and user cascades under `name`. */
export function registerCascades(context: ModuleContext, name: string, service: Cascaded): void {
  context.cascades.register({
    name,
    deleteCompany: (companyId) => service.deleteCompany(companyId),
    removeUser: (companyId, userId) => service.removeUser(companyId, userId),
  });
}

/** Registers the projects' company and user cascades and their scheduled purge ('purga-proyectos'). */
export function registerProyectos(context: ModuleContext, service: Cascaded & { purge(now: Date): Promise<number> }): void {
  registerCascades(context, 'proyectos', service);
  context.scheduler.every('purga-proyectos', PURGE_INTERVAL_MS, (now) => service.purge(now));
}
