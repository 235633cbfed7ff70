import type { EndpointRequest } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { eventAppender, type ModuleContext, revisarCorreccion, type RevisionCorreccion } from '@insp/module-service';
import { HttpError, keyedQueue } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { Types } from 'mongoose';

import { assertListadoWritable, type ErrorTipoScope, type ListadoScope, parentsOf } from '../../shared/hierarchy.ts';
import { type Autor, RESPUESTA_ENTITY, type RespuestaDoc } from '../../shared/respuestas.ts';
import { EDITABLE, historyFields, toRespuestaItem } from './mappers.ts';
import type { RespuestaChanges, RespuestasRepository } from './repository.ts';

type RespuestaItem = checklistRevisiones.RespuestaItem;
type CaptureBody = EndpointRequest<typeof checklistRevisiones.respuestasEndpoints.capture>['body'];
type UpdateBody = EndpointRequest<typeof checklistRevisiones.respuestasEndpoints.update>['body'];
type ListQuery = EndpointRequest<typeof checklistRevisiones.respuestasEndpoints.list>['query'];
const t = texts.respuestas;

/**
 * Answers of an error type (spec 001 §2 'Answers page', issue 7 'Capture'): a responsible user
 * records a photo, a comment and an Estado on an error type of a listado's room and subcontract;
 * idempotent by clientId; 'Resuelto' sets FechaResuelta. Listed by creation date, keyset pages.
 */
export function respuestasService(context: ModuleContext, repository: RespuestasRepository, log: FastifyBaseLogger) {
  /** Events feed the history and the live screens; a failed append must not undo (or duplicate) a capture. */
  const appendEvent = eventAppender(context, log);

  async function found(scope: ErrorTipoScope, respuestaId: string): Promise<RespuestaDoc> {
    const doc = await repository.findInErrorTipo(scope.companyId, scope.errorTipo._id, respuestaId);
    if (!doc) throw new HttpError(404, t.errors.noExiste);
    return doc;
  }

  const writes = keyedQueue();

  /** An edit (see update), on the stored version: a stale Version sent is refused (409). */
  async function updateNow(scope: ErrorTipoScope, respuestaId: string, actor: Autor, body: UpdateBody): Promise<checklistRevisiones.RespuestaUpdated> {
    const before = await found(scope, respuestaId);
    const version = before.Version ?? 0;
    if (body.Version !== undefined && body.Version !== version) throw new HttpError(409, t.errors.conflicto);
    const changes: RespuestaChanges = {};
    if (body.Comentario !== undefined && body.Comentario !== before.Comentario) changes.Comentario = body.Comentario;
    if (body.Estado !== undefined && body.Estado !== before.Estado) {
      changes.Estado = body.Estado;
      changes.FechaResuelta = body.Estado === 'Resuelto' ? (before.FechaResuelta ?? new Date()) : null;
    }
    let after = before;
    if (Object.keys(changes).length > 0) {
      const stored = await repository.update(scope.companyId, before._id, version, { ...changes, EditReponsible: actor });
      // Another replica wrote in between (or it was deleted): nothing of this edit was stored.
      if (!stored) throw new HttpError(409, t.errors.conflicto);
      after = stored;
      const diff = context.events.diff(historyFields(before), historyFields(after), EDITABLE);
      await appendEvent({
        companyId: scope.companyId,
        actor,
        entity: RESPUESTA_ENTITY,
        entityId: before._id.toHexString(),
        action: 'editar',
        changes: diff,
        parents: parentsOf(before),
      });
    }
    const onlyComment = body.Estado === undefined;
    return { message: onlyComment ? t.success.comentario : t.success.actualizada, item: toRespuestaItem(after) };
  }

  /**
   * A step of the director's review of a fix reported through the portal (issue 20 §2): accepted
   * (the answer becomes 'Resuelto', FechaResuelta now unless it was) or returned; 409 when no fix
   * waits. Recorded in the answer's history with the fix before and after.
   */
  async function reviewNow(
    scope: ErrorTipoScope,
    respuestaId: string,
    actor: Autor,
    decision: RevisionCorreccion,
  ): Promise<checklistRevisiones.RespuestaUpdated> {
    const before = await found(scope, respuestaId);
    const now = new Date();
    const step = revisarCorreccion(before.correccion, decision, now);
    const changes: RespuestaChanges = { correccion: step.correccion };
    if (step.aceptada && before.Estado !== 'Resuelto') {
      changes.Estado = 'Resuelto';
      changes.FechaResuelta = before.FechaResuelta ?? now;
    }
    const stored = await repository.update(scope.companyId, before._id, before.Version ?? 0, { ...changes, EditReponsible: actor });
    if (!stored) throw new HttpError(409, t.errors.conflicto);
    await appendEvent({
      companyId: scope.companyId,
      actor,
      entity: RESPUESTA_ENTITY,
      entityId: before._id.toHexString(),
      action: step.action,
      changes: { ...step.changes, ...context.events.diff(historyFields(before), historyFields(stored), EDITABLE) },
      parents: parentsOf(before),
    });
    return { message: step.message, item: toRespuestaItem(stored) };
  }

  return {
    /** The director accepts the fix reported through the portal: the answer becomes 'Resuelto'. */
    async aceptarCorreccion(scope: ErrorTipoScope, respuestaId: string, actor: Autor): Promise<checklistRevisiones.RespuestaUpdated> {
      assertListadoWritable(scope);
      return writes.run(`${scope.companyId}:${respuestaId}`, () => reviewNow(scope, respuestaId, actor, { aceptar: true }));
    },

    /** The director returns the fix with a comment: the subcontractor may report again. */
    async devolverCorreccion(scope: ErrorTipoScope, respuestaId: string, actor: Autor, comentario: string): Promise<checklistRevisiones.RespuestaUpdated> {
      assertListadoWritable(scope);
      return writes.run(`${scope.companyId}:${respuestaId}`, () => reviewNow(scope, respuestaId, actor, { devolver: comentario }));
    },

    async capture(scope: ErrorTipoScope, actor: Autor, body: CaptureBody): Promise<{ item: RespuestaItem; created: boolean }> {
      assertListadoWritable(scope);
      const { companyId, revision, listado, recinto, subcontrato, errorTipo } = scope;
      let inserted: RespuestaDoc | null = null;
      const { id, created } = await context.capture.once(companyId, body.clientId, RESPUESTA_ENTITY, async () => {
        if (!recinto.Activado || !subcontrato.Activado || !errorTipo.Activado) throw new HttpError(409, t.errors.desactivado);
        const respuestaId = new Types.ObjectId();
        const owner = { entity: RESPUESTA_ENTITY, id: respuestaId.toHexString(), projectId: listado.projectId.toHexString() };
        // Attach first: a foreign or unknown file refuses the capture before anything is stored.
        if (body.Imagen) await context.files.attach(companyId, [body.Imagen], owner);
        const now = new Date();
        try {
          inserted = await repository.insertNumbered(companyId, respuestaId, {
            projectId: listado.projectId,
            revisionId: listado.revisionId,
            listadoId: listado._id,
            recintoId: recinto._id,
            subcontratoId: subcontrato._id,
            errorTipoId: errorTipo._id,
            clientId: body.clientId,
            Imagen: body.Imagen ? new Types.ObjectId(body.Imagen) : null,
            Comentario: body.Comentario,
            Estado: body.Estado,
            FechaCreacion: now,
            FechaResuelta: body.Estado === 'Resuelto' ? now : null,
            EditReponsible: null,
            createdBy: actor,
            NombreRevision: revision.Nombre,
            NombreListado: listado.Nombre,
            NombreRecinto: recinto.Nombre,
            NombreSubcontrato: subcontrato.Nombre,
            NombreErrorTipo: errorTipo.Nombre,
          });
        } catch (error) {
          if (body.Imagen) await context.files.releaseOwners(companyId, [owner]).catch(() => undefined);
          throw error;
        }
        await appendEvent({ companyId, actor, entity: RESPUESTA_ENTITY, entityId: owner.id, action: 'crear', parents: parentsOf(inserted) });
        return owner.id;
      });
      const doc: RespuestaDoc | null = inserted ?? (await repository.findById(companyId, new Types.ObjectId(id)));
      if (!doc) throw new HttpError(404, t.errors.noExiste);
      return { item: toRespuestaItem(doc), created };
    },

    async list(scope: ErrorTipoScope, query: ListQuery): Promise<checklistRevisiones.RespuestaKeysetPage> {
      const page = await repository.keysetPage(scope.companyId, scope.errorTipo._id, query.orden === 'desc' ? -1 : 1, query.after ?? null, query.limit);
      return { items: page.items.map(toRespuestaItem), next: page.next };
    },

    get: async (scope: ErrorTipoScope, respuestaId: string): Promise<RespuestaItem> => toRespuestaItem(await found(scope, respuestaId)),

    /**
     * Edits the comment and/or the Estado: 'Resuelto' sets FechaResuelta (kept when it already was),
     * any other state clears it. A comment-only edit answers 'Comentario Editado Correctamente'.
     */
    async update(scope: ErrorTipoScope, respuestaId: string, actor: Autor, body: UpdateBody): Promise<checklistRevisiones.RespuestaUpdated> {
      assertListadoWritable(scope);
      // One answer's edits in turn: each reads what the previous one stored (issue 17 §3).
      return writes.run(`${scope.companyId}:${respuestaId}`, () => updateNow(scope, respuestaId, actor, body));
    },

    /** The capture page's tree (active rooms → subcontracts → error types, by name). */
    async arbol({ companyId, listado }: ListadoScope): Promise<checklistRevisiones.ArbolCaptura> {
      const { recintos, subcontratos, erroresTipo } = await repository.arbol(companyId, listado._id);
      const node = (doc: { _id: Types.ObjectId; Nombre: string }) => ({ id: doc._id.toHexString(), Nombre: doc.Nombre });
      return {
        recintos: recintos.map((recinto) => ({
          ...node(recinto),
          subcontratos: subcontratos
            .filter((sub) => sub.recintoId.equals(recinto._id))
            .map((sub) => ({ ...node(sub), erroresTipo: erroresTipo.filter((error) => error.subcontratoId.equals(sub._id)).map(node) })),
        })),
      };
    },
  };
}

export type RespuestasService = ReturnType<typeof respuestasService>;
