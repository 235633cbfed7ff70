import { nameKey, withDeletedSuffix } from '@insp/domain';
import { oid } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { collections } from '../shared/collections.ts';
import type { ListadoDoc, ProyectoDoc, ResponsableSnapshot, RevisionDoc } from '../shared/hierarchy.ts';
import type { ObservacionDoc } from '../shared/observaciones-query.ts';

/*
 * The one part of the seed that writes to the service's database directly: what the API can only
 * stamp with "now" is moved into the past, so the demo looks like two months of work (statuses,
 * due dates, the deleted project's countdown). Only dates change; a name that carries a date (a
 * deleted project's suffix) follows its date, and the event log's times and recorded values follow
 * the records'.
 */

/** The event log of the module platform (packages/module-service events/model.ts). */
const EVENTS = 'eventos';

interface StoredEvent {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  at: Date;
  entity: string;
  entityId: string;
  action: string;
  changes: { field: string; old: unknown; new: unknown }[];
}

export interface DatedRecord {
  id: string;
  createdAt: Date;
}

export interface DatedObservation {
  id: string;
  CreatedAt: Date;
  Resuelta: Date | null;
}

export interface LivedInPlan {
  companyId: string;
  proyectos: (DatedRecord & { FechaEliminacion: Date | null })[];
  revisiones: DatedRecord[];
  listados: DatedRecord[];
  observaciones: DatedObservation[];
}

/**
 * Rewrites the company's documents `ids` of a collection through `change`. devdb (FerretDB on
 * SQLite) takes tens of milliseconds per single-document update but one statement for a whole
 * delete or insert, so the documents are read, removed and inserted again, changed, in three
 * round trips; the gateway is not up yet while the seed runs, so nobody reads in between.
 */
async function rewrite<T extends { _id: Types.ObjectId; companyId: Types.ObjectId }>(
  db: Connection,
  collection: string,
  companyId: Types.ObjectId,
  filter: Record<string, unknown>,
  change: (doc: T) => T | null,
): Promise<void> {
  const target = db.collection<T>(collection);
  const docs = (await target
    .find({ ...filter, companyId } as never)
    .sort({ _id: 1 })
    .toArray()) as T[];
  const changed = docs.map((doc) => ({ before: doc, after: change(doc) })).filter((pair): pair is { before: T; after: T } => pair.after !== null);
  if (changed.length === 0) return;
  await target.deleteMany({ companyId, _id: { $in: changed.map((pair) => pair.before._id) } } as never);
  await target.insertMany(changed.map((pair) => pair.after) as never[], { ordered: false });
}

/** Replaces, inside an event's recorded values, every date and text the plan moved. */
function remap(value: unknown, dates: Map<number, Date>, texts: Map<string, string>): unknown {
  if (value instanceof Date) return dates.get(value.getTime()) ?? value;
  if (typeof value === 'string') return texts.get(value) ?? value;
  if (Array.isArray(value)) return value.map((inner) => remap(inner, dates, texts));
  if (typeof value === 'object' && value !== null && !(value instanceof Types.ObjectId)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, remap(inner, dates, texts)]));
  }
  return value;
}

/** Moves the seeded records' dates (and their events') to the plan's. */
export async function applyLivedIn(db: Connection, plan: LivedInPlan): Promise<void> {
  const companyId = oid(plan.companyId);
  // The instants the API stamped, to recognise them inside the events' recorded values.
  const dates = new Map<number, Date>();
  const texts = new Map<string, string>();
  const eventDates = new Map<string, { createdAt: Date; deletedAt: Date | null }>();

  const moveResponsable = (responsable: ResponsableSnapshot | null, to: Date): ResponsableSnapshot | null => {
    if (!responsable) return null;
    dates.set(responsable.FechaAsignado.getTime(), to);
    return { ...responsable, FechaAsignado: to };
  };

  const proyectos = new Map(plan.proyectos.map((p) => [p.id, p]));
  await rewrite<ProyectoDoc>(db, collections.proyectos, companyId, { _id: { $in: plan.proyectos.map((p) => oid(p.id)) } }, (doc) => {
    const target = proyectos.get(doc._id.toHexString());
    if (!target) return null;
    dates.set(doc.FechaCreacion.getTime(), target.createdAt);
    eventDates.set(`Proyecto:${target.id}`, { createdAt: target.createdAt, deletedAt: target.FechaEliminacion });
    const after: ProyectoDoc = {
      ...doc,
      FechaCreacion: target.createdAt,
      createdAt: target.createdAt,
      Responsable: moveResponsable(doc.Responsable, target.createdAt),
    };
    if (target.FechaEliminacion && doc.FechaEliminacion) {
      dates.set(doc.FechaEliminacion.getTime(), target.FechaEliminacion);
      after.FechaEliminacion = target.FechaEliminacion;
      after.NombreProyecto = withDeletedSuffix(doc.NombreProyecto, target.FechaEliminacion);
      after.nombreKey = nameKey(after.NombreProyecto);
      texts.set(doc.NombreProyecto, after.NombreProyecto);
    }
    return after;
  });

  const hierarchy = <T extends RevisionDoc | ListadoDoc>(collection: string, entity: string, records: DatedRecord[]) => {
    const byId = new Map(records.map((r) => [r.id, r]));
    return rewrite<T>(db, collection, companyId, { _id: { $in: records.map((r) => oid(r.id)) } }, (doc) => {
      const target = byId.get(doc._id.toHexString());
      if (!target) return null;
      dates.set(doc.FechaCreacion.getTime(), target.createdAt);
      eventDates.set(`${entity}:${target.id}`, { createdAt: target.createdAt, deletedAt: null });
      return { ...doc, FechaCreacion: target.createdAt, createdAt: target.createdAt, Responsable: moveResponsable(doc.Responsable, target.createdAt) };
    });
  };
  await hierarchy<RevisionDoc>(collections.revisiones, 'Revision', plan.revisiones);
  await hierarchy<ListadoDoc>(collections.listados, 'Listado', plan.listados);

  const observaciones = new Map(plan.observaciones.map((o) => [o.id, o]));
  await rewrite<ObservacionDoc>(db, collections.observaciones, companyId, { _id: { $in: plan.observaciones.map((o) => oid(o.id)) } }, (doc) => {
    const target = observaciones.get(doc._id.toHexString());
    if (!target) return null;
    eventDates.set(`Observacion:${target.id}`, { createdAt: target.CreatedAt, deletedAt: null });
    return { ...doc, CreatedAt: target.CreatedAt, Resuelta: target.Resuelta };
  });

  // The history shows when things happened: creations at their new dates, later edits just after
  // (in their order), the deletion at its moved date, the recorded values remapped the same way.
  const seen = new Map<string, number>();
  await rewrite<StoredEvent>(db, EVENTS, companyId, { entity: { $in: ['Proyecto', 'Revision', 'Listado', 'Observacion'] } }, (event) => {
    const key = `${event.entity}:${event.entityId}`;
    const when = eventDates.get(key);
    if (!when) return null;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const at = event.action === 'eliminar' && when.deletedAt ? when.deletedAt : new Date(when.createdAt.getTime() + index * 2 * 60_000);
    const changes = event.changes.map((change) => ({ field: change.field, old: remap(change.old, dates, texts), new: remap(change.new, dates, texts) }));
    return { ...event, at, changes };
  });
}
