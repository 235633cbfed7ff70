import { Types } from 'mongoose';
import type { EndpointRequest, InternalUser, Page } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { DIAS_ELIMINACION, graceOver, nameKey, withDeletedSuffix, withoutDeletedSuffix } from '@insp/domain';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { quotaSlots } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { spec } from '../../module.ts';
import { record, type Actor, type FeatureDeps } from '../../shared/feature.ts';
import { assertProjectActive, type ProyectoDoc } from '../../shared/hierarchy.ts';
import { snapshotOf } from '../../shared/responsable.ts';
import { LOGGED_FIELDS, toProyectoItem } from './mappers.ts';
import type { ProyectosRepository } from './repository.ts';

type ProyectoItem = checklistRevisiones.ProyectoItem;
type CreateInput = EndpointRequest<typeof checklistRevisiones.proyectosEndpoints.create>['body'];
type UpdateInput = EndpointRequest<typeof checklistRevisiones.proyectosEndpoints.update>['body'];

const MODULE = spec.module;
const errors = texts.proyectos.errors;

/** The rules of checklist projects (spec 001 §§4-6): names, quota (CheckList), soft delete, restore, responsibles, purge. */
export function proyectosService(repository: ProyectosRepository, { context, lifecycle }: FeatureDeps) {
  const { admin, events, files } = context;
  const slots = quotaSlots(context.db);

  async function items(companyId: string, docs: ProyectoDoc[]): Promise<ProyectoItem[]> {
    const { carpetas, avance } = await repository.counts(
      companyId,
      docs.map((doc) => doc._id),
    );
    const now = new Date();
    return docs.map((doc) => toProyectoItem(doc, carpetas.get(doc._id.toHexString()) ?? 0, avance(doc._id), now));
  }

  async function item(companyId: string, doc: ProyectoDoc): Promise<ProyectoItem> {
    const [one] = await items(companyId, [doc]);
    if (!one) throw new HttpError(404, errors.noExiste);
    return one;
  }

  /** Tells admin the used count (CheckListUsados); a failure is logged, never undoes the write. */
  async function reportUsage(companyId: string, log: (error: unknown) => void): Promise<void> {
    try {
      await admin.reportUsage(companyId, MODULE, await repository.countActive(companyId));
    } catch (error) {
      log(error);
    }
  }

  /** Takes a quota slot for the project (LimiteCheckList); 409 `limitText` at the limit. */
  async function claimSlot(companyId: string, projectId: string, limitText: string): Promise<void> {
    const quota = await admin.quota(companyId, MODULE, await repository.countActive(companyId));
    if (!quota.Activado) throw new HttpError(403, common.moduleDisabled);
    if (!quota.allowed) throw new HttpError(409, limitText);
    if (await slots.claim(companyId, MODULE, projectId, quota.limit)) return;
    // A create that died between its claim and its insert leaves a slot without a project.
    if ((await slots.reconcile(companyId, MODULE, await repository.activeIds(companyId))) > 0) {
      if (await slots.claim(companyId, MODULE, projectId, quota.limit)) return;
    }
    throw new HttpError(409, limitText);
  }

  async function checklistUsers(companyId: string): Promise<InternalUser[]> {
    return admin.usersWithModule(companyId, MODULE);
  }

  async function responsableUser(companyId: string, userId: string): Promise<InternalUser> {
    const user = (await checklistUsers(companyId)).find((candidate) => candidate.id === userId);
    if (!user) throw new HttpError(400, errors.responsableInvalido);
    return user;
  }

  async function save(companyId: string, before: ProyectoDoc, set: Partial<ProyectoDoc>): Promise<ProyectoDoc> {
    const after = await repository.update(companyId, before._id, set);
    if (after === 'duplicate') throw new HttpError(409, errors.nombreDuplicado);
    if (!after) throw new HttpError(404, errors.noExiste);
    return after;
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: ProyectoDoc | null, after: ProyectoDoc): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: 'Proyecto',
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: { projectId: after._id.toHexString() },
    });
  }

  return {
    async list(companyId: string, query: checklistRevisiones.ProyectoListQuery, viewer: { userType: string; userId: string }): Promise<Page<ProyectoItem> & { cupo: checklistRevisiones.Cupo }> {
      const companyUser = viewer.userType === 'UsuarioEmpresa';
      // 'Mostrar Eliminados' is the administrators' (§6).
      if (companyUser && query.deleted === 'true') throw new HttpError(403, common.forbidden);
      const [page, used, company] = await Promise.all([
        repository.list(companyId, query, { includeDeleted: query.deleted === 'true', responsable: companyUser ? viewer.userId : undefined }),
        repository.countActive(companyId),
        admin.company(companyId),
      ]);
      return { ...page, items: await items(companyId, page.items), cupo: { used, limit: company?.CheckList.LimiteCheckList ?? 0 } };
    },

    get: (companyId: string, project: ProyectoDoc) => item(companyId, project),

    async create(companyId: string, input: CreateInput, actor: Actor, log: (error: unknown) => void): Promise<ProyectoItem> {
      const company = await admin.company(companyId);
      if (!company) throw new HttpError(404, texts.contexto.noSeEncuentraEmpresa);
      const NombreProyecto = input.NombreProyecto.trim();
      const key = nameKey(NombreProyecto);
      if (await repository.nameTaken(companyId, key)) throw new HttpError(409, errors.nombreDuplicado);
      const responsable = input.ResponsableId ? snapshotOf(await responsableUser(companyId, input.ResponsableId)) : null;
      const now = new Date();
      const doc: ProyectoDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        NombreProyecto,
        nombreKey: key,
        Tipo: 'CheckList',
        FechaCreacion: now,
        Responsable: responsable,
        Responsables: [],
        Estado: 'Activo',
        FechaEliminacion: null,
        EliminadoPor: null,
        AlertaEliminacion: false,
        DiasEliminacion: null,
        createdAt: now,
      };
      const projectId = doc._id.toHexString();
      await claimSlot(companyId, projectId, errors.limite);
      let created: ProyectoDoc | null;
      try {
        created = await repository.insert(companyId, doc);
      } catch (error) {
        await slots.release(companyId, MODULE, projectId);
        throw error;
      }
      if (!created) {
        await slots.release(companyId, MODULE, projectId);
        throw new HttpError(409, errors.nombreDuplicado);
      }
      await logEvent(companyId, actor, 'crear', null, created);
      await reportUsage(companyId, log);
      return toProyectoItem(created, 0, { Resueltas: 0, TotalRespuestas: 0 }, now);
    },

    async update(companyId: string, project: ProyectoDoc, input: UpdateInput, actor: Actor): Promise<ProyectoItem> {
      assertProjectActive(project);
      const NombreProyecto = input.NombreProyecto.trim();
      const key = nameKey(NombreProyecto);
      if (await repository.nameTaken(companyId, key, project._id)) throw new HttpError(409, errors.nombreDuplicado);
      const after = await save(companyId, project, { NombreProyecto, nombreKey: key });
      await logEvent(companyId, actor, 'editar', project, after);
      return item(companyId, after);
    },

    async remove(companyId: string, project: ProyectoDoc, actor: Actor, log: (error: unknown) => void): Promise<ProyectoItem> {
      if (project.Estado === 'Eliminado') throw new HttpError(409, errors.yaEliminado);
      const now = new Date();
      const NombreProyecto = withDeletedSuffix(project.NombreProyecto, now);
      const after = await save(companyId, project, {
        NombreProyecto,
        nombreKey: nameKey(NombreProyecto),
        Estado: 'Eliminado',
        FechaEliminacion: now,
        EliminadoPor: { id: new Types.ObjectId(actor.id), Nombre: actor.name },
        AlertaEliminacion: true,
        DiasEliminacion: DIAS_ELIMINACION,
      });
      await slots.release(companyId, MODULE, after._id.toHexString());
      await logEvent(companyId, actor, 'eliminar', project, after);
      await reportUsage(companyId, log);
      return item(companyId, after);
    },

    async restore(companyId: string, project: ProyectoDoc, actor: Actor, log: (error: unknown) => void): Promise<ProyectoItem> {
      if (project.Estado !== 'Eliminado') throw new HttpError(409, errors.noEliminado);
      const projectId = project._id.toHexString();
      await claimSlot(companyId, projectId, errors.limiteRestaurar);
      const restored = { Estado: 'Activo' as const, FechaEliminacion: null, EliminadoPor: null, AlertaEliminacion: false, DiasEliminacion: null };
      // The original name comes back unless another project took it meanwhile (then it keeps the suffixed one).
      const original = withoutDeletedSuffix(project.NombreProyecto);
      const originalKey = nameKey(original);
      let after: ProyectoDoc | null | 'duplicate' = 'duplicate';
      try {
        if (!(await repository.nameTaken(companyId, originalKey, project._id))) {
          after = await repository.update(companyId, project._id, { ...restored, NombreProyecto: original, nombreKey: originalKey });
        }
        if (after === 'duplicate') after = await repository.update(companyId, project._id, restored);
      } catch (error) {
        await slots.release(companyId, MODULE, projectId);
        throw error;
      }
      if (!after || after === 'duplicate') {
        await slots.release(companyId, MODULE, projectId);
        throw new HttpError(404, errors.noExiste);
      }
      await logEvent(companyId, actor, 'restaurar', project, after);
      await reportUsage(companyId, log);
      return item(companyId, after);
    },

    async setResponsable(companyId: string, project: ProyectoDoc, userId: string, actor: Actor): Promise<ProyectoItem> {
      assertProjectActive(project);
      const after = await save(companyId, project, { Responsable: snapshotOf(await responsableUser(companyId, userId)) });
      await logEvent(companyId, actor, 'editar', project, after);
      return item(companyId, after);
    },

    async setResponsables(companyId: string, project: ProyectoDoc, userIds: string[], actor: Actor): Promise<ProyectoItem> {
      assertProjectActive(project);
      const allowed = new Set((await checklistUsers(companyId)).map((user) => user.id));
      const wanted = [...new Set(userIds)];
      if (wanted.some((id) => !allowed.has(id))) throw new HttpError(400, errors.responsableInvalido);
      const after = await save(companyId, project, { Responsables: wanted.map((id) => new Types.ObjectId(id)) });
      await logEvent(companyId, actor, 'editar', project, after);
      return item(companyId, after);
    },

    async usuarios(companyId: string): Promise<checklistRevisiones.UsuariosChecklist> {
      const users = await checklistUsers(companyId);
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
      for (const project of await repository.deletedBefore(now)) {
        if (!project.FechaEliminacion || !graceOver(project.FechaEliminacion, project.DiasEliminacion, now)) continue;
        const companyId = project.companyId.toHexString();
        const projectId = project._id.toHexString();
        await lifecycle.purgeProject(companyId, projectId);
        await files.releaseOwners(companyId, [{ entity: 'Proyecto', id: projectId }]);
        await slots.release(companyId, MODULE, projectId);
        if ((await repository.remove(companyId, project._id)) === 0) continue;
        purged++;
        await events.append({ companyId, actor: { id: 'sistema', name: 'Sistema' }, entity: 'Proyecto', entityId: projectId, action: 'purgar', parents: { projectId } });
      }
      return purged;
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await repository.deleteCompany(companyId)) + (await slots.deleteCompany(companyId));
    },

    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type ProyectosService = ReturnType<typeof proyectosService>;
