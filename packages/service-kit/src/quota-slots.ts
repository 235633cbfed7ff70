import { type Connection, type Model, Schema, Types } from 'mongoose';

import { isDuplicateKey } from './mongo-errors.ts';

/**
 * One taken place of a company's quota: a record (the holder) occupies slot n < limit. The unique
 * (companyId, module, slot) index lets only one of two concurrent creates take a slot, so the limit
 * holds without transactions or compare-and-set (neither exists on devdb).
 */
export interface QuotaSlot {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  /** What the quota counts (a module's projects, a module's users, …). */
  module: string;
  slot: number;
  /** Id of the record holding the slot (a project, a user). */
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
// A record holds at most one slot per quota: a repeated claim (a retried restore) is a no-op.
slotSchema.index({ companyId: 1, module: 1, holder: 1 }, { unique: true });

/** Where the slots live: a model name and its collection (one per service database). */
export interface QuotaStore {
  model: string;
  collection: string;
}

export function quotaSlotModel(db: Connection, store: QuotaStore): Model<QuotaSlot> {
  return (db.models[store.model] as Model<QuotaSlot> | undefined) ?? db.model<QuotaSlot>(store.model, slotSchema, store.collection);
}

/** Slots younger than this are never reconciled away: their create may still be under way. */
const IN_FLIGHT_MS = 60_000;

/**
 * A quota that holds under concurrency (20 parallel creates at limit 3 store exactly 3): a create
 * claims the lowest free slot below the limit before it inserts its record, a delete releases it.
 * Every function takes the tenant first.
 */
export interface QuotaSlots<M extends string = string> {
  /** Takes the lowest free slot below `limit` for `holder`; false when none is free. A holder that already has a slot keeps it (true). */
  claim(companyId: string, module: M, holder: string, limit: number): Promise<boolean>;
  /** Frees the holder's slot (idempotent). */
  release(companyId: string, module: M, holder: string): Promise<void>;
  /** Slots taken. */
  count(companyId: string, module: M): Promise<number>;
  /**
   * Frees slots whose holder is not among `holders` (a create that crashed between its claim and
   * its insert), except the ones claimed in the last minute; returns how many went.
   */
  reconcile(companyId: string, module: M, holders: readonly string[], now?: Date): Promise<number>;
  /** Company purge: every slot of the company. */
  deleteCompany(companyId: string): Promise<number>;
}

export function createQuotaSlots<M extends string = string>(db: Connection, store: QuotaStore): QuotaSlots<M> {
  const Slots = quotaSlotModel(db, store);
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
