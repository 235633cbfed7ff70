import { nameKey } from '@insp/domain';

/**
 * The filter of a list's 'Buscar por nombre' on a stored name key (nameKey() of the name): the
 * text is keyed the same way, so case, accents and extra spaces are ignored, and matched as a
 * substring (FerretDB has no collation nor text indexes; a regex on the key works on both stores).
 * undefined when there is nothing to search for.
 */
export function nameKeyMatch(search: string | undefined): { $regex: string } | undefined {
  if (search === undefined) return undefined;
  const key = nameKey(search);
  if (key === '') return undefined;
  return { $regex: key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') };
}
