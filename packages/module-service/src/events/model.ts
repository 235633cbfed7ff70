import { connectionModel } from '@insp/service-kit';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

export const EVENTS_COLLECTION = 'eventos';

/**
 * The live feed: a short copy of the latest events (what a live `cambio` message carries), one
 * document per event whose `_id` is its position, a dense sequence number (1, 2, 3…) claimed by the
 * insert itself (a duplicate `_id` means another process took that number: try the next). Live
 * updates read only this, one position at a time by `_id`, never the audit trail. It is kept small
 * (liveFeedLimits) because the embedded database (FerretDB 1.24 on SQLite) answers even an `_id`
 * lookup by scanning the table: an idle poll then reads at most a few hundred small rows, whatever
 * the size of the log. See docs/architecture.md (events) for why not a capped collection.
 */
export const LIVE_COLLECTION = 'eventos_vivos';

/**
 * The live feed's bound: the writer deletes positions more than `maxDocuments` behind the newest
 * every `pruneEvery` appends. It is also how far back a reconnecting client can resume before it
 * is asked to refresh everything.
 */
export interface LiveFeedLimits {
  maxDocuments: number;
  pruneEvery: number;
}

export const liveFeedLimits: LiveFeedLimits = { maxDocuments: 500, pruneEvery: 50 };

/** One event in the live feed, never the values. */
export interface LiveEvent {
  /**
   * The position as a string: FerretDB 1.24 looks `_id` up in its index only when it is a string
   * or an ObjectId, never a number.
   */
  _id: string;
  /** Position in the feed (1, 2, 3…). */
  position: number;
  /** The event's id in the log (`ChangeEvent.id`). */
  eventId: Types.ObjectId;
  /** Null once the company was purged. */
  companyId: Types.ObjectId | null;
  at: Date;
  entity: string;
  entityId: string;
  action: string;
  parents: Record<string, string>;
  /** Set when the company was purged: the position stays (positions are dense), its content goes. */
  purged?: boolean;
}

/** One changed field; an array rather than a map so field names never become document keys. */
export interface StoredChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** One write of the service: the audit trail of a record (live updates read the live feed's copy). */
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
    actor: { _id: false, type: { id: { type: String, required: true }, name: { type: String, default: '' } }, required: true },
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
  return connectionModel(db, 'Evento', eventSchema, EVENTS_COLLECTION);
}
