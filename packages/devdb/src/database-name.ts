import { randomBytes } from 'node:crypto';

/** A database name unique to one test file (FerretDB/SQLite accept [a-z0-9_]). */
export function uniqueDatabaseName(prefix = 't'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
