import type { ServerResponse } from 'node:http';

import {
  EVENT_HEARTBEAT_MS,
  EVENT_REPLAY_LIMIT,
  EVENT_STREAM_MAX_AGE_MS,
  EVENT_STREAM_MESSAGES,
  EVENT_STREAM_RECHECK_MS,
  type EventStreamEnd,
} from '@insp/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { type LiveFeed, parsePositionId, positionId } from './live-feed.ts';
import { toChangeEvent } from './mappers.ts';
import type { LiveEvent } from './model.ts';
import type { EventHub } from './tailer.ts';
import type { EventFilter } from './visibility.ts';

export interface StreamOptions {
  heartbeatMs: number;
  replayLimit: number;
  /** A client this far behind (bytes queued) is dropped; it resumes with Last-Event-ID. */
  maxQueuedBytes: number;
  /**
   * A stream is ended after this long, so its client reconnects with the token it holds then.
   * Last-Event-ID makes the reconnection lose nothing.
   */
  maxAgeMs: number;
  /** How often the caller's token and session are checked again while the stream is open. */
  recheckMs: number;
}

export const defaultStreamOptions: StreamOptions = {
  heartbeatMs: EVENT_HEARTBEAT_MS,
  replayLimit: EVENT_REPLAY_LIMIT,
  maxQueuedBytes: 1024 * 1024,
  maxAgeMs: EVENT_STREAM_MAX_AGE_MS,
  recheckMs: EVENT_STREAM_RECHECK_MS,
};

/** Why a stream's caller may no longer have it (null: they still may). Throws when it cannot be told. */
export type StreamRecheck = () => Promise<EventStreamEnd['motivo'] | null>;

export interface StreamDeps {
  /** The live feed: replays come from it too, never from the log. */
  feed: LiveFeed;
  hub: EventHub;
  /** Open streams of the app, ended before it closes. */
  open: Set<ServerResponse>;
  options: StreamOptions;
  /** The request gate asked again (token, session, user type, module; the company's module). */
  recheck: StreamRecheck;
  /** What of the company's events the caller may see; null = all of them. */
  filter: EventFilter | null;
}

const OBJECT_ID = /^[a-f0-9]{24}$/;

/** The resume point of a reconnecting client: the Last-Event-ID header, else `?after=`. */
export function resumeId(header: string | string[] | undefined, after: string | undefined): string | undefined {
  const given = Array.isArray(header) ? header[0] : header;
  const trimmed = given?.trim();
  if (trimmed && OBJECT_ID.test(trimmed)) return trimmed;
  return after;
}

/** `id:` is the event's position in the live feed (see positionId), what a client resumes from. */
const changeMessage = (event: LiveEvent) =>
  `id: ${positionId(event.position)}\nevent: ${EVENT_STREAM_MESSAGES.change}\ndata: ${JSON.stringify(toChangeEvent(event))}\n\n`;

const endMessage = (motivo: EventStreamEnd['motivo']) =>
  `event: ${EVENT_STREAM_MESSAGES.end}\ndata: ${JSON.stringify({ motivo } satisfies EventStreamEnd)}\n\n`;

/**
 * Serves one company's events as server-sent events on a hijacked reply: subscribes to the
 * company's tail first (holding live events back), replays what a resuming client missed, then
 * hands over to the live events, skipping any id the replay already sent. Events pass the caller's
 * filter in order (one batch after the other). Every `recheckMs` the gate is asked again: a refusal
 * sends `fin` with its reason and ends the stream; a check that cannot be made (admin out of reach
 * past its grace) ends it without a reason, and the reconnection meets the gate.
 */
export async function serveEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDeps,
  companyId: string,
  resume: string | undefined,
): Promise<void> {
  const { options } = deps;
  const raw = reply.raw;
  let closed = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let expiry: NodeJS.Timeout | null = null;
  let recheck: NodeJS.Timeout | null = null;
  let held: LiveEvent[] | null = [];
  let unsubscribe: (() => void) | null = null;

  const cleanup = () => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
    if (recheck) clearTimeout(recheck);
    unsubscribe?.();
    deps.open.delete(raw);
  };
  raw.once('close', cleanup);

  const write = (text: string) => {
    if (closed || raw.writableEnded) return;
    raw.write(text);
    if (raw.writableLength > options.maxQueuedBytes) {
      request.log.warn('event stream client too slow: dropped');
      raw.destroy();
    }
  };

  /** Writes in order, each batch once it passed the caller's filter; a failed filter drops the client (it resumes). */
  let sending: Promise<void> = Promise.resolve();
  const send = (events: LiveEvent[], after?: string) => {
    sending = sending.then(async () => {
      if (closed) return;
      const visible = deps.filter && events.length > 0 ? await deps.filter(events) : events;
      for (const event of visible) write(changeMessage(event));
      if (after !== undefined) write(after);
    });
    sending = sending.catch((error: unknown) => {
      request.log.warn({ err: error }, 'event stream filter failed: dropped');
      raw.destroy();
    });
  };

  const checkAgain = () => {
    recheck = setTimeout(() => {
      recheck = null;
      deps.recheck().then(
        (refused) => {
          if (closed) return;
          if (refused === null) return checkAgain();
          request.log.info({ reason: refused }, 'event stream ended: session or access refused');
          write(endMessage(refused));
          raw.end();
        },
        (error: unknown) => {
          if (closed) return;
          request.log.warn({ err: error }, 'event stream ended: session not checked');
          raw.end();
        },
      );
    }, options.recheckMs);
    recheck.unref();
  };

  try {
    unsubscribe = await deps.hub.subscribe(companyId, (batch) => {
      if (held) held.push(...batch);
      else send(batch);
    });
    const replay = resume ? await replayAfter(deps, companyId, resume) : { events: [], truncated: false };
    if (closed || raw.destroyed) {
      // The client left while we were getting ready (cleanup may have run before we subscribed).
      cleanup();
      unsubscribe();
      return;
    }

    reply.hijack();
    deps.open.add(raw);
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string | string[] | number>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    // Sent at once, so the client (and every proxy on the way) sees the stream open.
    write('retry: 3000\n\n');

    // Live events the replay (or the client, before it resumed) already had are not sent again.
    let after = resume === undefined ? 0 : (parsePositionId(resume) ?? 0);
    for (const event of replay.events) after = Math.max(after, event.position);
    send(replay.events, replay.truncated ? `event: ${EVENT_STREAM_MESSAGES.resync}\ndata: {}\n\n` : undefined);
    const waiting = held;
    held = null;
    send(waiting.filter((event) => event.position > after));

    if (closed) return;
    heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
    heartbeat.unref();
    expiry = setTimeout(() => raw.end(), options.maxAgeMs);
    expiry.unref();
    checkAgain();
  } catch (error) {
    cleanup();
    unsubscribe?.();
    throw error;
  }
}

/**
 * The company's events after the position `resume` names, from the live feed. A resume id that is
 * not a position (an event id from before the feed), a position the feed no longer holds (it keeps
 * the latest liveFeedLimits.maxDocuments events) or more than `replayLimit` missed events ask the
 * client to refresh everything.
 */
async function replayAfter(deps: StreamDeps, companyId: string, resume: string): Promise<{ events: LiveEvent[]; truncated: boolean }> {
  const { replayLimit } = deps.options;
  const position = parsePositionId(resume);
  if (position === null) return { events: [], truncated: true };
  const events: LiveEvent[] = [];
  let from = position + 1;
  for (;;) {
    const batch = await deps.feed.readFrom(from, 500);
    if (batch.length === 0) break;
    from += batch.length;
    for (const event of batch) if (!event.purged && event.companyId?.toHexString() === companyId) events.push(event);
    if (events.length > replayLimit) break;
  }
  // Nothing after the resume position: either nothing new, or pruned away.
  if (from === position + 1 && (await deps.feed.oldest()) > from) return { events: [], truncated: true };
  return { events: events.slice(0, replayLimit), truncated: events.length > replayLimit };
}
