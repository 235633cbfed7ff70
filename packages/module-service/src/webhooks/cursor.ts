import { type Connection, type Model, Schema, type Types } from 'mongoose';

/**
 * How far the webhook forwarder has read (one document per source: the event log, the report jobs).
 * `hasta` is the last event handled in order; `enviados` the ids admin confirmed within the overlap
 * window behind it, which the next run reads again (ids of different replicas are not strictly
 * ordered) without sending them twice.
 */
export interface WebhookCursor {
  _id: string;
  /** Event log: the last ObjectId handled; report jobs: the last finishedAt handled. */
  hasta: Date;
  hastaId: Types.ObjectId | null;
  enviados: { id: string; at: Date }[];
  /**
   * The source's newest mark (the live feed's position, which every append moves) when the last run
   * that went through everything started: while it has not moved, a run has nothing to read.
   */
  marca: number | null;
  /**
   * When set, the run from then on reads again even with an unmoved mark: an event was not wanted
   * by webhook types that may be older than the event (admin's answer is cached), so it is looked at
   * once more with an answer newer than it.
   */
  revisar: Date | null;
}

const cursorSchema = new Schema<WebhookCursor>(
  {
    _id: { type: String, required: true },
    hasta: { type: Date, required: true },
    hastaId: { type: Schema.Types.ObjectId, default: null },
    enviados: { type: [{ _id: false, id: { type: String, required: true }, at: { type: Date, required: true } }], default: [] },
    marca: { type: Number, default: null },
    revisar: { type: Date, default: null },
  },
  { versionKey: false },
);

export function webhookCursorModel(db: Connection): Model<WebhookCursor> {
  return (db.models.WebhookCursor as Model<WebhookCursor> | undefined) ?? db.model<WebhookCursor>('WebhookCursor', cursorSchema, 'webhook_cursor');
}
