import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { ModuleFlag } from '@insp/contracts';

export const QUOTA_COLLECTION = 'cupos';

/**
 * One taken place of a company's module quota: a project (the holder) occupies slot n < limit. The
 * unique (companyId, module, slot) index lets only one of two concurrent creates take a slot, so the
 * limit holds without transactions or compare-and-set (neither exists on devdb).
 */
export interface QuotaSlot {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  module: ModuleFlag;
  slot: number;
  /** Id of the record holding the slot (a project). */
  holder: string;
  createdAt: Date;
}

const slotSchema = new Schema<QuotaSlot>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    module: { type: String, required: true },
    slot: { type: Number, required: true },
    holder: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
slotSchema.index({ companyId: 1, module: 1, slot: 1 }, { unique: true });
// A record holds at most one slot: a repeated claim (a retried restore) is a no-op.
slotSchema.index({ companyId: 1, module: 1, holder: 1 }, { unique: true });

export function quotaModel(db: Connection): Model<QuotaSlot> {
  return (db.models.Cupo as Model<QuotaSlot> | undefined) ?? db.model<QuotaSlot>('Cupo', slotSchema, QUOTA_COLLECTION);
}
