import { isDuplicateKey } from '@insp/service-kit';
import { type Connection, type mongo, Types } from 'mongoose';

import { LIVE_COLLECTION, type LiveEvent, type LiveFeedLimits, liveFeedLimits } from './model.ts';

/** Positions looked up side by side once a read has found something (a burst). */
const WINDOW = 16;

/** An append waiting for its connection's writer. */
interface Waiting {
  doc: Omit<LiveEvent, '_id' | 'position'>;
  settle: (outcome: { position: number } | { error: unknown }) => void;
}

/** Appends received while the connection's previous write was under way (see `append`). */
const appendBatches = new WeakMap<Connection, { waiting: Waiting[]; writing: boolean }>();
/** Appends written by one insert at most. */
const BATCH = 100;

/**
 * A position as the SSE `id`: 24 hex digits, eight zeros then the position, so it travels where an
 * ObjectId does (`?after=`, Last-Event-ID) and is never mistaken for an event id (whose first eight
 * digits are its creation time).
 */
export function positionId(position: number): string {
  return `00000000${position.toString(16).padStart(16, '0')}`;
}

/** The position of an SSE id, or null when it is not one (an event id from before the feed). */
export function parsePositionId(id: string): number | null {
  if (!/^00000000[0-9a-f]{16}$/.test(id)) return null;
  const position = Number.parseInt(id.slice(8), 16);
  return Number.isSafeInteger(position) ? position : null;
}

/**
 * Who wants to know at once that this process appended to a database's live feed (its tails): one
 * set per connection, whichever liveFeed() object of that connection appended.
 */
const appendWatchers = new WeakMap<Connection, Set<() => void>>();

/**
 * The live feed (`eventos_vivos`, see model.ts): the source of live updates and of a resuming
 * client's replay. Every read looks positions up by `_id`: an idle poll is one lookup that finds
 * nothing, on MongoDB through the `_id` index, on devdb a scan of the feed's few hundred rows;
 * never a read of the log.
 * Positions are shared by every company of the service (one read serves every company's streams,
 * the tail dispatches by company), so reads carry no tenant; appends and purges do.
 */
export function liveFeed(db: Connection, limits: LiveFeedLimits = liveFeedLimits) {
  const collection = async (): Promise<mongo.Collection<LiveEvent>> => {
    if (db.readyState !== 1) await db.asPromise();
    return (db.db as mongo.Db).collection<LiveEvent>(LIVE_COLLECTION);
  };
  /** The newest position this process knows exists (0: none known). */
  let known = 0;
  let appended = 0;

  const at = async (position: number): Promise<LiveEvent | null> => (await collection()).findOne({ _id: String(position) });
  const exists = async (position: number): Promise<boolean> =>
    (await (await collection()).findOne({ _id: String(position) }, { projection: { _id: 1 } })) !== null;

  /** The oldest position held (0 when the feed is empty): the first document in natural order. */
  async function oldest(): Promise<number> {
    const [first] = await (
      await collection()
    )
      .find({}, { projection: { position: 1 } })
      .limit(1)
      .toArray();
    return first?.position ?? 0;
  }

  /** The newest position (0 when empty): from one that exists, doubling steps, then halving. */
  async function newest(): Promise<number> {
    let low = known > 0 && (await exists(known)) ? known : await oldest();
    if (low === 0) return 0;
    let step = 1;
    while (await exists(low + step)) {
      low += step;
      step *= 2;
    }
    // low exists, low + step does not.
    let high = low + step;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await exists(middle)) low = middle;
      else high = middle;
    }
    return low;
  }

  /** Deletes what lies more than `maxDocuments` behind `position` (only from the start: positions stay dense). */
  async function prune(position: number): Promise<number> {
    const cutoff = position - limits.maxDocuments;
    if (cutoff < 1) return 0;
    return (await (await collection()).deleteMany({ position: { $lte: cutoff } })).deletedCount;
  }

  /**
   * Writes the appends at the next free positions, in order (trying further on while another
   * process holds them); settles each append with its position as soon as it is stored.
   */
  async function write(appends: Waiting[]): Promise<void> {
    let rest = appends;
    let position = (known || (await newest())) + 1;
    for (let collided = 0; rest.length > 0; collided += 1) {
      const docs = rest.map((waiting, index) => ({ ...waiting.doc, _id: String(position + index), position: position + index }));
      try {
        await (await collection()).insertMany(docs, { ordered: true });
        known = Math.max(known, position + docs.length - 1);
        rest.forEach((waiting, index) => waiting.settle({ position: position + index }));
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      // Another process wrote at one of these positions: the ones before it hold this batch's
      // events (an ordered insert stops at the first collision), the others are tried further on.
      let stored = 0;
      while (stored < docs.length) {
        const found = await at(position + stored);
        if (!found?.eventId.equals(docs[stored]?.eventId)) break;
        rest[stored]?.settle({ position: position + stored });
        stored += 1;
      }
      rest = rest.slice(stored);
      known = Math.max(known, position + stored);
      // After a few, look the newest up instead of walking.
      position = collided >= 4 ? (await newest()) + 1 : position + stored + 1;
    }
  }

  return {
    /**
     * Takes the next position for the event. One write at a time per connection in this process,
     * so appends made together (a crew's captures) never collide with each other on a position,
     * only with another process's (issue 17 §3); the appends that arrive while a write is under
     * way go together in the next one (one insert of consecutive positions instead of one insert
     * each, in turn).
     */
    async append(companyId: string, event: Omit<LiveEvent, '_id' | 'position' | 'companyId'>): Promise<number> {
      const batch = appendBatches.get(db) ?? { waiting: [], writing: false };
      appendBatches.set(db, batch);
      const outcome = new Promise<{ position: number } | { error: unknown }>((settle) =>
        batch.waiting.push({ doc: { ...event, companyId: new Types.ObjectId(companyId) }, settle }),
      );
      if (!batch.writing) {
        batch.writing = true;
        void (async () => {
          while (batch.waiting.length > 0) {
            const taken = batch.waiting.splice(0, BATCH);
            await write(taken).catch((error: unknown) => {
              for (const waiting of taken) waiting.settle({ error });
            });
          }
          batch.writing = false;
        })();
      }
      const settled = await outcome;
      if ('error' in settled) throw settled.error;
      const { position } = settled;
      appended += 1;
      for (const watcher of [...(appendWatchers.get(db) ?? [])]) watcher();
      if (appended % limits.pruneEvery === 0) {
        // The event is written: a failed prune only leaves the feed longer until the next one.
        await prune(position).catch(() => 0);
      }
      return position;
    },

    /**
     * The events from `from` on, in order, up to `max` of them, stopping at the first position not
     * written yet: one lookup when there is nothing new, then lookups side by side.
     */
    async readFrom(from: number, max: number): Promise<LiveEvent[]> {
      const first = await at(from);
      if (!first) return [];
      const events = [first];
      while (events.length < max) {
        const next = from + events.length;
        const window = await Promise.all(Array.from({ length: Math.min(WINDOW, max - events.length) }, (_, i) => at(next + i)));
        const missing = window.findIndex((doc) => doc === null);
        events.push(...(window.slice(0, missing < 0 ? window.length : missing) as LiveEvent[]));
        if (missing >= 0) break;
      }
      known = Math.max(known, from + events.length - 1);
      return events;
    },

    newest,
    oldest,
    prune,

    /**
     * Calls `watcher` after each append of this process to the feed (of this connection), so a tail
     * reads at once instead of waiting for its next poll; other processes' appends are only polled.
     */
    watchAppends(watcher: () => void): () => void {
      const watchers = appendWatchers.get(db) ?? new Set<() => void>();
      appendWatchers.set(db, watchers);
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },

    /**
     * A purged company's events lose their content; their positions stay, so the feed stays dense
     * for the readers. Answers how many were emptied.
     */
    async deleteCompany(companyId: string): Promise<number> {
      const result = await (
        await collection()
      ).updateMany(
        { companyId: new Types.ObjectId(companyId) },
        { $set: { purged: true, companyId: null, entity: '', entityId: '', action: '', parents: {} } },
      );
      return result.modifiedCount;
    },
  };
}

export type LiveFeed = ReturnType<typeof liveFeed>;
