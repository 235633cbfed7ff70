import { Types } from 'mongoose';
import type { EndpointRequest } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { HttpError } from '@insp/service-kit';
import { renameEnRespuestas } from '../../shared/avance.ts';
import { record, type Actor, type FeatureDeps } from '../../shared/feature.ts';
import { assertListadoWritable, parentsOf, type ErrorTipoDoc, type ErrorTipoScope, type SubcontratoScope } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toErrorTipoItem } from './mappers.ts';
import type { ErroresTipoRepository } from './repository.ts';

type CreateBody = EndpointRequest<typeof checklistRevisiones.erroresTipoEndpoints.create>['body'];
type UpdateBody = EndpointRequest<typeof checklistRevisiones.erroresTipoEndpoints.update>['body'];
const t = texts.erroresTipo;

/** Error types of a subcontract (spec 001 §5): unique in the subcontract ('Error Tipo Existe'); 'Error Tipo Agregado/Actualizado/Eliminado'. */
export function erroresTipoService(repository: ErroresTipoRepository, { context, below }: FeatureDeps) {
  const { events } = context;

  async function item(companyId: string, doc: ErrorTipoDoc): Promise<checklistRevisiones.ErrorTipoItem> {
    return toErrorTipoItem(doc, (await repository.avance(companyId, [doc._id]))(doc._id));
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: ErrorTipoDoc | null, after: ErrorTipoDoc): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: 'ErrorTipo',
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: parentsOf({ ...after, errorTipoId: after._id }),
    });
  }

  return {
    async list({ companyId, subcontrato }: SubcontratoScope): Promise<checklistRevisiones.ErrorTipoList> {
      const docs = await repository.list(companyId, subcontrato._id);
      const avance = await repository.avance(
        companyId,
        docs.map((doc) => doc._id),
      );
      return { items: docs.map((doc) => toErrorTipoItem(doc, avance(doc._id))) };
    },

    get: ({ companyId, errorTipo }: ErrorTipoScope) => item(companyId, errorTipo),

    async create(scope: SubcontratoScope, body: CreateBody, actor: Actor): Promise<checklistRevisiones.ErrorTipoMutation> {
      assertListadoWritable(scope);
      const { companyId, subcontrato } = scope;
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, subcontrato._id, key)) throw new HttpError(409, t.errors.nombreDuplicado);
      const now = new Date();
      const doc: ErrorTipoDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: subcontrato.projectId,
        revisionId: subcontrato.revisionId,
        listadoId: subcontrato.listadoId,
        recintoId: subcontrato.recintoId,
        subcontratoId: subcontrato._id,
        Nombre: body.Nombre,
        nombreKey: key,
        Activado: body.Activado,
        IdReferenceList: null,
        FechaCreacion: now,
        createdAt: now,
      };
      const created = await repository.insert(companyId, doc);
      if (!created) throw new HttpError(409, t.errors.nombreDuplicado);
      await logEvent(companyId, actor, 'crear', null, created);
      return { message: t.success.agregado, item: toErrorTipoItem(created, { Resueltas: 0, TotalRespuestas: 0 }) };
    },

    async update(scope: ErrorTipoScope, body: UpdateBody, actor: Actor): Promise<checklistRevisiones.ErrorTipoMutation> {
      assertListadoWritable(scope);
      const { companyId, subcontrato, errorTipo } = scope;
      const set: Partial<ErrorTipoDoc> = {};
      if (body.Nombre !== undefined) {
        const key = nameKey(body.Nombre);
        if (await repository.nameTaken(companyId, subcontrato._id, key, errorTipo._id)) throw new HttpError(409, t.errors.nombreDuplicado);
        Object.assign(set, { Nombre: body.Nombre, nombreKey: key });
      }
      if (body.Activado !== undefined) set.Activado = body.Activado;
      const after = await repository.update(companyId, errorTipo._id, set);
      if (after === 'duplicate') throw new HttpError(409, t.errors.nombreDuplicado);
      if (!after) throw new HttpError(404, t.errors.noExiste);
      if (after.Nombre !== errorTipo.Nombre) await renameEnRespuestas(context.db, companyId, 'errorTipoId', errorTipo._id, 'NombreErrorTipo', after.Nombre);
      await logEvent(companyId, actor, 'editar', errorTipo, after);
      return { message: t.success.actualizado, item: await item(companyId, after) };
    },

    async remove(scope: ErrorTipoScope, actor: Actor): Promise<checklistRevisiones.Deleted> {
      assertListadoWritable(scope);
      const { companyId, errorTipo } = scope;
      await below.remove(companyId, 'errorTipoId', [errorTipo._id]);
      await repository.remove(companyId, errorTipo._id);
      await events.append({
        companyId,
        actor,
        entity: 'ErrorTipo',
        entityId: errorTipo._id.toHexString(),
        action: 'eliminar',
        changes: events.diff(record(errorTipo), {}, ['Nombre']),
        parents: parentsOf({ ...errorTipo, errorTipoId: errorTipo._id }),
      });
      return { message: t.success.eliminado, id: errorTipo._id.toHexString() };
    },
  };
}

export type ErroresTipoService = ReturnType<typeof erroresTipoService>;
