import { DEFAULT_STORAGE_QUOTA_BYTES, type InternalCompanyFull, type ModuleFlag, moduleFlags } from '@insp/contracts';
import { files as messages } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { type Model, Types } from 'mongoose';

import type { AdminClient } from '../context.ts';
import type { Archivo } from './model.ts';

/** The platform's storage quota per company: STORAGE_QUOTA_BYTES (a positive whole number of bytes), else 5 GiB. */
export function storageQuotaBytes(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.STORAGE_QUOTA_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_STORAGE_QUOTA_BYTES;
}

/**
 * Bytes a company's images hold in this service (all their versions; released ones are on their way
 * out and do not count). Images stored before `bytes` existed count their web version's size.
 * Two $group with a single $sum each (what devdb supports), on the tenant-first index.
 */
export async function storedImageBytes(Archivos: Model<Archivo>, companyId: string): Promise<number> {
  const images = { companyId: new Types.ObjectId(companyId), kind: { $in: ['photo', 'signature'] }, releasedAt: null };
  const sum = async (match: Record<string, unknown>, field: 'bytes' | 'size') => {
    const [row] = await Archivos.aggregate<{ n: number }>([{ $match: { ...images, ...match } }, { $group: { _id: null, n: { $sum: `$${field}` } } }]);
    return row?.n ?? 0;
  };
  return (await sum({ bytes: { $gt: 0 } }, 'bytes')) + (await sum({ bytes: null }, 'size'));
}

/** The company's storage quota across the module services (issue 17 §4). */
export interface StorageQuota {
  /**
   * 413 'La empresa alcanzó su límite…' when the company's images already fill its quota: this
   * service's `ownBytes` plus what the other modules last reported to admin (as admin answers them
   * with the company, cached a few seconds). Uploads at the same moment may each pass and overshoot
   * it by their few hundred KB.
   */
  check(companyId: string, ownBytes: number): Promise<void>;
  /** Tells admin this service's bytes for the company now; a failure is logged, never the caller's. */
  report(companyId: string, ownBytes: number): Promise<void>;
}

export interface StorageQuotaOptions {
  /** admin's internal API; without it (or for a company admin does not know) the platform's quota and this service's bytes alone. */
  admin?: AdminClient;
  /** The module this service is. */
  module?: ModuleFlag;
  /** The platform's quota (default STORAGE_QUOTA_BYTES, else 5 GiB). */
  quotaBytes?: number;
  /** Where a failed report goes. */
  log?: (error: unknown) => void;
}

/** Bytes the company's other modules last reported. */
const othersOf = (company: InternalCompanyFull, module: ModuleFlag | undefined) =>
  moduleFlags.filter((flag) => flag !== module).reduce((sum, flag) => sum + company.Almacenamiento.Usados[flag], 0);

export function storageQuota(options: StorageQuotaOptions = {}): StorageQuota {
  const { admin, module, quotaBytes = storageQuotaBytes(), log = () => undefined } = options;
  return {
    async check(companyId, ownBytes) {
      const company = admin ? await admin.company(companyId) : null;
      const limit = company ? company.Almacenamiento.Limite : quotaBytes;
      const others = company ? othersOf(company, module) : 0;
      if (ownBytes + others >= limit) throw new HttpError(413, messages.storageFull);
    },
    async report(companyId, ownBytes) {
      if (!admin || !module) return;
      try {
        await admin.reportBytes(companyId, module, ownBytes);
      } catch (error) {
        log(error);
      }
    },
  };
}
