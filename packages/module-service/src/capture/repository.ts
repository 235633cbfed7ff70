import { isDuplicateKey } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type CaptureClaim, captureModel, CAPTURES_COLLECTION } from './model.ts';

/**
 * A claim's `_id`: the company and the clientId (the tenant is part of the key). The embedded
 * database (FerretDB 1.24 on SQLite) uses an index only for a filter on `_id` alone; any other
 * filter scans the collection, which grows by one claim per capture.
 */
export const claimKey = (companyId: string, clientId: string): string => `${companyId}:${clientId}`;

/** Every function takes the tenant first; claims are reached by their key, which holds it. */
export function capturesRepository(db: Connection) {
  const Captures = captureModel(db);
  const raw = db.collection<CaptureClaim>(CAPTURES_COLLECTION);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);
  // The unique index must exist before the first claim, or two claims could both succeed.
  let indexes: Promise<unknown> | null = null;
  const ready = () =>
    (indexes ??= Captures.init().catch((error: unknown) => {
      indexes = null;
      throw error;
    }));

  return {
    /** Inserts a pending claim; false when (company, clientId) is already claimed. */
    async claim(companyId: string, clientId: string, entity: string, now: Date): Promise<boolean> {
      await ready();
      try {
        await raw.insertOne({ _id: claimKey(companyId, clientId), companyId: tenant(companyId), clientId, entity, state: 'pendiente', createdAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** The claim of (company, clientId); one made before claims were keyed (an ObjectId `_id`) is looked for too. */
    async find(companyId: string, clientId: string): Promise<CaptureClaim | null> {
      const keyed = await raw.findOne({ _id: claimKey(companyId, clientId) });
      return keyed ?? raw.findOne({ companyId: tenant(companyId), clientId });
    },

    async complete(companyId: string, clientId: string, resultId: string): Promise<void> {
      await raw.updateOne({ _id: claimKey(companyId, clientId) }, { $set: { state: 'listo', resultId } });
    },

    /** Drops this process's own pending claim (its create failed) so a retry can create. */
    async release(companyId: string, clientId: string): Promise<void> {
      await raw.deleteOne({ _id: claimKey(companyId, clientId) });
    },

    /** Drops a claim left pending by a process that died, unless it changed meanwhile (taken over by another copy). */
    async releaseAbandoned(companyId: string, claim: CaptureClaim): Promise<void> {
      await raw.deleteOne({ _id: claim._id, companyId: tenant(companyId), state: 'pendiente', createdAt: claim.createdAt });
    },

    async deleteCompany(companyId: string): Promise<number> {
      const result = await raw.deleteMany({ companyId: tenant(companyId) });
      return result.deletedCount;
    },
  };
}

export type CapturesRepository = ReturnType<typeof capturesRepository>;
