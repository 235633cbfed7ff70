import type { ListadoRuta, Page } from '@insp/contracts';
import { DIAS_ELIMINACION, graceOver, nameKey } from '@insp/domain';
import { common } from '@insp/messages';
import { HttpError, oid, type PageRequest, paginate, type StableSort } from '@insp/service-kit';
import { type Model, Types } from 'mongoose';

import type { ModuleContext } from '../context.ts';
import { levelLog, levelRemovals } from './levels.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { HierarchyMessages } from './messages.ts';
import { type Actor, type HierarchyDeps, PURGE_INTERVAL_MS, registerCascades } from './proyectos.ts';
import { hierarchyStore, type ListadoRecord, type ProyectoRecord, type RevisionRecord } from './records.ts';
import { chooseResponsable } from './responsable.ts';
import { assertActive, type ListadoScope, type RevisionScope } from './scopes.ts';

/** 'Ordenar por' of the listados table. */
export type ListadoOrden = 'nombre' | 'fecha';

const sorts: Record<ListadoOrden, StableSort> = { nombre: { nombreKey: 1, _id: 1 }, fecha: { FechaCreacion: 1, _id: 1 } };

/** A service's listados collection: the shared storage calls plus the table's list and the quota's count. */
export function listadosStore<D extends ListadoRecord>(model: Model<Omit<D, '_id'>>, proyectosCollection: string) {
  const store = hierarchyStore<D>(model);
  return {
    ...store,

    list(companyId: string, revisionId: Types.ObjectId, page: PageRequest, options: { orden: ListadoOrden; includeDeleted: boolean }): Promise<Page<D>> {
      const filter: Record<string, unknown> = { companyId: oid(companyId), revisionId };
      if (!options.includeDeleted) filter.Estado = 'Activo';
      return paginate(model, filter as never, sorts[options.orden], page) as Promise<Page<D>>;
    },

    /** The company's used count (its active projects), read by collection name. */
    activeProjects: (companyId: string): Promise<number> =>
      model.db.collection(proyectosCollection).countDocuments({ companyId: oid(companyId), Estado: 'Activo' }),
  };
}

export type ListadosStore<D extends ListadoRecord> = ReturnType<typeof listadosStore<D>>;

export interface ListadosConfig<D extends ListadoRecord, Item> {
  loggedFields: readonly string[];
  /** The table's rows of some listados (what lies below each one counted here). */
  items(companyId: string, docs: D[], now: Date): Promise<Item[]>;
  /** The row of a listado just created. */
  created(doc: D, now: Date): Item;
  /** A new listado: the shared fields plus the service's own. */
  newDoc(shared: ListadoRecord): D;
  /** After a rename: the service keeps the names it copies below in step. */
  renamed?(companyId: string, before: D, newName: string): Promise<void>;
}

type Body = { Nombre: string; ResponsableId: string };

/** The rules of listados (spec 001 §§2, 4, 5): unique name within the revision, soft delete, restore within the quota, dates. */
export function listadosService<D extends ListadoRecord, Item>(
  { context, lifecycle }: HierarchyDeps,
  store: ListadosStore<D>,
  messages: HierarchyMessages,
  config: ListadosConfig<D, Item>,
) {
  const texts = {
    ...messages.listados.errors,
    proyectoNoExiste: messages.proyectos.errors.noExiste,
    responsableInvalido: messages.proyectos.errors.responsableInvalido,
  };
  const { admin, events, files } = context;
  const MODULE = context.spec.module;
  type Set = Partial<Omit<D, '_id'>>;
  type Scope = ListadoScope<ProyectoRecord, RevisionRecord, D>;

  async function item(companyId: string, doc: D): Promise<Item> {
    const [one] = await config.items(companyId, [doc], new Date());
    if (one === undefined) throw new HttpError(404, texts.noExiste);
    return one;
  }

  const logEvent = levelLog<D>(events, 'Listado', config.loggedFields, (doc) => ({
    projectId: doc.projectId.toHexString(),
    revisionId: doc.revisionId.toHexString(),
    listadoId: doc._id.toHexString(),
  }));

  async function save(scope: Scope, set: Set, actor: Actor, action: string): Promise<Item> {
    const after = await store.update(scope.companyId, scope.listado._id, set);
    if (after === 'duplicate') throw new HttpError(409, texts.nombreDuplicado);
    if (!after) throw new HttpError(404, texts.noExiste);
    await logEvent(scope.companyId, actor, action, scope.listado, after);
    return item(scope.companyId, after);
  }

  /** Writes need an active project and an active listado. */
  function writable(scope: Scope): void {
    assertActive(scope.project, texts.proyectoNoExiste);
    if (scope.listado.Estado === 'Eliminado') throw new HttpError(409, texts.yaEliminado);
  }

  const responsable = (companyId: string, userId: string, now?: Date) => chooseResponsable(admin, MODULE, texts.responsableInvalido, companyId, userId, now);

  return {
    /** What a service's own listado rules build on (the checklist family's template assignment). */
    helpers: { item, logEvent, writable },

    async list(
      { companyId, revision }: RevisionScope<ProyectoRecord, RevisionRecord>,
      query: PageRequest & { orden: ListadoOrden },
      companyUser: boolean,
    ): Promise<Page<Item>> {
      // Deleted listados (with their countdown) are the managers' to see and restore.
      const page = await store.list(companyId, revision._id, query, { orden: query.orden, includeDeleted: !companyUser });
      return { ...page, items: await config.items(companyId, page.items, new Date()) };
    },

    get: ({ companyId, listado }: Scope) => item(companyId, listado),

    /**
     * The names of the listado's chain for breadcrumbs, from the records its scope has already read:
     * no query, where the three items would each count what lies below them.
     */
    ruta: ({ project, revision, listado }: Scope): ListadoRuta => ({
      NombreProyecto: project.NombreProyecto,
      NombreRevision: revision.Nombre,
      NombreListado: listado.Nombre,
    }),

    async create({ companyId, project, revision }: RevisionScope<ProyectoRecord, RevisionRecord>, body: Body, actor: Actor): Promise<Item> {
      assertActive(project, texts.proyectoNoExiste);
      const key = nameKey(body.Nombre);
      if (await store.nameTaken(companyId, { revisionId: revision._id }, key)) throw new HttpError(409, texts.nombreDuplicado);
      const now = new Date();
      const doc = config.newDoc({
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: project._id,
        revisionId: revision._id,
        Nombre: body.Nombre,
        nombreKey: key,
        Responsable: await responsable(companyId, body.ResponsableId, now),
        FechaCreacion: now,
        FechaPropuesta: null,
        FechaReal: null,
        Estado: 'Activo',
        FechaEliminacion: null,
        AlertaEliminacion: false,
        DiasEliminacion: null,
        createdAt: now,
      });
      const created = await store.insert(companyId, doc);
      if (!created) throw new HttpError(409, texts.nombreDuplicado);
      await logEvent(companyId, actor, 'crear', null, created);
      return config.created(created, now);
    },

    async update(scope: Scope, body: Body, actor: Actor): Promise<Item> {
      writable(scope);
      const key = nameKey(body.Nombre);
      if (await store.nameTaken(scope.companyId, { revisionId: scope.revision._id }, key, scope.listado._id)) throw new HttpError(409, texts.nombreDuplicado);
      const set = { Nombre: body.Nombre, nombreKey: key } as Set;
      if (scope.listado.Responsable?.id.toHexString() !== body.ResponsableId) set.Responsable = await responsable(scope.companyId, body.ResponsableId);
      const result = await save(scope, set, actor, 'editar');
      if (body.Nombre !== scope.listado.Nombre) await config.renamed?.(scope.companyId, scope.listado, body.Nombre);
      return result;
    },

    /** Soft delete: the listado goes for good after DiasEliminacion days ('purga-listados'). */
    async remove(scope: Scope, actor: Actor): Promise<Item> {
      writable(scope);
      return save(
        scope,
        { Estado: 'Eliminado', FechaEliminacion: new Date(), AlertaEliminacion: true, DiasEliminacion: DIAS_ELIMINACION } as Set,
        actor,
        'eliminar',
      );
    },

    /** §4: a deleted listado comes back only while the company is within its quota. */
    async restore(scope: Scope, actor: Actor): Promise<Item> {
      assertActive(scope.project, texts.proyectoNoExiste);
      if (scope.listado.Estado !== 'Eliminado') throw new HttpError(409, texts.noEliminado);
      const quota = await admin.quota(scope.companyId, MODULE, await store.activeProjects(scope.companyId));
      if (!quota.Activado) throw new HttpError(403, common.moduleDisabled);
      if (!quota.allowed) throw new HttpError(409, texts.limiteRestaurar);
      return save(scope, { Estado: 'Activo', FechaEliminacion: null, AlertaEliminacion: false, DiasEliminacion: null } as Set, actor, 'restaurar');
    },

    /** A calendar date ('YYYY-MM-DD', validated by the contract) is stored as written, never as an instant. */
    async setFecha(scope: Scope, field: 'FechaPropuesta' | 'FechaReal', fecha: string, actor: Actor): Promise<Item> {
      writable(scope);
      return save(scope, { [field]: fecha } as Set, actor, 'editar');
    },

    /** The scheduled purge of listados past their grace; returns how many went. */
    async purge(now: Date): Promise<number> {
      const due = (await store.deletedBefore(now)).filter(
        (listado) => listado.FechaEliminacion && graceOver(listado.FechaEliminacion, listado.DiasEliminacion, now),
      );
      const byCompany = new Map<string, string[]>();
      for (const listado of due) {
        const companyId = listado.companyId.toHexString();
        byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), listado._id.toHexString()]);
      }
      for (const [companyId, ids] of byCompany) await lifecycle.deleteListados(companyId, ids);
      return due.length;
    },

    /** onDeleteListado: the listados' own documents and files (after what hangs below them). */
    async deleteListados(companyId: string, listadoIds: string[]): Promise<void> {
      await files.releaseOwners(
        companyId,
        listadoIds.map((id) => ({ entity: 'Listado', id })),
      );
      await store.deleteWhere(companyId, { _id: { $in: listadoIds.map(oid) } });
    },

    /** onPurgeProject: every listado of the project, with its files; company and user cascades. */
    ...levelRemovals(store, files, 'Listado'),
  };
}

/** Registers the listados' lifecycle handlers, company and user cascades and scheduled purge ('purga-listados'). */
export function registerListados(
  context: ModuleContext,
  lifecycle: Lifecycle,
  service: {
    purgeProject(companyId: string, projectId: string): Promise<void>;
    deleteListados(companyId: string, listadoIds: string[]): Promise<void>;
    deleteCompany(companyId: string): Promise<number>;
    removeUser(companyId: string, userId: string): Promise<number>;
    purge(now: Date): Promise<number>;
  },
): void {
  lifecycle.onPurgeProject((companyId, projectId) => service.purgeProject(companyId, projectId));
  lifecycle.onDeleteListado((companyId, listadoIds) => service.deleteListados(companyId, listadoIds));
  registerCascades(context, 'listados', service);
  context.scheduler.every('purga-listados', PURGE_INTERVAL_MS, (now) => service.purge(now));
}
