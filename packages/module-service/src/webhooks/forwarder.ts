import type { ModuleService } from '@insp/contracts';
import { WEBHOOK_TIPOS_CACHE_MS, type WebhookEventoInput, type WebhookTipo } from '@insp/contracts/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import { type Connection, Types } from 'mongoose';

import type { AdminClient, FieldChange } from '../context.ts';
import { eventModel, type StoredEvent } from '../events/model.ts';
import { eventsRepository } from '../events/repository.ts';
import { reporteModels } from '../jobs/model.ts';
import { webhookCursorModel } from './cursor.ts';
import { type WebhookRule, webhookTipoOf } from './rules.ts';

/** How often the forwarder runs (one replica per run, claimed by the scheduler). */
export const WEBHOOK_FORWARD_MS = 5_000;
/**
 * How far behind the cursor each run reads again: ids (and report finish times) of different
 * replicas are not strictly ordered, and a write becomes visible a little after its id was made.
 */
export const WEBHOOK_OVERLAP_MS = 60_000;
/** Events in one batch to admin. */
export const WEBHOOK_FORWARD_BATCH = 100;
/** Events read per page, and at most per run (the next run goes on from where this one stopped). */
const PAGE = 500;
const MAX_PER_RUN = 5_000;

/** One record of a source, in the source's order, and the webhook event it becomes (null: not forwarded). */
interface Candidate {
  id: string;
  companyId: string;
  /** Position in the source (the cursor's `hasta`). */
  at: Date;
  evento: WebhookEventoInput | null;
}

/** Where candidates come from: the event log, or the finished report jobs. */
interface Source {
  name: string;
  /** A number that moves whenever something new may be there (none: always read). */
  mark?(): Promise<number>;
  /** Up to `limit` records from `from` (inclusive) on, after the (at, id) `after` when given, in order. */
  read(from: Date, after: { at: Date; id: string } | null, limit: number): Promise<Candidate[]>;
}

const cambiosOf = (changes: Record<string, FieldChange>) =>
  Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, { anterior: change.old, nuevo: change.new }]));

/** A plain JSON copy (Dates as ISO strings), as admin stores and delivers it. */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function eventSource(db: Connection, rules: readonly WebhookRule[]): Source {
  const Events = eventModel(db);
  // Every append takes the next position of the live feed: an unchanged newest position means no
  // new event, checked in a few lookups of a small table instead of reading the log (on devdb every
  // query of the log scans it).
  const live = eventsRepository(db).live;
  return {
    name: 'eventos',
    mark: () => live.newest(),
    async read(from, after, limit) {
      const lower = after ? { $gt: new Types.ObjectId(after.id) } : { $gte: Types.ObjectId.createFromTime(Math.floor(from.getTime() / 1000)) };
      const events = await Events.find({ _id: lower }).sort({ _id: 1 }).limit(limit).lean<StoredEvent[]>();
      return events.map((event) => {
        const changes = Object.fromEntries(event.changes.map((c) => [c.field, { old: c.old, new: c.new }]));
        const tipo = webhookTipoOf(rules, { entity: event.entity, action: event.action, changes });
        const id = event._id.toHexString();
        return {
          id,
          companyId: event.companyId.toHexString(),
          // The id's own second: the order the window is read in.
          at: event._id.getTimestamp(),
          evento: tipo
            ? {
                id,
                tipo,
                fecha: event.at.toISOString(),
                datos: json({
                  entidad: event.entity,
                  entidadId: event.entityId,
                  accion: event.action,
                  padres: event.parents,
                  ...(event.parents.projectId ? { proyectoId: event.parents.projectId } : {}),
                  actor: { id: event.actor.id, nombre: event.actor.name },
                  cambios: cambiosOf(changes),
                }),
              }
            : null,
        };
      });
    },
  };
}

function reportSource(db: Connection): Source {
  const { Reportes } = reporteModels(db);
  return {
    name: 'reportes',
    async read(from, after, limit) {
      const window = after
        ? { $or: [{ finishedAt: { $gt: after.at } }, { finishedAt: after.at, _id: { $gt: new Types.ObjectId(after.id) } }] }
        : { finishedAt: { $gte: from } };
      const jobs = await Reportes.find({ state: 'listo', ...window })
        .sort({ finishedAt: 1, _id: 1 })
        .limit(limit)
        .select({ companyId: 1, userId: 1, userName: 1, kind: 1, params: 1, fileName: 1, finishedAt: 1, expiresAt: 1 })
        .lean();
      return jobs.flatMap((job) => {
        if (!job.finishedAt) return [];
        const id = job._id.toHexString();
        const projectId = typeof job.params.projectId === 'string' ? job.params.projectId : null;
        const padres: Record<string, string> = projectId ? { projectId } : {};
        const evento: WebhookEventoInput = {
          id,
          tipo: 'informe.listo',
          fecha: job.finishedAt.toISOString(),
          datos: json({
            entidad: 'Reporte',
            entidadId: id,
            accion: 'listo',
            padres,
            ...(projectId ? { proyectoId: projectId } : {}),
            tipoInforme: job.kind,
            nombreArchivo: job.fileName,
            disponibleHasta: job.expiresAt,
            actor: { id: job.userId.toHexString(), nombre: job.userName },
          }),
        };
        return [{ id, companyId: job.companyId.toHexString(), at: job.finishedAt, evento }];
      });
    },
  };
}

export interface WebhookForwarderOptions {
  db: Connection;
  admin: AdminClient;
  modulo: ModuleService;
  rules: readonly WebhookRule[];
  log: FastifyBaseLogger;
}

/**
 * Issue 20 §4: what the module's event log (and its finished reports) says, forwarded to admin's
 * webhook deliveries for the companies whose webhooks want that type. Each run reads what came after
 * the stored cursor (collection `webhook_cursor`) with an overlap window behind it, sends per company
 * in batches of at most 100, and moves the cursor only over what admin confirmed (or what no webhook
 * wants). While admin cannot be reached the run stops where it failed and the next run starts there
 * again: nothing is lost, and an event admin confirmed is not sent again by the forwarder (admin also
 * ignores a repeated event id, which covers two runs at once).
 */
export function webhookForwarder({ db, admin, modulo, rules, log }: WebhookForwarderOptions) {
  const Cursors = webhookCursorModel(db);
  const sources = [eventSource(db, rules), reportSource(db)];

  /** One source, from its cursor on. */
  async function forward(source: Source, now: Date): Promise<void> {
    const stored = await Cursors.findById(source.name).lean();
    // Taken before reading: what is appended meanwhile moves it, so the next run reads again.
    const mark = source.mark ? await source.mark() : null;
    if (stored && mark !== null && stored.marca === mark && !(stored.revisar && now >= stored.revisar)) return;
    const cursor = stored ?? { _id: source.name, hasta: now, hastaId: null, enviados: [], marca: null, revisar: null };
    const from = new Date(cursor.hasta.getTime() - WEBHOOK_OVERLAP_MS);
    const sent = new Map(cursor.enviados.map((entry) => [entry.id, entry.at]));
    const tipos = new Map<string, Set<WebhookTipo> | null>();
    /** The last candidate handled before the first one that could not be sent. */
    let handled: Candidate | null = null;
    let blocked = false;
    /** The newest candidate no webhook wanted by types that may predate it (see `revisar`). */
    let unwantedRecent: Date | null = null;
    let after: { at: Date; id: string } | null = null;
    let read = 0;

    const wanted = async (companyId: string): Promise<Set<WebhookTipo> | null> => {
      if (!tipos.has(companyId)) {
        try {
          tipos.set(companyId, new Set(await admin.webhookTipos(companyId)));
        } catch (error) {
          log.warn({ err: error, companyId }, 'webhook types not available: forwarded on a later run');
          tipos.set(companyId, null);
        }
      }
      return tipos.get(companyId) ?? null;
    };

    while (!blocked && read < MAX_PER_RUN) {
      const page = await source.read(from, after, PAGE);
      read += page.length;
      const last = page.at(-1);
      if (!last) break;
      after = { at: last.at, id: last.id };

      // Per company, what to send; a candidate is 'failed' when its company's types or batch failed.
      const failed = new Set<string>();
      const positions = new Map(page.map((candidate) => [candidate.id, candidate.at]));
      const batches = new Map<string, WebhookEventoInput[]>();
      for (const candidate of page) {
        if (!candidate.evento || sent.has(candidate.id)) continue;
        const types = await wanted(candidate.companyId);
        if (types === null) failed.add(candidate.id);
        else if (types.has(candidate.evento.tipo)) batches.set(candidate.companyId, [...(batches.get(candidate.companyId) ?? []), candidate.evento]);
        else if (candidate.at.getTime() > now.getTime() - WEBHOOK_TIPOS_CACHE_MS && !(unwantedRecent && unwantedRecent >= candidate.at))
          unwantedRecent = candidate.at;
      }
      for (const [companyId, eventos] of batches) {
        for (let i = 0; i < eventos.length; i += WEBHOOK_FORWARD_BATCH) {
          const chunk = eventos.slice(i, i + WEBHOOK_FORWARD_BATCH);
          let answer: 'aceptado' | 'rechazado' | null = null;
          try {
            answer = await admin.webhookEventos(companyId, { modulo, eventos: chunk });
          } catch (error) {
            log.warn({ err: error, companyId }, 'webhook events not delivered to admin: sent again on a later run');
          }
          if (answer === null) {
            for (const rest of eventos.slice(i)) failed.add(rest.id);
            break;
          }
          if (answer === 'rechazado') log.error({ companyId, ids: chunk.map((e) => e.id) }, 'admin refused webhook events: not sent again');
          for (const evento of chunk) sent.set(evento.id, positions.get(evento.id) ?? now);
        }
      }
      for (const candidate of page) {
        if (failed.has(candidate.id)) {
          blocked = true;
          break;
        }
        handled = candidate;
      }
      if (page.length < PAGE) break;
    }

    // Moves over what was handled in order (never past a failure); keeps the confirmed ids still in
    // the window the next run reads again.
    const hasta = handled ? handled.at : cursor.hasta;
    const floor = hasta.getTime() - WEBHOOK_OVERLAP_MS;
    const enviados = [...sent].filter(([, at]) => at.getTime() >= floor).map(([id, at]) => ({ id, at }));
    // The mark counts only for a run that went through everything it could read.
    const marca = !blocked && read < MAX_PER_RUN ? mark : null;
    // The types came from a cache up to WEBHOOK_TIPOS_CACHE_MS old: a webhook created just before an
    // event may not be in them. Such an event is read once more when every answer is newer than it,
    // even if nothing new arrived (an unmoved mark would skip that run, and the event would be lost).
    const revisar = unwantedRecent ? new Date(unwantedRecent.getTime() + WEBHOOK_TIPOS_CACHE_MS) : null;
    // An idle run (nothing new handled or sent) writes nothing.
    const same = (a: { id: string }[], b: { id: string }[]) => a.length === b.length && a.every((entry, i) => entry.id === b[i]?.id);
    const sameRevisar = (stored?.revisar?.getTime() ?? null) === (revisar?.getTime() ?? null);
    if (stored && hasta.getTime() === stored.hasta.getTime() && same(enviados, stored.enviados) && marca === stored.marca && sameRevisar) return;
    await Cursors.updateOne(
      { _id: source.name },
      { $set: { hasta, hastaId: handled ? new Types.ObjectId(handled.id) : (cursor.hastaId ?? null), enviados, marca, revisar } },
      { upsert: true },
    );
  }

  return {
    /** One run over every source (the scheduler's task). */
    async run(now: Date = new Date()): Promise<void> {
      for (const source of sources) await forward(source, now);
    },
  };
}
