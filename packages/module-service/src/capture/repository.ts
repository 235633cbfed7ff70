import { isDuplicateKey } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { CAPTURE_RESULTS_COLLECTION, type CaptureClaim, captureModel, type CaptureResult, CAPTURES_COLLECTION } from './model.ts';

/**
 * A claim's `_id`: the company and the clientId (the tenant is part of the key). The embedded
 * database (FerretDB 1.24 on SQLite) uses an index only for a filter on `_id` alone; any other
 * filter scans the collection, which grows by one claim per capture.
 */
export const claimKey = (companyId: string, clientId: string): string => `${companyId}:${clientId}`;

/**
 * Every function takes the tenant first; claims and results are reached by their key, which holds
 * it. The hot path (a first copy) is two inserts: the claim, then its result (see CaptureResult).
 */
export function capturesRepository(db: Connection) {
  const Captures = captureModel(db);
  const raw = db.collection<CaptureClaim>(CAPTURES_COLLECTION);
  const results = db.collection<CaptureResult>(CAPTURE_RESULTS_COLLECTION);
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

    /** The result of (company, clientId)'s claim, or null while it has none. */
    async result(companyId: string, clientId: string): Promise<CaptureResult | null> {
      return results.findOne({ _id: claimKey(companyId, clientId) });
    },

    /**
     * The claim of (company, clientId) with its result (`resultId`) when it has one; a claim made
     * before claims were keyed (an ObjectId `_id`) is looked for too.
     */
    async find(companyId: string, clientId: string): Promise<CaptureClaim | null> {
      const key = claimKey(companyId, clientId);
      const [result, keyed] = await Promise.all([results.findOne({ _id: key }), raw.findOne({ _id: key })]);
      if (result) return { ...(keyed ?? result), entity: result.entity, state: 'listo', resultId: result.resultId };
      return keyed ?? raw.findOne({ companyId: tenant(companyId), clientId });
    },

    /** Records the claim's result (an insert: see CaptureResult); a result already recorded stays. */
    async complete(companyId: string, clientId: string, entity: string, resultId: string, now: Date): Promise<void> {
      try {
        await results.insertOne({
          _id: claimKey(companyId, clientId),
          companyId: tenant(companyId),
          clientId,
          entity,
          state: 'listo',
          resultId,
          createdAt: now,
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
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
      const [claims] = await Promise.all([raw.deleteMany({ companyId: tenant(companyId) }), results.deleteMany({ companyId: tenant(companyId) })]);
      return claims.deletedCount;
    },
  };
}

export type CapturesRepository = ReturnType<typeof capturesRepository>;
