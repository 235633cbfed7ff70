import type { InternalUser } from '@insp/contracts';
import type { NeoAsignado, NeoAsignadoList, NeoAsignadoResult, NeoAsignados, NeoAsignadoUpdateBody, NeoAsignarBody } from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';
import type { AppendEvent, ModuleContext } from '@insp/module-service';
import { HttpError, keyedQueue, oid } from '@insp/service-kit';
import { Types } from 'mongoose';

import { entities } from '../../shared/collections.ts';
import type { AsignadoOTDoc } from '../../shared/documents.ts';
import type { Actor } from '../../shared/feature.ts';
import { type AsignadoScope, assertWritable, type ChecklistScope } from '../../shared/scopes.ts';
import type { Unidades } from '../../shared/unidades.ts';
import { usuariosOT } from '../../shared/users.ts';
import { toNeoAsignado } from './mappers.ts';
import type { AsignacionesRepository } from './repository.ts';

const texts = neo.asignaciones;

/** The rules of a checklist's assigned spaces (spec 002 §5 assign spaces, §4 deactivate / reactivate). */
export function asignacionesService(
  repository: AsignacionesRepository,
  context: ModuleContext,
  ledger: Unidades,
  appendEvent: (event: AppendEvent) => Promise<void>,
) {
  const { admin } = context;
  // One space's edits in turn in this process: its quantity in the ledger and on the record agree.
  const writes = keyedQueue();

  /** The reviewers must be users of the company with the ChecklistsOT flag (not deleted). */
  async function revisoresOf(companyId: string, ids: string[]): Promise<Types.ObjectId[]> {
    const allowed = new Set((await usuariosOT(admin, companyId)).map((user) => user.id));
    if (ids.some((id) => !allowed.has(id))) throw new HttpError(400, texts.validation.revisorInvalido);
    return ids.map((id) => oid(id));
  }

  async function usersOf(companyId: string, docs: AsignadoOTDoc[]): Promise<Map<string, InternalUser>> {
    const ids = [...new Set(docs.flatMap((doc) => doc.Revisores.map((id) => id.toHexString())))];
    if (ids.length === 0) return new Map();
    const users = await admin.usersByIds(companyId, ids);
    return new Map(users.map((user) => [user.id, user]));
  }

  async function items(scope: ChecklistScope, docs: AsignadoOTDoc[]): Promise<NeoAsignado[]> {
    const { companyId, checklist } = scope;
    const [users, figures] = await Promise.all([
      usersOf(companyId, docs),
      repository.figures(companyId, docs.length === 1 ? { asignadoId: (docs[0] as AsignadoOTDoc)._id } : { checklistId: checklist._id }),
    ]);
    return docs.map((doc) => toNeoAsignado(doc, checklist, users, figures));
  }

  const event = (companyId: string, actor: Actor, action: string, doc: AsignadoOTDoc, changes?: AppendEvent['changes']) =>
    appendEvent({
      companyId,
      actor,
      entity: entities.asignado,
      entityId: doc._id.toHexString(),
      action,
      ...(changes ? { changes } : {}),
      parents: { projectId: doc.projectId.toHexString(), checklistId: doc.checklistId.toHexString(), asignadoId: doc._id.toHexString() },
    });

  async function save(
    scope: AsignadoScope,
    set: Partial<Pick<AsignadoOTDoc, 'Cantidad' | 'Asignado' | 'Revisores'>>,
    actor: Actor,
    message: string,
  ): Promise<NeoAsignadoResult> {
    const { companyId, project, asignado } = scope;
    assertWritable(project);
    const after = await repository.update(companyId, asignado._id, set);
    if (!after) throw new HttpError(404, texts.errors.noExiste);
    const changes = context.events.diff(
      { Cantidad: asignado.Cantidad, Asignado: asignado.Asignado, Revisores: asignado.Revisores.map(String) },
      { Cantidad: after.Cantidad, Asignado: after.Asignado, Revisores: after.Revisores.map(String) },
      ['Cantidad', 'Asignado', 'Revisores'],
    );
    await event(companyId, actor, 'editar', after, changes);
    const [item] = await items(scope, [after]);
    return { message, asignado: item as NeoAsignado };
  }

  return {
    async list(scope: ChecklistScope): Promise<NeoAsignadoList> {
      return { items: await items(scope, await repository.list(scope.companyId, scope.checklist._id)) };
    },

    async get(scope: AsignadoScope): Promise<NeoAsignado> {
      const [item] = await items(scope, [scope.asignado]);
      return item as NeoAsignado;
    },

    /** Each chosen space of the project gets the quantity and reviewers; spaces already assigned are left as they are. */
    async assign(scope: ChecklistScope, body: NeoAsignarBody, actor: Actor): Promise<NeoAsignados> {
      const { companyId, project, checklist } = scope;
      assertWritable(project);
      const Revisores = await revisoresOf(companyId, body.Revisores);
      const wanted = [...new Set(body.espacioIds)].map((id) => oid(id));
      const espacios = await repository.espacios(companyId, project._id, wanted);
      if (espacios.length !== wanted.length) throw new HttpError(404, neo.espacios.errors.anteriorNoExiste);
      const now = new Date();
      const created: AsignadoOTDoc[] = [];
      for (const espacio of espacios) {
        const doc = await repository.insert(companyId, {
          _id: new Types.ObjectId(),
          companyId: project.companyId,
          projectId: project._id,
          checklistId: checklist._id,
          espacioId: espacio._id,
          Nombre: espacio.Nombre,
          ordenKey: espacio.ordenKey,
          Asignado: true,
          Cantidad: body.Cantidad,
          Revisores,
          createdAt: now,
        });
        if (doc) created.push(doc);
      }
      for (const doc of created) await event(companyId, actor, 'crear', doc);
      return { message: texts.success.agregados, creados: created.length, items: await items(scope, created) };
    },

    /** Complete / edit: quantity, the assigned switch (true reactivates) and the reviewers. */
    async update(scope: AsignadoScope, body: NeoAsignadoUpdateBody, actor: Actor): Promise<NeoAsignadoResult> {
      assertWritable(scope.project);
      const Revisores = await revisoresOf(scope.companyId, body.Revisores);
      // The sheets already written keep their units: the quantity may shrink only down to them. The
      // new quantity is appended to the space's ledger of units first, in order with the sheets'
      // reservations (a sheet added meanwhile is capped by whichever quantity the ledger had then);
      // appended even when unchanged, so a concurrent edit's quantity cannot outlive this one in the ledger.
      return writes.run(scope.asignado._id.toHexString(), async () => {
        const cambio = await ledger.cambiarCantidad(scope.companyId, scope.asignado, body.Cantidad, new Types.ObjectId().toHexString());
        if (!cambio.ok) throw new HttpError(409, texts.errors.cantidadBajoUsadas(cambio.usadas));
        return save(scope, { Cantidad: body.Cantidad, Asignado: body.Asignado, Revisores }, actor, texts.success.actualizado);
      });
    },

    /** 'Eliminar' of a space row deactivates it; its sheets stay. */
    deactivate: (scope: AsignadoScope, actor: Actor) => save(scope, { Asignado: false }, actor, texts.success.desactivado),

    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
    removeUser: (companyId: string, userId: string) => repository.removeUser(companyId, userId),
  };
}

export type AsignacionesService = ReturnType<typeof asignacionesService>;
