import { Types } from 'mongoose';
import type { EndpointRequest, Page } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { HttpError, type PageRequest } from '@insp/service-kit';
import { renameEnRespuestas } from '../../shared/avance.ts';
import { record, type Actor, type FeatureDeps } from '../../shared/feature.ts';
import { assertListadoWritable, parentsOf, type ListadoScope, type RecintoDoc, type RecintoScope } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toRecintoItem } from './mappers.ts';
import type { RecintosRepository } from './repository.ts';

type RecintoItem = checklistRevisiones.RecintoItem;
type CreateBody = EndpointRequest<typeof checklistRevisiones.recintosEndpoints.create>['body'];
type UpdateBody = EndpointRequest<typeof checklistRevisiones.recintosEndpoints.update>['body'];
const t = texts.recintos;

/**
 * Rooms of a listado (spec 001 §5 place dialog): Nombre required and trimmed, unique in the listado
 * ignoring case and accents ('Recintos ya existe'; on edit the same place may keep its name),
 * Activado default true. Removing one removes its subcontracts, error types and answers.
 */
export function recintosService(repository: RecintosRepository, { context, below }: FeatureDeps) {
  const { events } = context;

  async function items(companyId: string, docs: RecintoDoc[]): Promise<RecintoItem[]> {
    const { subcontratos, avance } = await repository.counts(
      companyId,
      docs.map((doc) => doc._id),
    );
    return docs.map((doc) => toRecintoItem(doc, subcontratos.get(doc._id.toHexString()) ?? 0, avance(doc._id)));
  }

  async function item(companyId: string, doc: RecintoDoc): Promise<RecintoItem> {
    const [one] = await items(companyId, [doc]);
    if (!one) throw new HttpError(404, t.errors.noExiste);
    return one;
  }

  async function logEvent(companyId: string, actor: Actor, action: string, before: RecintoDoc | null, after: RecintoDoc): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: 'Recinto',
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? record(before) : {}, record(after), LOGGED_FIELDS),
      parents: parentsOf({ ...after, recintoId: after._id }),
    });
  }

  return {
    async list({ companyId, listado }: ListadoScope, page: PageRequest): Promise<Page<RecintoItem>> {
      const result = await repository.list(companyId, listado._id, page);
      return { ...result, items: await items(companyId, result.items) };
    },

    get: ({ companyId, recinto }: RecintoScope) => item(companyId, recinto),

    async create(scope: ListadoScope, body: CreateBody, actor: Actor): Promise<checklistRevisiones.RecintoMutation> {
      assertListadoWritable(scope);
      const { companyId, listado } = scope;
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, listado._id, key)) throw new HttpError(409, t.errors.nombreDuplicado);
      const now = new Date();
      const doc: RecintoDoc = {
        _id: new Types.ObjectId(),
        companyId: new Types.ObjectId(companyId),
        projectId: listado.projectId,
        revisionId: listado.revisionId,
        listadoId: listado._id,
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
      return { message: t.success.agregado, item: toRecintoItem(created, 0, { Resueltas: 0, TotalRespuestas: 0 }) };
    },

    async update(scope: RecintoScope, body: UpdateBody, actor: Actor): Promise<checklistRevisiones.RecintoMutation> {
      assertListadoWritable(scope);
      const { companyId, listado, recinto } = scope;
      const key = nameKey(body.Nombre);
      if (await repository.nameTaken(companyId, listado._id, key, recinto._id)) throw new HttpError(409, t.errors.nombreDuplicado);
      const set: Partial<RecintoDoc> = { Nombre: body.Nombre, nombreKey: key };
      if (body.Activado !== undefined) set.Activado = body.Activado;
      const after = await repository.update(companyId, recinto._id, set);
      if (after === 'duplicate') throw new HttpError(409, t.errors.nombreDuplicado);
      if (!after) throw new HttpError(404, t.errors.noExiste);
      if (after.Nombre !== recinto.Nombre) await renameEnRespuestas(context.db, companyId, 'recintoId', recinto._id, 'NombreRecinto', after.Nombre);
      await logEvent(companyId, actor, 'editar', recinto, after);
      return { message: t.success.actualizado, item: await item(companyId, after) };
    },

    /** '¿Desea eliminar a al recinto X?': the room with everything below it (answers' photos included). */
    async remove(scope: RecintoScope, actor: Actor): Promise<checklistRevisiones.Deleted> {
      assertListadoWritable(scope);
      const { companyId, recinto } = scope;
      await below.remove(companyId, 'recintoId', [recinto._id]);
      await repository.remove(companyId, recinto._id);
      await events.append({
        companyId,
        actor,
        entity: 'Recinto',
        entityId: recinto._id.toHexString(),
        action: 'eliminar',
        changes: events.diff(record(recinto), {}, ['Nombre']),
        parents: parentsOf({ ...recinto, recintoId: recinto._id }),
      });
      return { message: t.success.eliminado, id: recinto._id.toHexString() };
    },
  };
}

export type RecintosService = ReturnType<typeof recintosService>;
