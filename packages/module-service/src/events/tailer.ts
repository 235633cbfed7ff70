import type { FastifyBaseLogger } from 'fastify';
import type { LiveFeed } from './live-feed.ts';
import type { LiveEvent } from './model.ts';

export interface TailOptions {
  /** Pause between two reads of the live feed. */
  pollMs: number;
  /**
   * How long an event read stays "recent": a read walks back over the recent events to the newest
   * settled one. The feed is in insertion order, so everything in front of a settled event is
   * either recent (skipped, already delivered) or new; looking past the recent ones catches an
   * insert that becomes visible a little after a later one (the embedded database numbers a
   * capped insert before it commits, so two replicas' inserts may show up in the other order).
   */
  overlapMs: number;
}

export const defaultTailOptions: TailOptions = { pollMs: 400, overlapMs: 3_000 };

export type EventListener = (events: LiveEvent[]) => void;

/**
 * The process's tail of the live feed: polls it from the newest event back to the last settled one
 * and hands each new event, once, to the listeners of its company. One read per poll serves every
 * company; an idle poll reads a handful of documents however long the log is.
 */
class FeedTail {
  /** Listeners by company. */
  readonly listeners = new Map<string, Set<EventListener>>();
  /**
   * The events of the last read, by id, with when they were first read (-Infinity: present when
   * the tail started, history). Only these can be met again: a read stops at the first settled one.
   */
  private seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  readonly primed: Promise<void>;

  constructor(
    private readonly feed: LiveFeed,
    private readonly options: TailOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // What is in the feed when the tail starts is history, not news: its newest event is the mark.
    this.primed = this.feed.readBack(() => true).then(
      ({ docs }) => {
        for (const doc of docs) this.seen.set(doc._id.toHexString(), Number.NEGATIVE_INFINITY);
        this.schedule();
      },
      (error: unknown) => {
        this.stopped = true;
        throw error;
      },
    );
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      const fresh = await this.read();
      if (!this.stopped) this.dispatch(fresh);
    } catch (error) {
      this.log.warn({ err: error }, 'event tail read failed');
    }
    this.schedule();
  }

  private dispatch(fresh: LiveEvent[]): void {
    const byCompany = new Map<string, LiveEvent[]>();
    for (const event of fresh) {
      const companyId = event.companyId.toHexString();
      if (!this.listeners.has(companyId)) continue;
      const list = byCompany.get(companyId) ?? [];
      list.push(event);
      byCompany.set(companyId, list);
    }
    for (const [companyId, events] of byCompany) {
      for (const listener of [...(this.listeners.get(companyId) ?? [])]) {
        try {
          listener(events);
        } catch (error) {
          this.log.warn({ err: error }, 'event listener failed');
        }
      }
    }
  }

  /** Reads back to the newest settled event and returns the events not read before, in feed order. */
  private async read(): Promise<LiveEvent[]> {
    const now = Date.now();
    const settled = now - this.options.overlapMs;
    const { docs } = await this.feed.readBack((doc) => (this.seen.get(doc._id.toHexString()) ?? now) <= settled);
    const next = new Map<string, number>();
    const fresh: LiveEvent[] = [];
    for (const doc of docs) {
      const id = doc._id.toHexString();
      const first = this.seen.get(id);
      if (first === undefined) fresh.push(doc);
      next.set(id, first ?? now);
    }
    this.seen = next;
    return fresh.reverse();
  }
}

export interface EventHub {
  /**
   * Delivers the company's new events to `listener` until the returned function is called. Resolves
   * once the process's tail is running, every event appended after that reaches the listener.
   */
  subscribe(companyId: string, listener: EventListener): Promise<() => void>;
  /** How many companies this process is listening for (tests). */
  tails(): number;
  close(): void;
}

/** The process's tail, started by the first subscriber and stopped with the last one. */
export function createEventHub(feed: LiveFeed, log: FastifyBaseLogger, options: Partial<TailOptions> = {}): EventHub {
  const settings: TailOptions = { ...defaultTailOptions, ...options };
  let tail: FeedTail | null = null;

  const release = (current: FeedTail, companyId: string, listener: EventListener) => {
    const listeners = current.listeners.get(companyId);
    listeners?.delete(listener);
    if (listeners?.size === 0) current.listeners.delete(companyId);
    if (current.listeners.size === 0 && tail === current) {
      current.stop();
      tail = null;
    }
  };

  return {
    async subscribe(companyId, listener) {
      tail ??= new FeedTail(feed, settings, log);
      const current = tail;
      const listeners = current.listeners.get(companyId) ?? new Set<EventListener>();
      listeners.add(listener);
      current.listeners.set(companyId, listeners);
      try {
        await current.primed;
      } catch (error) {
        release(current, companyId, listener);
        throw error;
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release(current, companyId, listener);
      };
    },

    tails: () => tail?.listeners.size ?? 0,

    close() {
      tail?.stop();
      tail = null;
    },
  };
}
