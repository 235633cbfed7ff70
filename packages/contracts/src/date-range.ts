import { z } from 'zod';

/** One end of a date-range filter: an instant (ISO date-time with its offset), read as a Date. */
export const instantBound = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/**
 * The range's ends are in order. Zod still runs an object's refinements when a field failed, with
 * that field's raw text in place of its Date: a bound that is not a Date is its own field's error
 * (400 with its text), never a crash here.
 */
export const rangeInOrder = (query: { desde?: unknown; hasta?: unknown }): boolean =>
  !(query.desde instanceof Date) || !(query.hasta instanceof Date) || query.desde.getTime() <= query.hasta.getTime();
