import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';
export { isDuplicateKey, oid } from '@insp/service-kit';

/**
 * How many documents of `collection` each parent has (`parentField` among `parentIds`), in one
 * round trip: a $group with a single $sum, which devdb supports. Missing parents count 0.
 */
export async function countByParent(
  db: Connection,
  collection: string,
  companyId: string,
  parentField: string,
  parentIds: readonly Types.ObjectId[],
  extra: Record<string, unknown> = {},
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (parentIds.length === 0) return counts;
  const rows = await db
    .collection(collection)
    .aggregate<{ _id: Types.ObjectId; n: number }>([
      { $match: { companyId: oid(companyId), [parentField]: { $in: [...parentIds] }, ...extra } },
      { $group: { _id: `$${parentField}`, n: { $sum: 1 } } },
    ])
    .toArray();
  for (const row of rows) counts.set(String(row._id), row.n);
  return counts;
}
