import { type Connection, Types } from 'mongoose';

import { liveFeed } from './live-feed.ts';
import { eventModel, type LiveFeedLimits, type StoredEvent } from './model.ts';

/**
 * Every function takes the tenant first and puts it in every filter; the one exception is the live
 * feed's reads (`live.readFrom`, `live.newest`), one read for every company of the process (see live-feed.ts).
 */
export function eventsRepository(db: Connection, limits?: LiveFeedLimits) {
  const Events = eventModel(db);
  const live = liveFeed(db, limits);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);

  return {
    model: Events,
    /** The live feed, what live updates read (never the log itself). */
    live,

    /** Into the log, then into the live feed: a live message never names an event the log lacks. */
    async insert(companyId: string, event: Omit<StoredEvent, 'companyId'>): Promise<StoredEvent> {
      const doc: StoredEvent = { ...event, companyId: tenant(companyId) };
      // The raw driver: the values are already plain (see log.ts) and a Mixed cast would only copy them.
      await Events.collection.insertOne(doc);
      await live.append(companyId, { eventId: doc._id, at: doc.at, entity: doc.entity, entityId: doc.entityId, action: doc.action, parents: doc.parents });
      return doc;
    },

    /** A record's events, newest first, strictly older than `before` when given. */
    async history(companyId: string, entity: string, entityId: string, limit: number, before?: string): Promise<StoredEvent[]> {
      const filter = { companyId: tenant(companyId), entity, entityId, ...(before ? { _id: { $lt: new Types.ObjectId(before) } } : {}) };
      return Events.find(filter).sort({ _id: -1 }).limit(limit).lean<StoredEvent[]>();
    },

    /** The company's events in the log (the count), and its copies in the live feed. */
    async deleteCompany(companyId: string): Promise<number> {
      const result = await Events.deleteMany({ companyId: tenant(companyId) });
      await live.deleteCompany(companyId);
      return result.deletedCount;
    },
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
