import type { CatalogItem, HistoryPage, HistoryQuery, InternalCompanyFull } from '@insp/contracts';
import type {
  CatalogosObservacion,
  ObservacionCreateBody,
  ObservacionItem,
  ObservacionKeysetPage,
  ObservacionListQuery,
  ObservacionResumenPage,
  ObservacionResumenQuery,
  ObservacionUpdateBody,
  ObservacionUpdated,
} from '@insp/contracts';
import { OBSERVACIONES_PAGE_SIZE } from '@insp/contracts';
import { nameKey, observationDays } from '@insp/domain';
import { observaciones as texts, revisiones as revisionTexts } from '@insp/messages/revisiones';
import { eventAppender, type ModuleContext, revisarCorreccion, type RevisionCorreccion, toHistoryPage } from '@insp/module-service';
import { HttpError, keyedQueue } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { Types } from 'mongoose';

import { assertProjectActive, type ListadoScope, type ProjectScope } from '../../shared/hierarchy.ts';
import { type Autor, deletedListadoIds, type ObservacionDoc, observacionesFilter, observacionView } from '../../shared/observaciones-query.ts';
import { limiteFotos, toCatalogos, toItem, toResumenItem } from './mappers.ts';
import type { ObservacionChanges, ObservacionesRepository } from './repository.ts';

export const ENTITY = 'Observacion';
/** The fields an edit may change, as the history shows them. */
const EDITABLE = ['Sector', 'Recinto', 'Subcontrato', 'ErrorTipo', 'Prioridad', 'Comentario', 'Resuelta'] as const;

type Subcontrato = InternalCompanyFull['Catalogos']['subcontratos'][number];

const find = <T extends CatalogItem>(items: T[], name: string): T | undefined => {
  const key = nameKey(name);
  return items.find((item) => item.Activado && nameKey(item.Nombre) === key);
};

const parentsOf = (doc: Pick<ObservacionDoc, 'projectId' | 'revisionId' | 'listadoId'>) => ({
  projectId: doc.projectId.toHexString(),
  revisionId: doc.revisionId.toHexString(),
  listadoId: doc.listadoId.toHexString(),
});

/** What the history records of an observation's editable fields (dates as ISO text). */
const historyFields = (doc: ObservacionDoc): Record<string, unknown> => ({
  Sector: doc.Sector,
  Recinto: doc.Recinto,
  Subcontrato: doc.Subcontrato,
  ErrorTipo: doc.ErrorTipo,
  Prioridad: doc.Prioridad,
  Comentario: doc.Comentario,
  Resuelta: doc.Resuelta ? doc.Resuelta.toISOString() : null,
});

export function observacionesService(context: ModuleContext, repository: ObservacionesRepository, log: FastifyBaseLogger) {
  async function companyOf(companyId: string): Promise<InternalCompanyFull> {
    const company = await context.admin.company(companyId);
    if (!company) throw new HttpError(404, revisionTexts.contexto.noSeEncuentraEmpresa);
    return company;
  }

  /** Writes below a deleted project or listado are refused as if they did not exist. */
  function assertWritable(scope: ListadoScope): void {
    assertProjectActive(scope.project);
    if (scope.listado.Estado === 'Eliminado') throw new HttpError(404, revisionTexts.listados.errors.noExiste);
  }

  function subcontratoOf(company: InternalCompanyFull, name: string): Subcontrato {
    const subcontrato = find(company.Catalogos.subcontratos, name);
    if (!subcontrato) throw new HttpError(400, texts.subcontratoUnknown);
    return subcontrato;
  }

  /** The catalogue's own spelling of an Error Tipo of the Subcontrato; '' stays '' only when it has none. */
  function errorTipoOf(subcontrato: Subcontrato, name: string, required: boolean): string {
    if (!name) {
      if (required && subcontrato.ErroresTipoItems.some((item) => item.Activado)) throw new HttpError(400, texts.errorTipoRequired);
      return '';
    }
    const errorTipo = find(subcontrato.ErroresTipoItems, name);
    if (!errorTipo) throw new HttpError(400, texts.errorTipoUnknown);
    return errorTipo.Nombre;
  }

  function catalogue(items: CatalogItem[], name: string, unknown: string): string {
    const item = find(items, name);
    if (!item) throw new HttpError(400, unknown);
    return item.Nombre;
  }

  /** Events feed the history and the live screens; a failed append must not undo (or duplicate) a capture. */
  const appendEvent = eventAppender(context, log);

  const writes = keyedQueue();

  /**
   * 'Editar detalle': only the fields sent change; names from the active catalogues (a name kept
   * as it was is not checked again, so a later deactivated item does not block other edits); a new
   * Subcontrato without an Error Tipo clears it; Resuelta true resolves now, false reopens. An edit
   * made on another Version than the stored one is refused (409).
   */
  async function updateNow(scope: ListadoScope, observacionId: string, actor: Autor, body: ObservacionUpdateBody): Promise<ObservacionUpdated> {
    const { companyId } = scope;
    const before = await repository.findInListado(companyId, scope.listado._id.toHexString(), observacionId);
    if (!before) throw new HttpError(404, texts.notFound);
    const version = before.Version ?? 0;
    if (body.Version !== undefined && body.Version !== version) throw new HttpError(409, texts.conflicto);
    const changed = (value: string | null | undefined, current: string): value is string => typeof value === 'string' && nameKey(value) !== nameKey(current);
    const changes: ObservacionChanges = {};
    const names = [body.Sector, body.Recinto, body.Subcontrato, body.Prioridad, body.ErrorTipo];
    const current = [before.Sector, before.Recinto, before.Subcontrato, before.Prioridad, before.ErrorTipo];
    if (names.some((name, index) => changed(name, current[index] ?? ''))) {
      const company = await companyOf(companyId);
      const { Catalogos } = company;
      if (changed(body.Sector, before.Sector)) changes.Sector = catalogue(Catalogos.sectores, body.Sector, texts.sectorUnknown);
      if (changed(body.Recinto, before.Recinto)) changes.Recinto = catalogue(Catalogos.recintos, body.Recinto, texts.recintoUnknown);
      if (changed(body.Prioridad, before.Prioridad)) changes.Prioridad = catalogue(Catalogos.prioridades, body.Prioridad, texts.prioridadUnknown);
      if (changed(body.Subcontrato, before.Subcontrato)) {
        const subcontrato = subcontratoOf(company, body.Subcontrato);
        changes.Subcontrato = subcontrato.Nombre;
        // The Error Tipo options follow the Subcontrato: without a new one it is cleared.
        changes.ErrorTipo = errorTipoOf(subcontrato, body.ErrorTipo ?? '', false);
      } else if (body.ErrorTipo && changed(body.ErrorTipo, before.ErrorTipo)) {
        changes.ErrorTipo = errorTipoOf(subcontratoOf(company, before.Subcontrato), body.ErrorTipo, false);
      }
    }
    // '' or null clears the Error Tipo.
    if (changes.ErrorTipo === undefined && body.ErrorTipo !== undefined && !body.ErrorTipo && before.ErrorTipo) changes.ErrorTipo = '';
    if (body.Comentario !== undefined && body.Comentario !== before.Comentario) changes.Comentario = body.Comentario;
    if (body.Resuelta === true && !before.Resuelta) changes.Resuelta = new Date();
    if (body.Resuelta === false && before.Resuelta) changes.Resuelta = null;

    let after = before;
    if (Object.keys(changes).length > 0) {
      const stored = await repository.update(companyId, before._id, version, { ...changes, EditadoPor: actor });
      // Another replica wrote in between (or it was deleted): nothing of this edit was stored.
      if (!stored) throw new HttpError(409, texts.conflicto);
      after = stored;
      const diff = context.events.diff(historyFields(before), historyFields(after), EDITABLE);
      await appendEvent({ companyId, actor, entity: ENTITY, entityId: before._id.toHexString(), action: 'editar', changes: diff, parents: parentsOf(before) });
    }
    return { message: texts.updated, item: toItem(observacionView(after, observationDays(scope.project), new Date())) };
  }

  /**
   * A step of the director's review of a fix reported through the portal (issue 20 §2): accepted
   * (the observation is resolved now, if it was not) or returned; 409 when no fix waits. Recorded
   * in the observation's 'Historial' with the fix before and after.
   */
  async function reviewNow(scope: ListadoScope, observacionId: string, actor: Autor, decision: RevisionCorreccion): Promise<ObservacionUpdated> {
    const { companyId } = scope;
    const before = await repository.findInListado(companyId, scope.listado._id.toHexString(), observacionId);
    if (!before) throw new HttpError(404, texts.notFound);
    const now = new Date();
    const step = revisarCorreccion(before.correccion, decision, now);
    const changes: ObservacionChanges = { correccion: step.correccion };
    if (step.aceptada && !before.Resuelta) changes.Resuelta = now;
    const stored = await repository.update(companyId, before._id, before.Version ?? 0, { ...changes, EditadoPor: actor });
    if (!stored) throw new HttpError(409, texts.conflicto);
    const diff = { ...step.changes, ...context.events.diff(historyFields(before), historyFields(stored), ['Resuelta']) };
    await appendEvent({ companyId, actor, entity: ENTITY, entityId: observacionId, action: step.action, changes: diff, parents: parentsOf(before) });
    return { message: step.message, item: toItem(observacionView(stored, observationDays(scope.project), now)) };
  }

  return {
    /** The director accepts the fix reported through the portal: the observation becomes Resuelta. */
    async aceptarCorreccion(scope: ListadoScope, observacionId: string, actor: Autor): Promise<ObservacionUpdated> {
      assertWritable(scope);
      return writes.run(`${scope.companyId}:${observacionId}`, () => reviewNow(scope, observacionId, actor, { aceptar: true }));
    },

    /** The director returns the fix with a comment: the subcontractor may report again. */
    async devolverCorreccion(scope: ListadoScope, observacionId: string, actor: Autor, comentario: string): Promise<ObservacionUpdated> {
      assertWritable(scope);
      return writes.run(`${scope.companyId}:${observacionId}`, () => reviewNow(scope, observacionId, actor, { devolver: comentario }));
    },

    async catalogos(companyId: string): Promise<CatalogosObservacion> {
      return toCatalogos(await companyOf(companyId));
    },

    /**
     * Capture (what the field app did): names from the company's active catalogues, at most
     * LimiteFotos images of the company, the next Numero of the listado. Idempotent by clientId:
     * the repeat answers the first observation with created false.
     */
    async capture(scope: ListadoScope, actor: Autor, body: ObservacionCreateBody): Promise<{ item: ObservacionItem; created: boolean }> {
      assertWritable(scope);
      const { companyId, project, revision, listado } = scope;
      let inserted: ObservacionDoc | null = null;
      const { id, created } = await context.capture.once(companyId, body.clientId, ENTITY, async () => {
        const company = await companyOf(companyId);
        const Sector = catalogue(company.Catalogos.sectores, body.Sector, texts.sectorUnknown);
        const Recinto = catalogue(company.Catalogos.recintos, body.Recinto, texts.recintoUnknown);
        const subcontrato = subcontratoOf(company, body.Subcontrato);
        const ErrorTipo = errorTipoOf(subcontrato, body.ErrorTipo, true);
        const Prioridad = catalogue(company.Catalogos.prioridades, body.Prioridad, texts.prioridadUnknown);
        const limit = limiteFotos(company);
        if (body.Imagenes.length > limit) throw new HttpError(400, texts.tooManyImages(limit));
        if (new Set(body.Imagenes).size !== body.Imagenes.length) throw new HttpError(400, texts.repeatedImage);

        const observacionId = new Types.ObjectId();
        const owner = { entity: ENTITY, id: observacionId.toHexString(), projectId: project._id.toHexString() };
        // Attach first: a foreign or unknown file refuses the capture before anything is stored.
        await context.files.attach(companyId, body.Imagenes, owner);
        try {
          inserted = await repository.insertNumbered(companyId, observacionId, {
            projectId: project._id,
            revisionId: revision._id,
            listadoId: listado._id,
            clientId: body.clientId,
            Sector,
            Recinto,
            Subcontrato: subcontrato.Nombre,
            ErrorTipo,
            Prioridad,
            Comentario: body.Comentario,
            Imagenes: body.Imagenes.map((fileId) => new Types.ObjectId(fileId)),
            CreatedAt: new Date(),
            Resuelta: null,
            EditadoPor: null,
            createdBy: actor,
            NombreProyecto: project.NombreProyecto,
            NombreRevision: revision.Nombre,
            NombreListado: listado.Nombre,
          });
        } catch (error) {
          await context.files.releaseOwners(companyId, [owner]).catch(() => undefined);
          throw error;
        }
        await appendEvent({ companyId, actor, entity: ENTITY, entityId: owner.id, action: 'crear', parents: parentsOf(inserted) });
        return owner.id;
      });
      const doc: ObservacionDoc | null = inserted ?? (await repository.findById(companyId, new Types.ObjectId(id)));
      if (!doc) throw new HttpError(404, texts.notFound);
      return { item: toItem(observacionView(doc, observationDays(project), new Date())), created };
    },

    /** The listado's observations, newest first, one keyset page (one round trip). */
    async list(scope: ListadoScope, query: ObservacionListQuery): Promise<ObservacionKeysetPage> {
      const { companyId, project, listado } = scope;
      const days = observationDays(project);
      const now = new Date();
      const filter = observacionesFilter(companyId, { projectId: project._id.toHexString(), listadoId: listado._id.toHexString() }, query, days, now);
      if (!filter) return { items: [], next: null };
      const page = await repository.keysetPage(companyId, filter, query.after ?? null, query.limit);
      return { items: page.items.map((doc) => toItem(observacionView(doc, days, now))), next: page.next };
    },

    async get(scope: ListadoScope, observacionId: string): Promise<ObservacionItem> {
      const doc = await repository.findInListado(scope.companyId, scope.listado._id.toHexString(), observacionId);
      if (!doc) throw new HttpError(404, texts.notFound);
      return toItem(observacionView(doc, observationDays(scope.project), new Date()));
    },

    /** 'Editar detalle' (see updateNow). */
    async update(scope: ListadoScope, observacionId: string, actor: Autor, body: ObservacionUpdateBody): Promise<ObservacionUpdated> {
      assertWritable(scope);
      // One observation's edits in turn: each reads what the previous one stored (issue 17 §3).
      return writes.run(`${scope.companyId}:${observacionId}`, () => updateNow(scope, observacionId, actor, body));
    },

    async history(scope: ListadoScope, observacionId: string, query: HistoryQuery): Promise<HistoryPage> {
      const doc = await repository.findInListado(scope.companyId, scope.listado._id.toHexString(), observacionId);
      if (!doc) throw new HttpError(404, texts.notFound);
      const options: { limit: number; before?: string } = { limit: query.limit };
      if (query.before) options.before = query.before;
      return toHistoryPage(await context.events.history(scope.companyId, ENTITY, observacionId, options));
    },

    /** The project-wide summary: same filters plus revision and listado, pages of 20 with the total. */
    async summary(scope: ProjectScope, query: ObservacionResumenQuery): Promise<ObservacionResumenPage> {
      const { companyId, project } = scope;
      const days = observationDays(project);
      const now = new Date();
      const where = { projectId: project._id.toHexString(), revisionId: query.revisionId, listadoId: query.listadoId };
      const excluded = query.listadoId ? [] : await deletedListadoIds(context.db, companyId, where);
      const filter = observacionesFilter(companyId, where, query, days, now, excluded);
      if (!filter) return { items: [], total: 0, page: query.page, pageSize: OBSERVACIONES_PAGE_SIZE };
      const page = await repository.page(companyId, filter, query.page, OBSERVACIONES_PAGE_SIZE);
      return { ...page, items: page.items.map((doc) => toResumenItem(observacionView(doc, days, now))) };
    },
  };
}

export type ObservacionesService = ReturnType<typeof observacionesService>;
