import { Types } from 'mongoose';
import { nameKey } from '@insp/domain';

/**
 * A duplicate key: 11000 on inserts; FerretDB answers an update that breaks a unique index with
 * code 1 and a message naming the duplicate (ARCHITECTURE §5).
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return code === 1 && typeof message === 'string' && /duplicate|unique/i.test(message);
}

export const oid = (id: string | Types.ObjectId): Types.ObjectId => (typeof id === 'string' ? new Types.ObjectId(id) : id);

/** A sort key that puts 'Departamento 2' before 'Departamento 10' (numbers zero-padded), case and accents ignored. */
export function ordenKey(nombre: string): string {
  return nameKey(nombre).replace(/\d+/g, (digits) => digits.padStart(8, '0'));
}
