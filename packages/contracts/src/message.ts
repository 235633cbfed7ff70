import { z } from 'zod';

/**
 * The answer of a write the screen confirms with a snackbar: the Spanish `message` and the record
 * written, under the name its screen reads it by (`item`, `checklist`, `hoja`…).
 */
export function withMessageAs<Key extends string, Record extends z.ZodType>(key: Key, record: Record) {
  const written = { [key]: record } as { [K in Key]: Record };
  return z.object({ message: z.string(), ...written });
}
