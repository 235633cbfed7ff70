import { type QuotaSlot, quotaSlotModel } from '@insp/service-kit';
import type { Connection, Model } from 'mongoose';

export type { QuotaSlot } from '@insp/service-kit';

export const QUOTA_COLLECTION = 'cupos';

/** The module services' project slots (the mechanism lives in @insp/service-kit, shared with admin's user quotas). */
export function quotaModel(db: Connection): Model<QuotaSlot> {
  return quotaSlotModel(db, { model: 'Cupo', collection: QUOTA_COLLECTION });
}
