import { Types } from 'mongoose';

/**
 * A unique-index violation. MongoDB answers 11000 for inserts and updates; FerretDB (devdb) answers
 * 11000 for inserts but code 1 with a message naming the duplicate key for updates (ARCHITECTURE §5).
 */
export function isDuplicateKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return code === 1 && typeof message === 'string' && /duplicate|unique/i.test(message);
}

/** A stored id from its string form (ids already parsed pass through). */
export const oid = (id: string | Types.ObjectId): Types.ObjectId => (typeof id === 'string' ? new Types.ObjectId(id) : id);
