import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const EVENTS_COLLECTION = 'eventos';

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
