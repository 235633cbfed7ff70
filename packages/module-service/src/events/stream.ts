import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_HEARTBEAT_MS, EVENT_REPLAY_LIMIT, EVENT_STREAM_MAX_AGE_MS, EVENT_STREAM_MESSAGES } from '@insp/contracts';
import { parsePositionId, positionId, type LiveFeed } from './live-feed.ts';
import { toChangeEvent } from './mappers.ts';
import type { LiveEvent } from './model.ts';
import type { EventHub } from './tailer.ts';

export interface StreamOptions {
  heartbeatMs: number;
  replayLimit: number;
  /** A client this far behind (bytes queued) is dropped; it resumes with Last-Event-ID. */
  maxQueuedBytes: number;
  /**
   * A stream is ended after this long, so its client reconnects with the token it holds then: the
   * token was checked only when the stream opened, and a revoked session or module must not keep
   * receiving events. Last-Event-ID makes the reconnection lose nothing.
   */
  maxAgeMs: number;
}

export const defaultStreamOptions: StreamOptions = {
  heartbeatMs: EVENT_HEARTBEAT_MS,
  replayLimit: EVENT_REPLAY_LIMIT,
  maxQueuedBytes: 1024 * 1024,
  maxAgeMs: EVENT_STREAM_MAX_AGE_MS,
};

export interface StreamDeps {
  /** The live feed: replays come from it too, never from the log. */
  feed: LiveFeed;
  hub: EventHub;
  /** Open streams of the app, ended before it closes. */
  open: Set<ServerResponse>;
  options: StreamOptions;
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

/**
 * Serves one company's events as server-sent events on a hijacked reply: subscribes to the
 * company's tail first (holding live events back), replays what a resuming client missed, then
 * hands over to the live events, skipping any id the replay already sent.
 */
export async function serveEventStream(request: FastifyRequest, reply: FastifyReply, deps: StreamDeps, companyId: string, resume: string | undefined): Promise<void> {
  const { options } = deps;
  const raw = reply.raw;
  let closed = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let expiry: NodeJS.Timeout | null = null;
  let held: LiveEvent[] | null = [];
  let unsubscribe: (() => void) | null = null;

  const cleanup = () => {
    if (closed) return;
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
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

  try {
    unsubscribe = await deps.hub.subscribe(companyId, (batch) => {
      if (held) held.push(...batch);
      else for (const event of batch) write(changeMessage(event));
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
    for (const event of replay.events) {
      after = Math.max(after, event.position);
      write(changeMessage(event));
    }
    if (replay.truncated) write(`event: ${EVENT_STREAM_MESSAGES.resync}\ndata: {}\n\n`);
    const waiting = held;
    held = null;
    for (const event of waiting) if (event.position > after) write(changeMessage(event));

    if (closed) return;
    heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
    heartbeat.unref();
    expiry = setTimeout(() => raw.end(), options.maxAgeMs);
    expiry.unref();
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
