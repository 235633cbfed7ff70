import { Types, type Connection } from 'mongoose';
import { eventModel, type StoredEvent } from './model.ts';

/** Where an ascending read starts: strictly after an id, or from an id on (inclusive). */
export type EventBound = { after: Types.ObjectId } | { from: Types.ObjectId };

/** Every function takes the tenant first and puts it in every filter. */
export function eventsRepository(db: Connection) {
  const Events = eventModel(db);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);

  return {
    model: Events,

    async insert(companyId: string, event: Omit<StoredEvent, 'companyId'>): Promise<StoredEvent> {
      const doc: StoredEvent = { ...event, companyId: tenant(companyId) };
      // The raw driver: the values are already plain (see log.ts) and a Mixed cast would only copy them.
      await Events.collection.insertOne(doc);
      return doc;
    },

    /** A record's events, newest first, strictly older than `before` when given. */
    async history(companyId: string, entity: string, entityId: string, limit: number, before?: string): Promise<StoredEvent[]> {
      const filter = {
        companyId: tenant(companyId),
        entity,
        entityId,
        ...(before ? { _id: { $lt: new Types.ObjectId(before) } } : {}),
      };
      return Events.find(filter).sort({ _id: -1 }).limit(limit).lean<StoredEvent[]>();
    },

    /** The company's events in id order from a bound on (replay and tailing). */
    async ascending(companyId: string, bound: EventBound, limit: number): Promise<StoredEvent[]> {
      const _id = 'after' in bound ? { $gt: bound.after } : { $gte: bound.from };
      return Events.find({ companyId: tenant(companyId), _id }).sort({ _id: 1 }).limit(limit).lean<StoredEvent[]>();
    },

    async deleteCompany(companyId: string): Promise<number> {
      const result = await Events.deleteMany({ companyId: tenant(companyId) });
      return result.deletedCount;
    },
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
