import { Types, type Connection, type mongo } from 'mongoose';
import { LIVE_COLLECTION, liveFeedLimits, type LiveEvent, type LiveFeedLimits } from './model.ts';

/** What a read from the newest event back returned. */
export interface BackwardRead {
  /** Newest first, up to and including the event that stopped the read (when one did). */
  docs: LiveEvent[];
  /** False when the read reached the feed's oldest event (or its bound) without stopping. */
  stopped: boolean;
}

/** First read size from the newest event back: an idle poll reads this many documents and no more. */
const FIRST_READ = 8;
const NAMESPACE_EXISTS = 48;

/** One creation of the capped collection per connection (a replica racing us gets NamespaceExists). */
const ready = new WeakMap<Connection, Promise<mongo.Collection<LiveEvent>>>();

async function createFeed(db: Connection, limits: LiveFeedLimits): Promise<mongo.Collection<LiveEvent>> {
  if (db.readyState !== 1) await db.asPromise();
  const native = db.db as mongo.Db;
  const [existing] = await native.listCollections({ name: LIVE_COLLECTION }).toArray();
  const options = (existing as { options?: { capped?: boolean } } | undefined)?.options;
  // A feed created some other way (not capped) cannot be read in natural order: it only holds
  // copies of the log's latest events, so it is made again.
  if (existing && !options?.capped) await native.dropCollection(LIVE_COLLECTION);
  if (!existing || !options?.capped) {
    try {
      await native.createCollection(LIVE_COLLECTION, { capped: true, size: limits.maxBytes, max: limits.maxDocuments });
    } catch (error) {
      if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
    }
  }
  return native.collection<LiveEvent>(LIVE_COLLECTION);
}

/**
 * The live feed (`eventos_vivos`, capped): the source of live updates and of a resuming client's
 * replay. Every read goes from the newest event back in natural order, with neither filter nor
 * index, which MongoDB and the embedded database (its SQLite table is ordered by record id) both
 * serve by reading only the documents returned: the cost of a read is the number of events it
 * walks back over, never the size of the log. One read serves every company of the process (the
 * tail dispatches by company), so reads carry no tenant; writes and deletes do.
 */
export function liveFeed(db: Connection, limits: LiveFeedLimits = liveFeedLimits) {
  const collection = (): Promise<mongo.Collection<LiveEvent>> => {
    let feed = ready.get(db);
    if (!feed) {
      feed = createFeed(db, limits);
      ready.set(db, feed);
      feed.catch(() => ready.delete(db));
    }
    return feed;
  };
  /** The most a read walks back: the feed's size between two prunes. */
  const ceiling = limits.maxDocuments + 2 * limits.pruneEvery;
  let appended = 0;

  /** Drops what lies beyond `maxDocuments` (MongoDB has trimmed it already; devdb never does). */
  async function prune(): Promise<number> {
    const feed = await collection();
    let removed = 0;
    for (;;) {
      const beyond = await feed.find({}, { projection: { _id: 1 } }).sort({ $natural: -1 }).skip(limits.maxDocuments).limit(1_000).toArray();
      if (beyond.length === 0) return removed;
      removed += (await feed.deleteMany({ _id: { $in: beyond.map((doc) => doc._id) } })).deletedCount;
      if (beyond.length < 1_000) return removed;
    }
  }

  return {
    /** Creates the capped collection if it is missing (appends and reads do it too). */
    ensure: async (): Promise<void> => {
      await collection();
    },

    async append(companyId: string, event: Omit<LiveEvent, 'companyId'>): Promise<void> {
      const feed = await collection();
      await feed.insertOne({ ...event, companyId: new Types.ObjectId(companyId) });
      appended += 1;
      if (appended % limits.pruneEvery === 0) {
        // The event is written: a failed prune only leaves the feed longer until the next one.
        await prune().catch(() => 0);
      }
    },

    /**
     * The feed from its newest event back, in natural order, until `stop` says so for an event
     * (that event included). Reads 8 documents, then 8 times more each time the stop is not among
     * them, up to the feed's bound. `stop` may see an event more than once.
     */
    async readBack(stop: (doc: LiveEvent) => boolean): Promise<BackwardRead> {
      const feed = await collection();
      for (let limit = FIRST_READ; ; limit = Math.min(limit * 8, ceiling)) {
        const docs = await feed.find({}).sort({ $natural: -1 }).limit(limit).toArray();
        const at = docs.findIndex(stop);
        if (at >= 0) return { docs: docs.slice(0, at + 1), stopped: true };
        if (docs.length < limit || limit >= ceiling) return { docs, stopped: false };
      }
    },

    prune,

    async deleteCompany(companyId: string): Promise<number> {
      const feed = await collection();
      return (await feed.deleteMany({ companyId: new Types.ObjectId(companyId) })).deletedCount;
    },
  };
}

export type LiveFeed = ReturnType<typeof liveFeed>;
