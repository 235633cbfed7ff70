import { Types } from 'mongoose';
import type { EndpointRequest, Page } from '@insp/contracts';
import type { RevisionItem, revisionesEndpoints } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { revisiones as texts } from '@insp/messages/revisiones';
import { HttpError, type PageRequest } from '@insp/service-kit';
import type { FeatureDeps } from '../../shared/feature.ts';
import { assertProjectActive, type ProjectScope, type RevisionDoc, type RevisionScope } from '../../shared/hierarchy.ts';
import { chooseResponsable } from '../../shared/responsable.ts';
import { LOGGED_FIELDS, toRevisionItem } from './mappers.ts';
import type { RevisionesRepository } from './repository.ts';

type Actor = { id: string; name: string };
type Body = EndpointRequest<typeof revisionesEndpoints.create>['body'];
const errors = texts.revisiones.errors;
const record = (doc: object) => doc as unknown as Record<string, unknown>;

/** The rules of revisions (spec 001 §5): unique name within the project, a responsible, delete only without listados. */
export function revisionesService(repository: RevisionesRepository, { context, lifecycle }: FeatureDeps) {
  const { admin, events, files } = context;

  async function item(companyId: string, doc: RevisionDoc): Promise<RevisionItem> {
    const counts = await repository.listadoCounts(companyId, [doc._id]);
    return toRevisionItem(doc, counts.get(doc._id.toHexString()) ?? 0);
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
      const counts = await repository.listadoCounts(
        companyId,
        result.items.map((doc) => doc._id),
      );
      return { ...result, items: result.items.map((doc) => toRevisionItem(doc, counts.get(doc._id.toHexString()) ?? 0)) };
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
      return toRevisionItem(created, 0);
    },

    async update({ companyId, project, revision }: RevisionScope, body: Body, actor: Actor): Promise<RevisionItem> {
      assertProjectActive(project);
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, project._id, key, revision._id)) throw new HttpError(409, errors.nombreDuplicado);
      const set: Partial<RevisionDoc> = { Nombre: body.Nombre, nombreKey: key };
      // Choosing the same person again keeps the date they were first assigned.
      if (revision.Responsable?.id.toHexString() !== body.ResponsableId) {
        set.Responsable = await chooseResponsable(admin, companyId, body.ResponsableId);
      }
      const after = await repository.update(companyId, revision._id, set);
      if (after === 'duplicate') throw new HttpError(409, errors.nombreDuplicado);
      if (!after) throw new HttpError(404, errors.noEncontrada);
      await logEvent(companyId, actor, 'editar', revision, after);
      return item(companyId, after);
    },

    /**
     * §5: a revision with listados cannot be deleted. Listados already deleted (in their grace) do
     * not count: they go for good with the revision, observations included.
     */
    async remove({ companyId, project, revision }: RevisionScope, actor: Actor): Promise<{ id: string }> {
      assertProjectActive(project);
      const listados = await repository.listadosOf(companyId, revision._id);
      if (listados.some((listado) => listado.Estado !== 'Eliminado')) throw new HttpError(409, errors.conListados);
      await lifecycle.deleteListados(
        companyId,
        listados.map((listado) => listado._id.toHexString()),
      );
      const revisionId = revision._id.toHexString();
      await files.releaseOwners(companyId, [{ entity: 'Revision', id: revisionId }]);
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

    /** A purged project's revisions go (lifecycle onPurgeProject), with their files. */
    async purgeProject(companyId: string, projectId: string): Promise<void> {
      const ids = await repository.revisionIdsOf(companyId, projectId);
      if (ids.length > 0) await files.releaseOwners(companyId, ids.map((id) => ({ entity: 'Revision', id })));
      await repository.deleteProject(companyId, projectId);
    },

    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type RevisionesService = ReturnType<typeof revisionesService>;
