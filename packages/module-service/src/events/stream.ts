import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { EVENT_HEARTBEAT_MS, EVENT_REPLAY_LIMIT, EVENT_STREAM_MAX_AGE_MS, EVENT_STREAM_MESSAGES } from '@insp/contracts';
import type { LiveFeed } from './live-feed.ts';
import { toChangeEvent } from './mappers.ts';
import type { LiveEvent } from './model.ts';
import type { EventHub } from './tailer.ts';

export interface StreamOptions {
  heartbeatMs: number;
  replayLimit: number;
  /** How far before the resume id a replay looks again (same reason as the tail's overlap). */
  overlapMs: number;
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
  overlapMs: 3_000,
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

const changeMessage = (event: LiveEvent) =>
  `id: ${event._id.toHexString()}\nevent: ${EVENT_STREAM_MESSAGES.change}\ndata: ${JSON.stringify(toChangeEvent(event))}\n\n`;

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

    const sent = new Set<string>();
    for (const event of replay.events) {
      sent.add(event._id.toHexString());
      write(changeMessage(event));
    }
    if (replay.truncated) write(`event: ${EVENT_STREAM_MESSAGES.resync}\ndata: {}\n\n`);
    const waiting = held;
    held = null;
    for (const event of waiting) if (!sent.has(event._id.toHexString())) write(changeMessage(event));

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
 * The company's events after `resume`, from the live feed: walked back from its newest event to the
 * first one made `overlapMs` before the resume id, so an event of another replica that carries a
 * slightly older id yet reached the database after the client's last one is replayed too (a
 * repeated event only makes a screen refresh once more). When the feed no longer holds the resume
 * id (it only keeps the latest events, see liveFeedLimits) or the company missed more than the
 * replay limit, the client is asked to refresh everything.
 */
async function replayAfter(deps: StreamDeps, companyId: string, resume: string): Promise<{ events: LiveEvent[]; truncated: boolean }> {
  const { replayLimit, overlapMs } = deps.options;
  const floorMs = new Types.ObjectId(resume).getTimestamp().getTime() - overlapMs;
  const read = await deps.feed.readBack((doc) => doc._id.getTimestamp().getTime() < floorMs);
  const found = read.docs.some((doc) => doc._id.toHexString() === resume);
  const docs = read.docs
    .filter((doc) => doc.companyId.toHexString() === companyId && doc._id.toHexString() !== resume)
    .reverse();
  return { events: docs.slice(0, replayLimit), truncated: docs.length > replayLimit || (!found && !read.stopped) };
}
