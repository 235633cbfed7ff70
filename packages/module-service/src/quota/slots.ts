import { Types, type Connection } from 'mongoose';
import type { ModuleFlag } from '@insp/contracts';
import { quotaModel } from './model.ts';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** Slots younger than this are never reconciled away: their create may still be under way. */
const IN_FLIGHT_MS = 60_000;

/**
 * A module's project quota that holds under concurrency (20 parallel creates at limit 3 store
 * exactly 3): a create claims the lowest free slot below the limit before it inserts its record, a
 * delete releases it. Every function takes the tenant first.
 */
export interface QuotaSlots {
  /** Takes the lowest free slot below `limit` for `holder`; false when none is free. A holder that already has a slot keeps it (true). */
  claim(companyId: string, module: ModuleFlag, holder: string, limit: number): Promise<boolean>;
  /** Frees the holder's slot (idempotent). */
  release(companyId: string, module: ModuleFlag, holder: string): Promise<void>;
  /** Slots taken. */
  count(companyId: string, module: ModuleFlag): Promise<number>;
  /**
   * Frees slots whose holder is not among `holders` (a create that crashed between its claim and
   * its insert), except the ones claimed in the last minute; returns how many went.
   */
  reconcile(companyId: string, module: ModuleFlag, holders: readonly string[], now?: Date): Promise<number>;
  /** Company purge: every slot of the company. */
  deleteCompany(companyId: string): Promise<number>;
}

export function quotaSlots(db: Connection): QuotaSlots {
  const Slots = quotaModel(db);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);
  // The unique indexes must exist before the first claim, or two claims could take one slot.
  let indexes: Promise<unknown> | null = null;
  const ready = () =>
    (indexes ??= Slots.init().catch((error: unknown) => {
      indexes = null;
      throw error;
    }));

  return {
    async claim(companyId, module, holder, limit) {
      await ready();
      const filter = { companyId: tenant(companyId), module };
      const taken = await Slots.find(filter, { slot: 1, holder: 1 }).lean();
      if (taken.some((slot) => slot.holder === holder)) return true;
      const used = new Set(taken.map((slot) => slot.slot));
      for (let slot = 0; slot < limit; slot++) {
        if (used.has(slot)) continue;
        try {
          await Slots.collection.insertOne({ ...filter, slot, holder, createdAt: new Date() });
          return true;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          // Another create took this slot (or this holder already got one concurrently): go on.
          if (await Slots.exists({ ...filter, holder })) return true;
        }
      }
      return false;
    },

    async release(companyId, module, holder) {
      await Slots.deleteOne({ companyId: tenant(companyId), module, holder });
    },

    async count(companyId, module) {
      return Slots.countDocuments({ companyId: tenant(companyId), module });
    },

    async reconcile(companyId, module, holders, now = new Date()) {
      const result = await Slots.deleteMany({
        companyId: tenant(companyId),
        module,
        holder: { $nin: [...holders] },
        createdAt: { $lt: new Date(now.getTime() - IN_FLIGHT_MS) },
      });
      return result.deletedCount;
    },

    async deleteCompany(companyId) {
      const result = await Slots.deleteMany({ companyId: tenant(companyId) });
      return result.deletedCount;
    },
  };
}
