import { z } from 'zod';

import { CompanyParams } from './companies.ts';
import { endpoint } from './endpoint.ts';
import { ObjectId } from './identity.ts';

/**
 * Live updates of a module service (issue 6 §2): every write appends an event to the service's
 * event log; `GET /companies/:companyId/events` streams the company's events as server-sent events.
 *
 * Each message is `id: <event id>`, `event: cambio`, `data: <ChangeEvent as JSON>`. The stream
 * carries no field values (a company user may not see every record): a screen refreshes the queries
 * an event names (entity, entityId, parents) and reads them through the ordinary routes.
 * Resume with the `Last-Event-ID` header (or `?after=<id>`): the events missed since then come first
 * (at most EVENT_REPLAY_LIMIT; when more were missed a `reinicio` message follows them, meaning
 * "refresh everything"), then live ones. A `: ping` comment arrives every EVENT_HEARTBEAT_MS.
 * A company user's stream carries only events of projects they see (and events of no project).
 * While a stream is open the server checks its token and session again every EVENT_STREAM_RECHECK_MS,
 * as the request gate does (a block, a deletion, a sign-out, a module switched off): when the check
 * refuses, a `fin` message (`data: EventStreamEnd`) names why and the stream ends; the client then
 * takes the path of any refused request (refresh the session once; signed out when that fails).
 * The server also ends a stream after EVENT_STREAM_MAX_AGE_MS: the client reconnects at once with
 * its current token and Last-Event-ID, losing nothing.
 * The browser reads it with fetch (not EventSource), so the usual `Authorization: Bearer` works.
 */
export const EVENT_STREAM_MESSAGES = { change: 'cambio', resync: 'reinicio', end: 'fin' } as const;
export const EVENT_REPLAY_LIMIT = 500;
export const EVENT_HEARTBEAT_MS = 15_000;
/** As long as an access token lives. */
export const EVENT_STREAM_MAX_AGE_MS = 10 * 60_000;
/**
 * How often an open stream checks its session again: with the session answer reused up to 4 s
 * (service-kit MAX_SESSION_CACHE_MS), a block or sign-out ends the stream within 5 s.
 */
export const EVENT_STREAM_RECHECK_MS = 1_000;

/**
 * The `data` of a `fin` message, sent just before the server ends a stream whose caller may no
 * longer have it: 'sesion' = the token or session is no longer valid (blocked, deleted, signed out,
 * expired), as a 401; 'acceso' = the caller lost the module (theirs or the company's), as a 403.
 */
export const EventStreamEnd = z.object({ motivo: z.enum(['sesion', 'acceso']) });
export type EventStreamEnd = z.infer<typeof EventStreamEnd>;

/** The `data` of a `cambio` message. */
export const ChangeEvent = z.object({
  id: ObjectId,
  at: z.string(),
  /** The spec's entity name: 'Proyecto', 'Revision', 'Listado', 'Observacion'… */
  entity: z.string(),
  entityId: z.string(),
  /** 'crear' | 'editar' | 'eliminar' | 'restaurar' | 'purgar' | … */
  action: z.string(),
  /** Ancestors of the record (projectId, revisionId, listadoId…). */
  parents: z.record(z.string(), z.string()),
});
export type ChangeEvent = z.infer<typeof ChangeEvent>;

export const EventStreamQuery = z.strictObject({
  /** Same as the Last-Event-ID header (the header wins when both are given). */
  after: ObjectId.optional(),
});
export type EventStreamQuery = z.infer<typeof EventStreamQuery>;

/** The stream itself (text/event-stream), documented as text. */
export const EventStreamText = z
  .string()
  .meta({
    description:
      'text/event-stream: mensajes `id`, `event: cambio`, `data: ChangeEvent` (JSON); `event: fin`, `data: EventStreamEnd` antes de cerrar por sesión o acceso; comentario `: ping` cada 15 s.',
  });

/** `GET /companies/:companyId/events[?after=<id>]`: the company's events, live (SSE). */
export const companyEvents = endpoint({
  method: 'GET',
  path: '/companies/:companyId/events',
  summary: 'Eventos de la empresa en vivo (server-sent events; reanuda con Last-Event-ID)',
  tags: ['events'],
  params: CompanyParams,
  query: EventStreamQuery,
  produces: ['text/event-stream'],
  response: EventStreamText,
});

/* ───────────── history ('Historial' of a record) ───────────── */

export const HISTORY_MAX_LIMIT = 100;

/**
 * Query of every `.../historial` route of a record (each feature registers its own with
 * `context.events.history`): newest first, `before` = the `next` of the previous page.
 */
export const HistoryQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(20), before: ObjectId.optional() });
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const HistoryChange = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
export type HistoryChange = z.infer<typeof HistoryChange>;

export const HistoryItem = z.object({
  id: ObjectId,
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
  action: z.string(),
  /** Changed fields with their old and new values (empty for a create without a diff). */
  changes: z.array(HistoryChange),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryPage = z.object({
  items: z.array(HistoryItem),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: ObjectId.nullable(),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

/** The project, and optionally the revision and listado, a screen shows (live statistics). */
export interface ChangeScope {
  projectId: string;
  revisionId: string | undefined;
  listadoId: string | undefined;
}

/**
 * True when a change falls under what the scope shows: the project itself, or anything below the
 * shown level (a record captured or resolved below it, a listado removed…).
 */
export function changeWithin(change: ChangeEvent, scope: ChangeScope): boolean {
  const { parents, entityId } = change;
  if (entityId === scope.projectId) return true;
  if (parents.projectId !== scope.projectId) return false;
  if (scope.revisionId && parents.revisionId !== scope.revisionId && entityId !== scope.revisionId) return false;
  if (scope.listadoId && parents.listadoId !== scope.listadoId && entityId !== scope.listadoId) return false;
  return true;
}
