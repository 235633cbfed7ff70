import { Types } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredEvent } from './model.ts';
import type { EventsRepository } from './repository.ts';

export interface TailOptions {
  /** Pause between two reads of a company's new events. */
  pollMs: number;
  /**
   * How far back every read looks again. ObjectIds are only ordered within one process: two
   * replicas writing in the same second interleave by their random bytes, and an insert becomes
   * visible a little after its id was made. Re-reading the last few seconds and skipping the ids
   * already delivered catches those (clock skew between replicas must stay below this).
   */
  overlapMs: number;
  /** Documents per read; a busier window is read in several pages. */
  batch: number;
}

export const defaultTailOptions: TailOptions = { pollMs: 400, overlapMs: 3_000, batch: 500 };

export type EventListener = (events: StoredEvent[]) => void;

/** The second (ObjectId precision) from which a read starts. */
const floorSecond = (nowMs: number, overlapMs: number) => Math.floor((nowMs - overlapMs) / 1000);

/**
 * One company's tail in this process: polls the company's events with an overlap window and hands
 * each new one, once, to every subscriber. Runs while it has subscribers.
 */
class CompanyTail {
  private readonly listeners = new Set<EventListener>();
  /** Ids already delivered (or present before the tail started), with their second, pruned as the window moves. */
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  readonly primed: Promise<void>;

  constructor(
    private readonly companyId: string,
    private readonly events: EventsRepository,
    private readonly options: TailOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    // What is already in the window when the tail starts is history, not news.
    this.primed = this.read().then(
      () => this.schedule(),
      (error: unknown) => {
        this.stopped = true;
        throw error;
      },
    );
  }

  get size(): number {
    return this.listeners.size;
  }

  add(listener: EventListener): void {
    this.listeners.add(listener);
  }

  remove(listener: EventListener): void {
    this.listeners.delete(listener);
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
      if (!this.stopped && fresh.length > 0) {
        for (const listener of [...this.listeners]) {
          try {
            listener(fresh);
          } catch (error) {
            this.log.warn({ err: error }, 'event listener failed');
          }
        }
      }
    } catch (error) {
      this.log.warn({ err: error, companyId: this.companyId }, 'event tail read failed');
    }
    this.schedule();
  }

  /** Reads the window, remembers every id in it and returns the ones not seen before, in id order. */
  private async read(): Promise<StoredEvent[]> {
    const floor = floorSecond(Date.now(), this.options.overlapMs);
    const fresh: StoredEvent[] = [];
    let bound: { from: Types.ObjectId } | { after: Types.ObjectId } = { from: Types.ObjectId.createFromTime(floor) };
    for (;;) {
      const docs = await this.events.ascending(this.companyId, bound, this.options.batch);
      for (const doc of docs) {
        const id = doc._id.toHexString();
        if (this.seen.has(id)) continue;
        this.seen.set(id, doc._id.getTimestamp().getTime() / 1000);
        fresh.push(doc);
      }
      const last = docs.at(-1);
      if (docs.length < this.options.batch || !last || this.stopped) break;
      bound = { after: last._id };
    }
    // Ids below the floor are never read again, so they need not be remembered.
    for (const [id, second] of this.seen) if (second < floor) this.seen.delete(id);
    return fresh;
  }
}

export interface EventHub {
  /**
   * Delivers the company's new events to `listener` until the returned function is called. Resolves
   * once the company's tail is running, every event appended after that reaches the listener.
   */
  subscribe(companyId: string, listener: EventListener): Promise<() => void>;
  /** How many companies this process tails (tests). */
  tails(): number;
  close(): void;
}

/** One tail per company with subscribers in this process (started by the first, stopped with the last). */
export function createEventHub(events: EventsRepository, log: FastifyBaseLogger, options: Partial<TailOptions> = {}): EventHub {
  const settings: TailOptions = { ...defaultTailOptions, ...options };
  const tails = new Map<string, CompanyTail>();

  const release = (companyId: string, tail: CompanyTail, listener: EventListener) => {
    tail.remove(listener);
    if (tail.size === 0 && tails.get(companyId) === tail) {
      tail.stop();
      tails.delete(companyId);
    }
  };

  return {
    async subscribe(companyId, listener) {
      let tail = tails.get(companyId);
      if (!tail) {
        tail = new CompanyTail(companyId, events, settings, log);
        tails.set(companyId, tail);
      }
      tail.add(listener);
      const current = tail;
      try {
        await current.primed;
      } catch (error) {
        release(companyId, current, listener);
        throw error;
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        release(companyId, current, listener);
      };
    },

    tails: () => tails.size,

    close() {
      for (const tail of tails.values()) tail.stop();
      tails.clear();
    },
  };
}
