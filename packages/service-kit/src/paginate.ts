import type { Page } from '@insp/contracts';
import { common } from '@insp/messages';
import { type Model, type mongo, type QueryFilter, Types } from 'mongoose';

import { HttpError } from './http-error.ts';

export interface PageRequest {
  /** 0-based page number. */
  page: number;
  pageSize: number;
}

/** A sort whose last key is `_id`, so pages never overlap or skip documents that tie. */
export type StableSort = Record<string, 1 | -1> & { _id: 1 | -1 };

export type WithId<T> = T & { _id: Types.ObjectId };

function requireTenant(filter: object, caller: string, key = 'companyId'): void {
  const tenant: unknown = (filter as Record<string, unknown>)[key];
  if (!Object.hasOwn(filter, key) || tenant === undefined || tenant === null) {
    throw new Error(`${caller}: the filter must contain ${key}`);
  }
}

/**
 * One page of a tenant-owned collection in exactly two round trips (find with skip/limit and a
 * batch as large as the page, plus countDocuments). The filter must carry the tenant key.
 */
export async function paginate<T>(
  model: Model<T>,
  filter: QueryFilter<T> & { companyId: unknown },
  sort: StableSort,
  page: PageRequest,
  projection?: Record<string, 0 | 1>,
): Promise<Page<WithId<T>>> {
  requireTenant(filter, 'paginate');
  return pageOf(model, filter, sort, page, projection);
}

/**
 * paginate for a collection whose tenant key is not `companyId` (admin's own collections name it
 * their way: `EmpresaReference`, `EmpresaId`, `Scope`), or, with `null`, for the platform
 * administrator's lists that span every tenant (the companies themselves). The filter must carry
 * the named key. Takes a model with its own virtuals and helpers (admin's typed models).
 */
export async function paginateBy<T, Q, M, V>(
  tenantKey: string | null,
  model: Model<T, Q, M, V>,
  filter: QueryFilter<T>,
  sort: StableSort,
  page: PageRequest,
  projection?: Record<string, 0 | 1>,
): Promise<Page<WithId<T>>> {
  if (tenantKey !== null) requireTenant(filter, 'paginate', tenantKey);
  // Only find and countDocuments are used: the model's virtuals and helpers do not matter here.
  return pageOf(model as unknown as Model<T>, filter, sort, page, projection);
}

async function pageOf<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  sort: StableSort,
  { page, pageSize }: PageRequest,
  projection: Record<string, 0 | 1> | undefined,
): Promise<Page<WithId<T>>> {
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

/** The order of a keyset list: a Date field, then `_id`, both in `direction`. */
export interface KeysetOrder<F extends string> {
  field: F;
  direction: 1 | -1;
}

export interface KeysetRequest {
  /** The `next` of the previous page; null (or undefined) for the first one. */
  after?: string | null;
  limit: number;
}

export interface KeysetPage<T> {
  items: T[];
  /** Pass as `after` for the following page; null on the last one. */
  next: string | null;
}

/** The fields of T that hold a Date (the only kind a keyset cursor carries). */
export type DateField<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Date ? K : never }[keyof T] & string;

const CURSOR = /^(-?\d{1,15})_([a-f0-9]{24})$/;

/**
 * The opaque cursor of a keyset page, `<ms>_<objectid hex>`: the sort field of the last row and its
 * id. Clients only hand it back; the format is kept stable because URLs carry it.
 */
export function encodeCursor(value: Date, id: Types.ObjectId): string {
  const ms = value.getTime();
  if (!Number.isFinite(ms)) throw new Error('encodeCursor: invalid date');
  return `${ms}_${id.toHexString()}`;
}

/** Reads a cursor made by encodeCursor; anything else is the client's fault (400). */
export function decodeCursor(cursor: string): { value: Date; id: Types.ObjectId } {
  const match = CURSOR.exec(cursor);
  const value = match ? new Date(Number(match[1])) : null;
  if (!match || !value || Number.isNaN(value.getTime())) throw new HttpError(400, common.invalidRequest);
  return { value, id: new Types.ObjectId(match[2]) };
}

function isModel<T>(source: Model<T> | mongo.Collection<T & mongo.Document>): source is Model<T> {
  // A mongoose model is a constructor function; a driver collection is a plain instance.
  return typeof source === 'function';
}

/**
 * One keyset (cursor) page of a tenant-owned, time-ordered list in ONE round trip, however deep:
 * rows sorted by (field, _id) in `direction`, strictly past the cursor, `limit` of them plus one
 * that only tells whether a next page exists (no count). Rows tying on the date are ordered by
 * _id, so walking the pages yields every row exactly once while nothing is inserted behind the
 * cursor. The filter must carry the tenant key; the field must be a Date present on every row.
 */
export async function keysetPage<T>(
  model: Model<T>,
  filter: QueryFilter<T> & { companyId: unknown },
  order: KeysetOrder<DateField<T>>,
  request: KeysetRequest,
): Promise<KeysetPage<WithId<T>>>;
export async function keysetPage<T extends mongo.Document>(
  collection: mongo.Collection<T>,
  filter: mongo.Filter<T> & { companyId: unknown },
  order: KeysetOrder<DateField<T>>,
  request: KeysetRequest,
): Promise<KeysetPage<WithId<T>>>;
export async function keysetPage<T extends mongo.Document>(
  source: Model<T> | mongo.Collection<T>,
  filter: Record<string, unknown> & { companyId: unknown },
  { field, direction }: KeysetOrder<string>,
  { after, limit }: KeysetRequest,
): Promise<KeysetPage<WithId<T>>> {
  requireTenant(filter, 'keysetPage');
  if (!Number.isInteger(limit) || limit < 1) throw new Error('keysetPage: limit must be an integer >= 1');
  if (direction !== 1 && direction !== -1) throw new Error('keysetPage: direction must be 1 or -1');
  const past = direction === -1 ? '$lt' : '$gt';
  const cursor = after === null || after === undefined ? null : decodeCursor(after);
  const query = cursor ? { $and: [filter, { $or: [{ [field]: { [past]: cursor.value } }, { [field]: cursor.value, _id: { [past]: cursor.id } }] }] } : filter;
  const sort = { [field]: direction, _id: direction } as const;
  const rows = isModel(source)
    ? await source
        .find(query as QueryFilter<T>)
        .sort(sort)
        .limit(limit + 1)
        .batchSize(limit + 1)
        .lean<WithId<T>[]>()
        .exec()
    : ((await source
        .find(query as mongo.Filter<T>)
        .sort(sort)
        .limit(limit + 1)
        .batchSize(limit + 1)
        .toArray()) as unknown as WithId<T>[]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  if (rows.length <= limit || !last) return { items, next: null };
  const value = (last as Record<string, unknown>)[field];
  if (!(value instanceof Date)) throw new Error(`keysetPage: ${field} must be a Date on every row`);
  return { items, next: encodeCursor(value, last._id) };
}
