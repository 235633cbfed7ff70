import { Types } from 'mongoose';
import type { EndpointRequest, Page } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { HttpError, type PageRequest } from '@insp/service-kit';
import { renameEnRespuestas } from '../../shared/avance.ts';
import { record, type Actor, type FeatureDeps } from '../../shared/feature.ts';
import { assertProjectActive, type ProjectScope, type RevisionDoc, type RevisionScope } from '../../shared/hierarchy.ts';
import { chooseResponsable } from '../../shared/responsable.ts';
import { LOGGED_FIELDS, toRevisionItem } from './mappers.ts';
import type { RevisionesRepository } from './repository.ts';

type RevisionItem = checklistRevisiones.RevisionItem;
type Body = EndpointRequest<typeof checklistRevisiones.revisionesEndpoints.create>['body'];
const errors = texts.revisiones.errors;

/** The rules of revisions (spec 001 §5): unique name within the project, a responsible, delete only without listados. */
export function revisionesService(repository: RevisionesRepository, { context, lifecycle }: FeatureDeps) {
  const { admin, events } = context;

  async function items(companyId: string, projectId: Types.ObjectId, docs: RevisionDoc[]): Promise<RevisionItem[]> {
    const { carpetas, avance } = await repository.counts(
      companyId,
      projectId,
      docs.map((doc) => doc._id),
    );
    return docs.map((doc) => toRevisionItem(doc, carpetas.get(doc._id.toHexString()) ?? 0, avance(doc._id)));
  }

  async function item(companyId: string, doc: RevisionDoc): Promise<RevisionItem> {
    const [one] = await items(companyId, doc.projectId, [doc]);
    if (!one) throw new HttpError(404, errors.noEncontrada);
    return one;
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: RevisionDoc | null, after: RevisionDoc): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: 'Revision',
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: { projectId: after.projectId.toHexString(), revisionId: after._id.toHexString() },
    });
  }

  return {
    async list({ companyId, project }: ProjectScope, page: PageRequest): Promise<Page<RevisionItem>> {
      const result = await repository.list(companyId, project._id, page);
      return { ...result, items: await items(companyId, project._id, result.items) };
    },

    get: ({ companyId, revision }: RevisionScope) => item(companyId, revision),

    async create({ companyId, project }: ProjectScope, body: Body, actor: Actor): Promise<RevisionItem> {
      assertProjectActive(project);
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, project._id, key)) throw new HttpError(409, errors.nombreDuplicado);
      const now = new Date();
      const doc: RevisionDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: project._id,
        Nombre: body.Nombre,
        nombreKey: key,
        Responsable: await chooseResponsable(admin, companyId, body.ResponsableId, now),
        FechaCreacion: now,
        createdAt: now,
      };
      const created = await repository.insert(companyId, doc);
      if (!created) throw new HttpError(409, errors.nombreDuplicado);
      await logEvent(companyId, actor, 'crear', null, created);
      return toRevisionItem(created, 0, { Resueltas: 0, TotalRespuestas: 0 });
    },

    async update({ companyId, project, revision }: RevisionScope, body: Body, actor: Actor): Promise<RevisionItem> {
      assertProjectActive(project);
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, project._id, key, revision._id)) throw new HttpError(409, errors.nombreDuplicado);
      const set: Partial<RevisionDoc> = { Nombre: body.Nombre, nombreKey: key };
      if (revision.Responsable?.id.toHexString() !== body.ResponsableId) set.Responsable = await chooseResponsable(admin, companyId, body.ResponsableId);
      const after = await repository.update(companyId, revision._id, set);
      if (after === 'duplicate') throw new HttpError(409, errors.nombreDuplicado);
      if (!after) throw new HttpError(404, errors.noEncontrada);
      if (after.Nombre !== revision.Nombre) await renameEnRespuestas(context.db, companyId, 'revisionId', revision._id, 'NombreRevision', after.Nombre);
      await logEvent(companyId, actor, 'editar', revision, after);
      return item(companyId, after);
    },

    /** §5: a revision with listados cannot be deleted; listados in their grace go for good with it. */
    async remove({ companyId, project, revision }: RevisionScope, actor: Actor): Promise<{ id: string }> {
      assertProjectActive(project);
      const listados = await repository.listadosOf(companyId, revision._id);
      if (listados.some((listado) => listado.Estado !== 'Eliminado')) throw new HttpError(409, errors.conListados);
      await lifecycle.deleteListados(
        companyId,
        listados.map((listado) => listado._id.toHexString()),
      );
      const revisionId = revision._id.toHexString();
      await repository.remove(companyId, revision._id);
      await events.append({
        companyId,
        actor,
        entity: 'Revision',
        entityId: revisionId,
        action: 'eliminar',
        changes: events.diff(record(revision), {}, ['Nombre']),
        parents: { projectId: project._id.toHexString(), revisionId },
      });
      return { id: revisionId };
    },

    purgeProject: (companyId: string, projectId: string) => repository.deleteProject(companyId, projectId),
    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type RevisionesService = ReturnType<typeof revisionesService>;
