import { type Model, Types } from 'mongoose';

import type { Archivo } from './model.ts';

/** 5 GiB of images per company in each module service, unless STORAGE_QUOTA_BYTES says otherwise. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 5 * 1024 ** 3;

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
