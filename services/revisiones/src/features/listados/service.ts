import { Types } from 'mongoose';
import type { EndpointRequest, Page } from '@insp/contracts';
import type { ListadoItem, ListadoListQuery, listadosEndpoints } from '@insp/contracts';
import { DIAS_ELIMINACION, graceOver, nameKey } from '@insp/domain';
import { common } from '@insp/messages';
import { revisiones as texts } from '@insp/messages/revisiones';
import { HttpError } from '@insp/service-kit';
import { spec } from '../../module.ts';
import type { FeatureDeps } from '../../shared/feature.ts';
import { assertProjectActive, type ListadoDoc, type ListadoScope, type RevisionScope } from '../../shared/hierarchy.ts';
import { chooseResponsable } from '../../shared/responsable.ts';
import { LOGGED_FIELDS, toListadoItem } from './mappers.ts';
import type { ListadosRepository } from './repository.ts';

type Actor = { id: string; name: string };
type Body = EndpointRequest<typeof listadosEndpoints.create>['body'];
const errors = texts.listados.errors;
const record = (doc: object) => doc as unknown as Record<string, unknown>;

/** The rules of listados (spec 001 §§2, 4, 5): unique name within the revision, soft delete, restore within the quota, dates. */
export function listadosService(repository: ListadosRepository, { context, lifecycle }: FeatureDeps) {
  const { admin, events, files } = context;

  async function items(companyId: string, docs: ListadoDoc[]): Promise<ListadoItem[]> {
    const counts = await repository.observationCounts(
      companyId,
      docs.map((doc) => doc._id),
    );
    const now = new Date();
    return docs.map((doc) => {
      const id = doc._id.toHexString();
      return toListadoItem(doc, { total: counts.total.get(id) ?? 0, resueltas: counts.resueltas.get(id) ?? 0 }, now);
    });
  }

  async function item(companyId: string, doc: ListadoDoc): Promise<ListadoItem> {
    const [one] = await items(companyId, [doc]);
    if (!one) throw new HttpError(404, errors.noExiste);
    return one;
  }

  async function save(scope: ListadoScope, set: Partial<ListadoDoc>, actor: Actor, action: string): Promise<ListadoItem> {
    const after = await repository.update(scope.companyId, scope.listado._id, set);
    if (after === 'duplicate') throw new HttpError(409, errors.nombreDuplicado);
    if (!after) throw new HttpError(404, errors.noExiste);
    await logEvent(scope.companyId, actor, action, scope.listado, after);
    return item(scope.companyId, after);
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: ListadoDoc | null, after: ListadoDoc): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: 'Listado',
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: { projectId: after.projectId.toHexString(), revisionId: after.revisionId.toHexString(), listadoId: after._id.toHexString() },
    });
  }

  /** Writes need an active project and an active listado. */
  function writable(scope: ListadoScope): void {
    assertProjectActive(scope.project);
    if (scope.listado.Estado === 'Eliminado') throw new HttpError(409, errors.yaEliminado);
  }

  return {
    async list({ companyId, revision }: RevisionScope, query: ListadoListQuery, companyUser: boolean): Promise<Page<ListadoItem>> {
      // Deleted listados (with their countdown) are the managers' to see and restore.
      const page = await repository.list(companyId, revision._id, query, { orden: query.orden, includeDeleted: !companyUser });
      return { ...page, items: await items(companyId, page.items) };
    },

    get: ({ companyId, listado }: ListadoScope) => item(companyId, listado),

    async create({ companyId, project, revision }: RevisionScope, body: Body, actor: Actor): Promise<ListadoItem> {
      assertProjectActive(project);
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, revision._id, key)) throw new HttpError(409, errors.nombreDuplicado);
      const now = new Date();
      const doc: ListadoDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: project._id,
        revisionId: revision._id,
        Nombre: body.Nombre,
        nombreKey: key,
        Responsable: await chooseResponsable(admin, companyId, body.ResponsableId, now),
        FechaCreacion: now,
        FechaPropuesta: null,
        FechaReal: null,
        Estado: 'Activo',
        FechaEliminacion: null,
        AlertaEliminacion: false,
        DiasEliminacion: null,
        createdAt: now,
      };
      const created = await repository.insert(companyId, doc);
      if (!created) throw new HttpError(409, errors.nombreDuplicado);
      await logEvent(companyId, actor, 'crear', null, created);
      return toListadoItem(created, { total: 0, resueltas: 0 }, now);
    },

    async update(scope: ListadoScope, body: Body, actor: Actor): Promise<ListadoItem> {
      writable(scope);
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(scope.companyId, scope.revision._id, key, scope.listado._id)) throw new HttpError(409, errors.nombreDuplicado);
      const set: Partial<ListadoDoc> = { Nombre: body.Nombre, nombreKey: key };
      if (scope.listado.Responsable?.id.toHexString() !== body.ResponsableId) {
        set.Responsable = await chooseResponsable(admin, scope.companyId, body.ResponsableId);
      }
      return save(scope, set, actor, 'editar');
    },

    /** Soft delete: the listado goes for good after DiasEliminacion days ('purga-listados'). */
    async remove(scope: ListadoScope, actor: Actor): Promise<ListadoItem> {
      writable(scope);
      return save(scope, { Estado: 'Eliminado', FechaEliminacion: new Date(), AlertaEliminacion: true, DiasEliminacion: DIAS_ELIMINACION }, actor, 'eliminar');
    },

    /** §4: a deleted listado comes back only while RevisionesUsados < LimiteRevisiones. */
    async restore(scope: ListadoScope, actor: Actor): Promise<ListadoItem> {
      assertProjectActive(scope.project);
      if (scope.listado.Estado !== 'Eliminado') throw new HttpError(409, errors.noEliminado);
      const quota = await admin.quota(scope.companyId, spec.module, await repository.activeProjects(scope.companyId));
      if (!quota.Activado) throw new HttpError(403, common.moduleDisabled);
      if (!quota.allowed) throw new HttpError(409, errors.limiteRestaurar);
      return save(scope, { Estado: 'Activo', FechaEliminacion: null, AlertaEliminacion: false, DiasEliminacion: null }, actor, 'restaurar');
    },

    async setFecha(scope: ListadoScope, field: 'FechaPropuesta' | 'FechaReal', fecha: string, actor: Actor): Promise<ListadoItem> {
      writable(scope);
      // A calendar date (yyyy-MM-dd) is that day at 00:00 UTC; a date-time is kept as given.
      return save(scope, { [field]: new Date(fecha) }, actor, 'editar');
    },

    /** The scheduled purge of listados past their grace; returns how many went. */
    async purge(now: Date): Promise<number> {
      const due = (await repository.deletedBefore(now)).filter(
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
      await files.releaseOwners(companyId, listadoIds.map((id) => ({ entity: 'Listado', id })));
      await repository.deleteByIds(companyId, listadoIds);
    },

    /** onPurgeProject: every listado of the project, with its files. */
    async purgeProject(companyId: string, projectId: string): Promise<void> {
      const ids = await repository.idsOfProject(companyId, projectId);
      if (ids.length > 0) await files.releaseOwners(companyId, ids.map((id) => ({ entity: 'Listado', id })));
      await repository.deleteProject(companyId, projectId);
    },

    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type ListadosService = ReturnType<typeof listadosService>;
