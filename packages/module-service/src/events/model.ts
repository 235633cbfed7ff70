import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const EVENTS_COLLECTION = 'eventos';

/**
 * The live feed: a capped collection holding a short copy of the latest events (what a live
 * `cambio` message carries), read newest first in natural (insertion) order. Live updates read
 * only this, never the audit trail, so a poll costs the same with 100 or 1,000,000 events stored.
 */
export const LIVE_COLLECTION = 'eventos_vivos';

/**
 * The live feed's bounds. MongoDB trims a capped collection by itself; the embedded database
 * (FerretDB 1.24 embedded: capped cleanup disabled) does not, so the writer prunes it to
 * `maxDocuments` every `pruneEvery` appends. Its span is also how far back a reconnecting client
 * can resume before it is asked to refresh everything.
 */
export interface LiveFeedLimits {
  maxDocuments: number;
  maxBytes: number;
  pruneEvery: number;
}

export const liveFeedLimits: LiveFeedLimits = { maxDocuments: 5_000, maxBytes: 8 * 1024 * 1024, pruneEvery: 250 };

/** One event in the live feed: the same `_id` as in the log (the SSE id), never the values. */
export interface LiveEvent {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  at: Date;
  entity: string;
  entityId: string;
  action: string;
  parents: Record<string, string>;
}

/** One changed field; an array rather than a map so field names never become document keys. */
export interface StoredChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** One write of the service: the audit trail of a record and the source of the live stream. */
export interface StoredEvent {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  at: Date;
  actor: { id: string; name: string };
  entity: string;
  entityId: string;
  action: string;
  changes: StoredChange[];
  parents: Record<string, string>;
}

const eventSchema = new Schema<StoredEvent>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    actor: {
      _id: false,
      type: { id: { type: String, required: true }, name: { type: String, default: '' } },
      required: true,
    },
    entity: { type: String, required: true },
    entityId: { type: String, required: true },
    action: { type: String, required: true },
    changes: { type: [{ _id: false, field: String, old: Schema.Types.Mixed, new: Schema.Types.Mixed }], default: [] },
    parents: { type: Schema.Types.Mixed, default: {} },
  },
  // minimize off: an empty `parents` stays an object instead of vanishing.
  { versionKey: false, minimize: false },
);
// A record's history (newest first, keyset by _id) and the live tail of a company (by _id).
eventSchema.index({ companyId: 1, entity: 1, entityId: 1, _id: 1 });
eventSchema.index({ companyId: 1, _id: 1 });

export function eventModel(db: Connection): Model<StoredEvent> {
  return (db.models.Evento as Model<StoredEvent> | undefined) ?? db.model<StoredEvent>('Evento', eventSchema, EVENTS_COLLECTION);
}
