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

/** The write's answer, or `taken` when a unique index refuses it (any other failure is thrown). */
export async function unlessDuplicate<T, Taken>(write: PromiseLike<T>, taken: Taken): Promise<T | Taken> {
  try {
    return await write;
  } catch (error) {
    if (isDuplicateKey(error)) return taken;
    throw error;
  }
}

/** Inserts `doc` as the tenant's (companyId set from the caller's tenant); false when a unique index refuses it. */
export function insertUnique(model: { collection: { insertOne(doc: object): Promise<unknown> } }, companyId: string, doc: object): Promise<boolean> {
  return unlessDuplicate(
    model.collection.insertOne({ ...doc, companyId: oid(companyId) }).then(() => true),
    false,
  );
}
