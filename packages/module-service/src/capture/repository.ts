import { isDuplicateKey } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type CaptureClaim, captureModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function capturesRepository(db: Connection) {
  const Captures = captureModel(db);
  const tenant = (companyId: string) => new Types.ObjectId(companyId);
  // The unique index must exist before the first claim, or two claims could both succeed.
  let indexes: Promise<unknown> | null = null;
  const ready = () =>
    (indexes ??= Captures.init().catch((error: unknown) => {
      indexes = null;
      throw error;
    }));

  return {
    /** Inserts a pending claim; null when (company, clientId) is already claimed. */
    async claim(companyId: string, clientId: string, entity: string, now: Date): Promise<Types.ObjectId | null> {
      await ready();
      const _id = new Types.ObjectId();
      try {
        await Captures.collection.insertOne({ _id, companyId: tenant(companyId), clientId, entity, state: 'pendiente', createdAt: now });
        return _id;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async find(companyId: string, clientId: string): Promise<CaptureClaim | null> {
      return Captures.findOne({ companyId: tenant(companyId), clientId }).lean<CaptureClaim>();
    },

    async complete(companyId: string, claimId: Types.ObjectId, resultId: string): Promise<void> {
      await Captures.updateOne({ companyId: tenant(companyId), _id: claimId }, { $set: { state: 'listo', resultId } });
    },

    /** Drops a claim (its create failed, or it was abandoned) so a retry can create. */
    async release(companyId: string, claimId: Types.ObjectId): Promise<void> {
      await Captures.deleteOne({ companyId: tenant(companyId), _id: claimId, state: 'pendiente' });
    },

    async deleteCompany(companyId: string): Promise<number> {
      const result = await Captures.deleteMany({ companyId: tenant(companyId) });
      return result.deletedCount;
    },
  };
}

export type CapturesRepository = ReturnType<typeof capturesRepository>;
