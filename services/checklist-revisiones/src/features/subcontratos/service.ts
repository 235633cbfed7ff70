import { Types } from 'mongoose';
import type { EndpointRequest, Page } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { HttpError, type PageRequest } from '@insp/service-kit';
import { renameEnRespuestas } from '../../shared/avance.ts';
import { record, type Actor, type FeatureDeps } from '../../shared/feature.ts';
import { assertListadoWritable, parentsOf, type RecintoScope, type SubcontratoDoc, type SubcontratoScope } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toSubcontratoItem } from './mappers.ts';
import type { SubcontratosRepository } from './repository.ts';

type SubcontratoItem = checklistRevisiones.SubcontratoItem;
type CreateBody = EndpointRequest<typeof checklistRevisiones.subcontratosEndpoints.create>['body'];
type UpdateBody = EndpointRequest<typeof checklistRevisiones.subcontratosEndpoints.update>['body'];
const t = texts.subcontratos;

/** Subcontracts of a room (spec 001 §5): Nombre required, unique in the room ignoring case and accents ('Subcontrato ya existe'); Activado / Desactivado. */
export function subcontratosService(repository: SubcontratosRepository, { context, below }: FeatureDeps) {
  const { events } = context;

  async function items(companyId: string, docs: SubcontratoDoc[]): Promise<SubcontratoItem[]> {
    const { erroresTipo, avance } = await repository.counts(
      companyId,
      docs.map((doc) => doc._id),
    );
    return docs.map((doc) => toSubcontratoItem(doc, erroresTipo.get(doc._id.toHexString()) ?? 0, avance(doc._id)));
  }

  async function item(companyId: string, doc: SubcontratoDoc): Promise<SubcontratoItem> {
    const [one] = await items(companyId, [doc]);
    if (!one) throw new HttpError(404, t.errors.noExiste);
    return one;
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: SubcontratoDoc | null, after: SubcontratoDoc): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: 'Subcontrato',
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: parentsOf({ ...after, subcontratoId: after._id }),
    });
  }

  return {
    async list({ companyId, recinto }: RecintoScope, page: PageRequest): Promise<Page<SubcontratoItem>> {
      const result = await repository.list(companyId, recinto._id, page);
      return { ...result, items: await items(companyId, result.items) };
    },

    get: ({ companyId, subcontrato }: SubcontratoScope) => item(companyId, subcontrato),

    async create(scope: RecintoScope, body: CreateBody, actor: Actor): Promise<checklistRevisiones.SubcontratoMutation> {
      assertListadoWritable(scope);
      const { companyId, recinto } = scope;
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, recinto._id, key)) throw new HttpError(409, t.errors.nombreDuplicado);
      const now = new Date();
      const doc: SubcontratoDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: recinto.projectId,
        revisionId: recinto.revisionId,
        listadoId: recinto.listadoId,
        recintoId: recinto._id,
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
      return { message: t.success.agregado, item: toSubcontratoItem(created, 0, { Resueltas: 0, TotalRespuestas: 0 }) };
    },

    async update(scope: SubcontratoScope, body: UpdateBody, actor: Actor): Promise<checklistRevisiones.SubcontratoMutation> {
      assertListadoWritable(scope);
      const { companyId, recinto, subcontrato } = scope;
      const set: Partial<SubcontratoDoc> = {};
      if (body.Nombre !== undefined) {
        const key = nameKey(body.Nombre);
        if (await repository.nameTaken(companyId, recinto._id, key, subcontrato._id)) throw new HttpError(409, t.errors.nombreDuplicado);
        Object.assign(set, { Nombre: body.Nombre, nombreKey: key });
      }
      if (body.Activado !== undefined) set.Activado = body.Activado;
      const after = await repository.update(companyId, subcontrato._id, set);
      if (after === 'duplicate') throw new HttpError(409, t.errors.nombreDuplicado);
      if (!after) throw new HttpError(404, t.errors.noExiste);
      if (after.Nombre !== subcontrato.Nombre) await renameEnRespuestas(context.db, companyId, 'subcontratoId', subcontrato._id, 'NombreSubcontrato', after.Nombre);
      await logEvent(companyId, actor, 'editar', subcontrato, after);
      return { message: t.success.actualizado, item: await item(companyId, after) };
    },

    async remove(scope: SubcontratoScope, actor: Actor): Promise<checklistRevisiones.Deleted> {
      assertListadoWritable(scope);
      const { companyId, subcontrato } = scope;
      await below.remove(companyId, 'subcontratoId', [subcontrato._id]);
      await repository.remove(companyId, subcontrato._id);
      await events.append({
        companyId,
        actor,
        entity: 'Subcontrato',
        entityId: subcontrato._id.toHexString(),
        action: 'eliminar',
        changes: events.diff(record(subcontrato), {}, ['Nombre']),
        parents: parentsOf({ ...subcontrato, subcontratoId: subcontrato._id }),
      });
      return { message: t.success.eliminado, id: subcontrato._id.toHexString() };
    },
  };
}

export type SubcontratosService = ReturnType<typeof subcontratosService>;
