import type { Model, QueryFilter, Types } from 'mongoose';
import type { Page } from '@insp/contracts';

export interface PageRequest {
  /** 0-based page number. */
  page: number;
  pageSize: number;
}

/** A sort whose last key is `_id`, so pages never overlap or skip documents that tie. */
export type StableSort = Record<string, 1 | -1> & { _id: 1 | -1 };

export type WithId<T> = T & { _id: Types.ObjectId };

/**
 * One page of a tenant-owned collection in exactly two round trips (find with skip/limit and a
 * batch as large as the page, plus countDocuments). The filter must carry the tenant key.
 */
export async function paginate<T>(
  model: Model<T>,
  filter: QueryFilter<T> & { companyId: unknown },
  sort: StableSort,
  { page, pageSize }: PageRequest,
  projection?: Record<string, 0 | 1>,
): Promise<Page<WithId<T>>> {
  if (!Object.hasOwn(filter, 'companyId') || filter.companyId === undefined || filter.companyId === null) {
    throw new Error('paginate: the filter must contain companyId');
  }
  if (Object.keys(sort).at(-1) !== '_id') throw new Error('paginate: the sort must end with _id');
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new Error('paginate: page must be an integer >= 0 and pageSize an integer >= 1');
  }
  const [items, total] = await Promise.all([
    model
      .find(filter, projection ?? null)
      .sort(sort)
      .skip(page * pageSize)
      .limit(pageSize)
      .batchSize(pageSize)
      .lean<WithId<T>[]>()
      .exec(),
    model.countDocuments(filter).exec(),
  ]);
  return { items, total, page, pageSize };
}
