import type { Page } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { HttpError, oid, type PageRequest, paginate } from '@insp/service-kit';
import { type Model, Types } from 'mongoose';

import type { ModuleContext } from '../context.ts';
import { levelLog, levelRemovals, recordOf } from './levels.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { HierarchyMessages } from './messages.ts';
import { type Actor, type HierarchyDeps, registerCascades } from './proyectos.ts';
import { hierarchyStore, type ProyectoRecord, type RevisionRecord } from './records.ts';
import { chooseResponsable } from './responsable.ts';
import { assertActive, type ProjectScope, type RevisionScope } from './scopes.ts';

/** A service's revisions collection: the shared storage calls plus the table's list and the revision's listados. */
export function revisionesStore<D extends RevisionRecord>(model: Model<Omit<D, '_id'>>, listadosCollection: string) {
  const store = hierarchyStore<D>(model);
  return {
    ...store,

    list(companyId: string, projectId: Types.ObjectId, page: PageRequest): Promise<Page<D>> {
      return paginate(model, { companyId: oid(companyId), projectId } as never, { nombreKey: 1, _id: 1 }, page) as Promise<Page<D>>;
    },

    /** The revision's listados (read by collection name: the listados feature owns them). */
    async listadosOf(companyId: string, revisionId: Types.ObjectId): Promise<{ _id: Types.ObjectId; Estado: string }[]> {
      return model.db
        .collection<{ _id: Types.ObjectId; Estado: string }>(listadosCollection)
        .find({ companyId: oid(companyId), revisionId }, { projection: { _id: 1, Estado: 1 } })
        .toArray();
    },
  };
}

export type RevisionesStore<D extends RevisionRecord> = ReturnType<typeof revisionesStore<D>>;

export interface RevisionesConfig<D extends RevisionRecord, Item> {
  loggedFields: readonly string[];
  /** The table's rows of some revisions of one project (what lies below each one counted here). */
  items(companyId: string, projectId: Types.ObjectId, docs: D[]): Promise<Item[]>;
  /** The row of a revision just created. */
  created(doc: D): Item;
  /** After a rename: the service keeps the names it copies below in step. */
  renamed?(companyId: string, before: D, after: D): Promise<void>;
}

/** The rules of revisions (spec 001 §5): unique name within the project, a responsible, delete only without listados. */
export function revisionesService<D extends RevisionRecord, Item>(
  { context, lifecycle }: HierarchyDeps,
  store: RevisionesStore<D>,
  messages: HierarchyMessages,
  config: RevisionesConfig<D, Item>,
) {
  const texts = {
    ...messages.revisiones.errors,
    proyectoNoExiste: messages.proyectos.errors.noExiste,
    responsableInvalido: messages.proyectos.errors.responsableInvalido,
  };
  const { admin, events, files } = context;
  const MODULE = context.spec.module;
  type Set = Partial<Omit<D, '_id'>>;

  async function item(companyId: string, doc: D): Promise<Item> {
    const [one] = await config.items(companyId, doc.projectId, [doc]);
    if (one === undefined) throw new HttpError(404, texts.noEncontrada);
    return one;
  }

  const logEvent = levelLog<D>(events, 'Revision', config.loggedFields, (doc) => ({
    projectId: doc.projectId.toHexString(),
    revisionId: doc._id.toHexString(),
  }));

  const responsable = (companyId: string, userId: string, now?: Date) => chooseResponsable(admin, MODULE, texts.responsableInvalido, companyId, userId, now);

  return {
    async list({ companyId, project }: ProjectScope<ProyectoRecord>, page: PageRequest): Promise<Page<Item>> {
      const result = await store.list(companyId, project._id, page);
      return { ...result, items: await config.items(companyId, project._id, result.items) };
    },

    get: ({ companyId, revision }: RevisionScope<ProyectoRecord, D>) => item(companyId, revision),

    async create({ companyId, project }: ProjectScope<ProyectoRecord>, body: { Nombre: string; ResponsableId: string }, actor: Actor): Promise<Item> {
      assertActive(project, texts.proyectoNoExiste);
      const key = nameKey(body.Nombre);
      if (await store.nameTaken(companyId, { projectId: project._id }, key)) throw new HttpError(409, texts.nombreDuplicado);
      const now = new Date();
      const doc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: project._id,
        Nombre: body.Nombre,
        nombreKey: key,
        Responsable: await responsable(companyId, body.ResponsableId, now),
        FechaCreacion: now,
        createdAt: now,
      } as D;
      const created = await store.insert(companyId, doc);
      if (!created) throw new HttpError(409, texts.nombreDuplicado);
      await logEvent(companyId, actor, 'crear', null, created);
      return config.created(created);
    },

    async update(
      { companyId, project, revision }: RevisionScope<ProyectoRecord, D>,
      body: { Nombre: string; ResponsableId: string },
      actor: Actor,
    ): Promise<Item> {
      assertActive(project, texts.proyectoNoExiste);
      const key = nameKey(body.Nombre);
      if (await store.nameTaken(companyId, { projectId: project._id }, key, revision._id)) throw new HttpError(409, texts.nombreDuplicado);
      const set = { Nombre: body.Nombre, nombreKey: key } as Set;
      // Choosing the same person again keeps the date they were first assigned.
      if (revision.Responsable?.id.toHexString() !== body.ResponsableId) set.Responsable = await responsable(companyId, body.ResponsableId);
      const after = await store.update(companyId, revision._id, set);
      if (after === 'duplicate') throw new HttpError(409, texts.nombreDuplicado);
      if (!after) throw new HttpError(404, texts.noEncontrada);
      if (after.Nombre !== revision.Nombre) await config.renamed?.(companyId, revision, after);
      await logEvent(companyId, actor, 'editar', revision, after);
      return item(companyId, after);
    },

    /**
     * §5: a revision with listados cannot be deleted. Listados already deleted (in their grace) do
     * not count: they go for good with the revision, with everything below them.
     */
    async remove({ companyId, project, revision }: RevisionScope<ProyectoRecord, D>, actor: Actor): Promise<{ id: string }> {
      assertActive(project, texts.proyectoNoExiste);
      const listados = await store.listadosOf(companyId, revision._id);
      if (listados.some((listado) => listado.Estado !== 'Eliminado')) throw new HttpError(409, texts.conListados);
      await lifecycle.deleteListados(
        companyId,
        listados.map((listado) => listado._id.toHexString()),
      );
      const revisionId = revision._id.toHexString();
      await files.releaseOwners(companyId, [{ entity: 'Revision', id: revisionId }]);
      await store.deleteWhere(companyId, { _id: revision._id });
      await events.append({
        companyId,
        actor,
        entity: 'Revision',
        entityId: revisionId,
        action: 'eliminar',
        changes: events.diff(recordOf(revision), {}, ['Nombre']),
        parents: { projectId: project._id.toHexString(), revisionId },
      });
      return { id: revisionId };
    },

    /** A purged project's revisions go (lifecycle onPurgeProject), with their files; company and user cascades. */
    ...levelRemovals(store, files, 'Revision'),
  };
}

/** Registers the revisions' part of a project's purge and their company and user cascades. */
export function registerRevisiones(
  context: ModuleContext,
  lifecycle: Lifecycle,
  service: {
    purgeProject(companyId: string, projectId: string): Promise<void>;
    deleteCompany(companyId: string): Promise<number>;
    removeUser(companyId: string, userId: string): Promise<number>;
  },
): void {
  lifecycle.onPurgeProject((companyId, projectId) => service.purgeProject(companyId, projectId));
  registerCascades(context, 'revisiones', service);
}
