import type { ModuleFlag } from '@insp/contracts';
import { createQuotaSlots, type QuotaSlots as Slots } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import { QUOTA_COLLECTION } from './model.ts';

/**
 * A module's project quota that holds under concurrency (20 parallel creates at limit 3 store
 * exactly 3): a create claims the lowest free slot below the limit before it inserts its record, a
 * delete releases it. Every function takes the tenant first.
 */
export type QuotaSlots = Slots<ModuleFlag>;

export function quotaSlots(db: Connection): QuotaSlots {
  return createQuotaSlots<ModuleFlag>(db, { model: 'Cupo', collection: QUOTA_COLLECTION });
}
