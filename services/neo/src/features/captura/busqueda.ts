import { nameKey } from '@insp/domain';

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/** Each plain letter with its accented forms, both cases ('a' finds 'Á'). */
const FOLDED: Record<string, string> = { a: 'aáàäâAÁÀÄÂ', e: 'eéèëêEÉÈËÊ', i: 'iíìïîIÍÌÏÎ', o: 'oóòöôOÓÒÖÔ', u: 'uúùüûUÚÙÜÛ', n: 'nñNÑ', c: 'cçCÇ' };

/**
 * A regular expression source that finds `search` in a stored name ignoring case and accents ('sala
 * estar' finds 'Sala Estar', 'baño' and 'bano' find 'Baño'), used with the 'i' option. The names of
 * a sheet (space, checklist, sector…) are stored as typed, without a folded key, so the folding is in
 * the pattern instead. Empty after folding: undefined (no search).
 */
export function foldedPattern(search: string | undefined): string | undefined {
  const key = search === undefined ? '' : nameKey(search);
  if (key === '') return undefined;
  return [...key].map((char) => (FOLDED[char] ? `[${FOLDED[char]}]` : char.replace(ESCAPE, '\\$&'))).join('');
}

/** The sheet number a search names ('12', 'N° 12', '#12'), if it names one. */
export function numeroBuscado(search: string | undefined): number | undefined {
  const match = search === undefined ? null : /^\s*(?:n\s*°|nº|no\.?|#)?\s*(\d{1,6})\s*$/i.exec(search);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * The rows of a list made of consecutive segments (the states, in order) that fall on one page: for
 * each segment, how many of its rows to skip and take. `counts` are the segments' sizes.
 */
export function pageSlices(counts: readonly number[], page: number, pageSize: number): Array<{ segment: number; skip: number; limit: number }> {
  const slices: Array<{ segment: number; skip: number; limit: number }> = [];
  let start = page * pageSize;
  let room = pageSize;
  counts.forEach((count, segment) => {
    if (room === 0) return;
    if (start >= count) {
      start -= count;
      return;
    }
    const limit = Math.min(room, count - start);
    slices.push({ segment, skip: start, limit });
    room -= limit;
    start = 0;
  });
  return slices;
}
