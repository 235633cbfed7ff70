import type { ObservacionEstado } from '@insp/contracts';
import { type ObservationDays, observationDueDates, observationStatus, observationStatusBounds, observationStatusLabel } from '@insp/domain';
import type { CorreccionDoc } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection, type mongo } from 'mongoose';

import { collections } from './collections.ts';
import type { ListadoDoc } from './hierarchy.ts';

/*
 * The stored shape of an observation (collection `Observaciones`, owned by features/observaciones)
 * and the one way to query it with the screen's filters, shared by the feature and the report code
 * (which may not import a feature).
 */

export interface Autor {
  id: string;
  name: string;
}

/** Collection `Observaciones`: one document per observation (spec 001 §3 Observacion). */
export interface ObservacionDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  revisionId: Types.ObjectId;
  listadoId: Types.ObjectId;
  /** Sequence per listado (unique with companyId + listadoId). */
  Numero: number;
  /** The capturing device's request id (idempotency lives in the capture log; kept for tracing). */
  clientId: string;
  Sector: string;
  Recinto: string;
  Subcontrato: string;
  /** '' when the Subcontrato has none chosen (an edit that changed the Subcontrato clears it). */
  ErrorTipo: string;
  Prioridad: string;
  Comentario: string;
  /** Ids of the attached images (files of the service), at most the company's LimiteFotos (≤ 2). */
  Imagenes: Types.ObjectId[];
  /** The spec's creation field (used as the vocabulary's createdAt). */
  CreatedAt: Date;
  /** When it was resolved; null while open (the status is derived from this, never stored). */
  Resuelta: Date | null;
  EditadoPor: Autor | null;
  /** Edits so far; absent before the first (0). */
  Version?: number;
  /** A fix reported through the contractor portal (issue 20 §2); absent or null without one. */
  correccion?: CorreccionDoc | null;
  createdBy: Autor;
  /** Denormalised for summaries and reports (renames go through `renameObservacionesParent`). */
  NombreProyecto: string;
  NombreRevision: string;
  NombreListado: string;
}

/** The screen's filters ('Filtros'); desde/hasta apply only when both are given. */
export interface ObservacionFilters {
  estado?: ObservacionEstado | undefined;
  prioridad?: string | undefined;
  sector?: string | undefined;
  recinto?: string | undefined;
  subcontrato?: string | undefined;
  errorTipo?: string | undefined;
  desde?: Date | undefined;
  hasta?: Date | undefined;
}

/** Which observations: a listado, a revision (optionally one of its listados) or a whole project. */
export interface ObservacionScope {
  projectId: string;
  revisionId?: string | undefined;
  listadoId?: string | undefined;
}

export function observacionesCollection(db: Connection) {
  return db.collection<ObservacionDoc>(collections.observaciones);
}

/**
 * The database filter of a scope and the screen's filters, at `now` with the project's days:
 * tenant first, parents, equality filters, the date range (both ends only) and the status as
 * CreatedAt bounds + Resuelta null / not null (see @insp/domain observation-status: the status is
 * never stored). Listados in `excludeListados` (soft-deleted ones, for project-wide views) are left
 * out. null when no observation can match (a status no observation can have with these days).
 */
export function observacionesFilter(
  companyId: string,
  scope: ObservacionScope,
  filters: ObservacionFilters,
  days: ObservationDays,
  now: Date,
  excludeListados: Types.ObjectId[] = [],
): mongo.Filter<ObservacionDoc> | null {
  const filter: mongo.Filter<ObservacionDoc> = { companyId: oid(companyId), projectId: oid(scope.projectId) };
  if (scope.revisionId) filter.revisionId = oid(scope.revisionId);
  if (scope.listadoId) filter.listadoId = oid(scope.listadoId);
  else if (excludeListados.length > 0) filter.listadoId = { $nin: excludeListados };
  if (filters.prioridad) filter.Prioridad = filters.prioridad;
  if (filters.sector) filter.Sector = filters.sector;
  if (filters.recinto) filter.Recinto = filters.recinto;
  if (filters.subcontrato) filter.Subcontrato = filters.subcontrato;
  if (filters.errorTipo) filter.ErrorTipo = filters.errorTipo;
  const created: mongo.Filter<ObservacionDoc>[] = [];
  if (filters.desde && filters.hasta) created.push({ CreatedAt: { $gte: filters.desde, $lte: filters.hasta } });
  if (filters.estado) {
    const bounds = observationStatusBounds(filters.estado, days, now);
    if (bounds.none) return null;
    filter.Resuelta = bounds.resuelta ? { $ne: null } : null;
    const range: { $gt?: Date; $lte?: Date } = {};
    if (bounds.after) range.$gt = bounds.after;
    if (bounds.atOrBefore) range.$lte = bounds.atOrBefore;
    if (range.$gt || range.$lte) created.push({ CreatedAt: range });
  }
  if (created.length === 1) Object.assign(filter, created[0]);
  else if (created.length > 1) filter.$and = created;
  return filter;
}

/** Ids of the soft-deleted listados of a project (or revision): their observations stay out of project-wide views. */
export async function deletedListadoIds(db: Connection, companyId: string, scope: ObservacionScope): Promise<Types.ObjectId[]> {
  const filter: mongo.Filter<ListadoDoc> = { companyId: oid(companyId), projectId: oid(scope.projectId), Estado: 'Eliminado' };
  if (scope.revisionId) filter.revisionId = oid(scope.revisionId);
  const docs = await db
    .collection<ListadoDoc>(collections.listados)
    .find(filter, { projection: { _id: 1 } })
    .toArray();
  return docs.map((doc) => doc._id);
}

/** An observation with its status derived at `now` from the project's days (§4). */
export interface ObservacionView extends ObservacionDoc {
  Estado: ObservacionEstado;
  /** 'Vencida' shown as 'Por Resolver'. */
  EstadoLabel: string;
  /** When it becomes 'Por Vencer' and when it is overdue (the due date reports show). */
  PorVencer: Date;
  Vencida: Date;
}

export function observacionView(doc: ObservacionDoc, days: ObservationDays, now: Date): ObservacionView {
  const Estado = observationStatus(doc, days, now);
  const due = observationDueDates(doc.CreatedAt, days);
  return { ...doc, Estado, EstadoLabel: observationStatusLabel(Estado), PorVencer: due.PorVencer, Vencida: due.Vencida };
}

/** Orders a stream can follow: newest first (the screens'), by Numero, or grouped for the list summary. */
export type ObservacionOrder = 'recientes' | 'numero' | 'subcontrato' | 'recinto';

const sorts: Record<ObservacionOrder, Record<string, 1 | -1>> = {
  recientes: { CreatedAt: -1, _id: -1 },
  numero: { listadoId: 1, Numero: 1, _id: 1 },
  subcontrato: { Subcontrato: 1, Recinto: 1, Numero: 1, _id: 1 },
  recinto: { Recinto: 1, Subcontrato: 1, Numero: 1, _id: 1 },
};

export interface StreamOptions {
  /** The project's days (observationDays(project)): the status filter and the derived Estado use them. */
  days: ObservationDays;
  order?: ObservacionOrder;
  /** The instant statuses are computed at (default: now, once for the whole stream). */
  now?: Date;
  /** Documents per round trip (default 500). */
  batchSize?: number;
}

/**
 * Every observation of a listado, revision or project that passes the screen's filters, in order,
 * with its derived status, read through one cursor (memory stays flat for 50,000 rows). For reports
 * (PDF/Excel): `for await (const obs of streamObservaciones(db, companyId, scope, filters, { days }))`.
 * Observations of soft-deleted listados are left out unless the scope is that listado.
 */
export async function* streamObservaciones(
  db: Connection,
  companyId: string,
  scope: ObservacionScope,
  filters: ObservacionFilters,
  options: StreamOptions,
): AsyncGenerator<ObservacionView, void, undefined> {
  const now = options.now ?? new Date();
  const excluded = scope.listadoId ? [] : await deletedListadoIds(db, companyId, scope);
  const filter = observacionesFilter(companyId, scope, filters, options.days, now, excluded);
  if (!filter) return;
  const cursor = observacionesCollection(db)
    .find(filter)
    .sort(sorts[options.order ?? 'recientes'])
    .batchSize(options.batchSize ?? 500);
  try {
    for await (const doc of cursor) yield observacionView(doc, options.days, now);
  } finally {
    await cursor.close();
  }
}

/**
 * Keeps the denormalised names right after a rename of a project, revision or listado (the
 * features that rename call it; it is not a feature import).
 */
export async function renameObservacionesParent(
  db: Connection,
  companyId: string,
  level: 'proyecto' | 'revision' | 'listado',
  id: string,
  nombre: string,
): Promise<number> {
  const [key, field] =
    level === 'proyecto'
      ? (['projectId', 'NombreProyecto'] as const)
      : level === 'revision'
        ? (['revisionId', 'NombreRevision'] as const)
        : (['listadoId', 'NombreListado'] as const);
  const result = await observacionesCollection(db).updateMany({ companyId: oid(companyId), [key]: oid(id) }, { $set: { [field]: nombre } });
  return result.modifiedCount;
}
