import { Types } from 'mongoose';
import type { EndpointRequest, Page } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { DIAS_ELIMINACION, graceOver, nameKey } from '@insp/domain';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { HttpError } from '@insp/service-kit';
import { spec } from '../../module.ts';
import { renameEnRespuestas } from '../../shared/avance.ts';
import { record, type Actor, type FeatureDeps } from '../../shared/feature.ts';
import { assertProjectActive, type ListadoDoc, type ListadoScope, type RevisionScope } from '../../shared/hierarchy.ts';
import { chooseResponsable } from '../../shared/responsable.ts';
import { LOGGED_FIELDS, toChecklistDisponible, toListadoItem } from './mappers.ts';
import type { ListadosRepository } from './repository.ts';

type ListadoItem = checklistRevisiones.ListadoItem;
type Body = EndpointRequest<typeof checklistRevisiones.listadosEndpoints.create>['body'];
type AsignarBody = EndpointRequest<typeof checklistRevisiones.listadosEndpoints.asignarChecklist>['body'];
const errors = texts.listados.errors;

/**
 * The rules of checklist listados (spec 001 §§2, 4, 5): unique name within the revision, soft
 * delete, restore within the quota, dates, and the checklist template: assigning copies it into the
 * listado's own rooms, subcontracts and error types; replacing needs 'Comprendo los riesgos.' and
 * first removes ALL of the listado's rooms, subcontracts, error types, answers and their photos.
 */
export function listadosService(repository: ListadosRepository, { context, lifecycle, below }: FeatureDeps) {
  const { admin, events, files } = context;

  async function items(companyId: string, docs: ListadoDoc[]): Promise<ListadoItem[]> {
    const { carpetas, avance } = await repository.counts(
      companyId,
      docs.map((doc) => doc._id),
    );
    const now = new Date();
    return docs.map((doc) => toListadoItem(doc, carpetas.get(doc._id.toHexString()) ?? 0, avance(doc._id), now));
  }

  async function item(companyId: string, doc: ListadoDoc): Promise<ListadoItem> {
    const [one] = await items(companyId, [doc]);
    if (!one) throw new HttpError(404, errors.noExiste);
    return one;
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

  async function save(scope: ListadoScope, set: Partial<ListadoDoc>, actor: Actor, action: string): Promise<ListadoItem> {
    const after = await repository.update(scope.companyId, scope.listado._id, set);
    if (after === 'duplicate') throw new HttpError(409, errors.nombreDuplicado);
    if (!after) throw new HttpError(404, errors.noExiste);
    await logEvent(scope.companyId, actor, action, scope.listado, after);
    return item(scope.companyId, after);
  }

  function writable(scope: ListadoScope): void {
    assertProjectActive(scope.project);
    if (scope.listado.Estado === 'Eliminado') throw new HttpError(409, errors.yaEliminado);
  }

  return {
    async list({ companyId, revision }: RevisionScope, query: checklistRevisiones.ListadoListQuery, companyUser: boolean): Promise<Page<ListadoItem>> {
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
        ChecklistId: null,
        ChecklistName: null,
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
      return toListadoItem(created, 0, { Resueltas: 0, TotalRespuestas: 0 }, now);
    },

    async update(scope: ListadoScope, body: Body, actor: Actor): Promise<ListadoItem> {
      writable(scope);
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(scope.companyId, scope.revision._id, key, scope.listado._id)) throw new HttpError(409, errors.nombreDuplicado);
      const set: Partial<ListadoDoc> = { Nombre: body.Nombre, nombreKey: key };
      if (scope.listado.Responsable?.id.toHexString() !== body.ResponsableId) set.Responsable = await chooseResponsable(admin, scope.companyId, body.ResponsableId);
      const result = await save(scope, set, actor, 'editar');
      if (body.Nombre !== scope.listado.Nombre) await renameEnRespuestas(context.db, scope.companyId, 'listadoId', scope.listado._id, 'NombreListado', body.Nombre);
      return result;
    },

    async remove(scope: ListadoScope, actor: Actor): Promise<ListadoItem> {
      writable(scope);
      return save(scope, { Estado: 'Eliminado', FechaEliminacion: new Date(), AlertaEliminacion: true, DiasEliminacion: DIAS_ELIMINACION }, actor, 'eliminar');
    },

    /** §4: a deleted listado comes back only while the company is within its quota. */
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
      return save(scope, { [field]: new Date(fecha) }, actor, 'editar');
    },

    async checklistsDisponibles(companyId: string): Promise<checklistRevisiones.ChecklistsDisponibles> {
      const company = await admin.company(companyId);
      if (!company) throw new HttpError(404, texts.contexto.noSeEncuentraEmpresa);
      return {
        items: company.Checklists.filter((checklist) => checklist.Activado)
          .map(toChecklistDisponible)
          .sort((a, b) => nameKey(a.Nombre).localeCompare(nameKey(b.Nombre)) || a.id.localeCompare(b.id)),
      };
    },

    /**
     * Assigns a company checklist: its places, subcontractors and error types are copied into the
     * listado. When the listado already has a checklist, rooms or answers, the caller must have
     * ticked 'Comprendo los riesgos.'; then everything below the listado (answers and their photos
     * included) is removed first. Cannot be reverted.
     */
    async asignarChecklist(scope: ListadoScope, body: AsignarBody, actor: Actor): Promise<checklistRevisiones.ChecklistAsignado> {
      writable(scope);
      const { companyId, listado } = scope;
      const company = await admin.company(companyId);
      if (!company) throw new HttpError(404, texts.contexto.noSeEncuentraEmpresa);
      const checklist = company.Checklists.find((candidate) => candidate.id === body.checklistId && candidate.Activado);
      if (!checklist) throw new HttpError(404, errors.checklistNoEncontrado);
      const replacing = listado.ChecklistId !== null || (await repository.hasContent(companyId, listado._id));
      if (replacing && !body.comprendoLosRiesgos) throw new HttpError(400, errors.comprendoRequerido);
      let respuestasEliminadas = 0;
      if (replacing) {
        respuestasEliminadas = await repository.countRespuestas(companyId, listado._id);
        await below.remove(companyId, 'listadoId', [listado._id]);
      }
      const copiados = await repository.copyTemplate(companyId, listado, checklist, new Date());
      const after = await repository.update(companyId, listado._id, { ChecklistId: new Types.ObjectId(checklist.id), ChecklistName: checklist.Nombre });
      if (!after || after === 'duplicate') throw new HttpError(404, errors.noExiste);
      await logEvent(companyId, actor, replacing ? 'reemplazar-checklist' : 'asignar-checklist', listado, after);
      return { message: texts.listados.checklist.asignado, item: await item(companyId, after), copiados, respuestasEliminadas };
    },

    async purge(now: Date): Promise<number> {
      const due = (await repository.deletedBefore(now)).filter((listado) => listado.FechaEliminacion && graceOver(listado.FechaEliminacion, listado.DiasEliminacion, now));
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

    purgeProject: (companyId: string, projectId: string) => repository.deleteProject(companyId, projectId),
    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type ListadosService = ReturnType<typeof listadosService>;
