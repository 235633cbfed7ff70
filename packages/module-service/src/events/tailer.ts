import type { FastifyBaseLogger } from 'fastify';

import type { LiveFeed } from './live-feed.ts';
import type { LiveEvent } from './model.ts';

export interface TailOptions {
  /** Pause between two reads of the live feed right after one found events. */
  pollMs: number;
  /**
   * The longest pause: each read that finds nothing doubles it from pollMs up to this. An append of
   * this process wakes the tail at once, so this bounds only the delay of another replica's events.
   */
  idlePollMs: number;
  /** Events read at most per poll (a burst is read over several polls). */
  batch: number;
}

export const defaultTailOptions: TailOptions = { pollMs: 400, idlePollMs: 2_000, batch: 500 };

export type EventListener = (events: LiveEvent[]) => void;

/** Empty polls between two checks that the next position has not been pruned away under a slow tail. */
const GAP_CHECK_EVERY = 25;

/**
 * The process's tail of the live feed: polls the next position (one lookup by `_id`) and hands each
 * new event, once and in order, to the listeners of its company. One read per poll serves every
 * company of the process; positions are dense and only taken once written, so nothing is skipped
 * and no window is read again, with one process or many writing. Quiet, it polls less and less
 * often (pollMs doubling up to idlePollMs); this process's own appends wake it at once.
 */
class FeedTail {
  /** Listeners by company. */
  readonly listeners = new Map<string, Set<EventListener>>();
  private next = 1;
  private emptyPolls = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The pause before the next poll. */
  private delay: number;
  private polling = false;
  /** An append arrived during a poll: read again as soon as it ends. */
  private woken = false;
  private readonly unwatch: () => void;
  readonly primed: Promise<void>;

  constructor(
    private readonly feed: LiveFeed,
    private readonly options: TailOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.delay = options.pollMs;
    this.unwatch = feed.watchAppends(() => this.wake());
    // What is in the feed when the tail starts is history, not news.
    this.primed = this.feed.newest().then(
      (newest) => {
        this.next = newest + 1;
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
    this.unwatch();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** This process appended: read now (or right after the poll under way), then poll briskly again. */
  private wake(): void {
    if (this.stopped) return;
    this.delay = this.options.pollMs;
    if (this.polling) {
      this.woken = true;
      return;
    }
    // Not primed yet: the first poll is scheduled once it is.
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    void this.poll();
  }

  private schedule(delay = this.delay): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, delay);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    this.polling = true;
    this.woken = false;
    try {
      const fresh = await this.feed.readFrom(this.next, this.options.batch);
      this.next += fresh.length;
      if (fresh.length > 0) {
        this.emptyPolls = 0;
        this.delay = this.options.pollMs;
      } else {
        this.delay = Math.min(Math.max(this.options.idlePollMs, this.options.pollMs), this.delay * 2);
        if (++this.emptyPolls % GAP_CHECK_EVERY === 0) await this.skipPruned();
      }
      if (!this.stopped) this.dispatch(fresh);
    } catch (error) {
      this.log.warn({ err: error }, 'event tail read failed');
    }
    this.polling = false;
    this.schedule(this.woken ? 0 : this.delay);
  }

  /** A tail left behind by more than the feed holds would wait forever on a pruned position. */
  private async skipPruned(): Promise<void> {
    const oldest = await this.feed.oldest();
    if (oldest > this.next) {
      this.log.warn({ from: this.next, to: oldest }, 'event tail fell behind the live feed: events skipped');
      this.next = oldest;
    }
  }

  private dispatch(fresh: LiveEvent[]): void {
    const byCompany = new Map<string, LiveEvent[]>();
    for (const event of fresh) {
      const companyId = event.companyId?.toHexString();
      if (!companyId || event.purged || !this.listeners.has(companyId)) continue;
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
