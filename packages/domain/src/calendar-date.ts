/**
 * Dates of the console (docs/architecture.md 'Dates'):
 * - a calendar date (a day without a time of day: a listado's 'Fecha propuesta' / 'Fecha real') is
 *   the string 'YYYY-MM-DD' from the date input to the database and back, never a Date, so no time
 *   zone (the browser's, the server's, the test runner's) can move it;
 * - an instant (FechaCreacion, CreatedAt …) is an ISO date-time, shown on the company's clock
 *   (America/Santiago), never on the viewer's.
 */

/** The company's clock: every instant is shown in Chile's time zone. */
export const COMPANY_TIME_ZONE = 'America/Santiago';

/** A calendar date as the API carries it and the database stores it. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

const clockOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { ...clockOptions, timeZone });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * The parts of an instant on the company's clock (Chile, or the company's own ZonaHoraria when
 * given: issue 20 §3), whatever the machine's time zone.
 */
export function companyClockParts(date: Date, timeZone: string = COMPANY_TIME_ZONE): Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', number> {
  const parts = clockOf(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { day: get('day'), month: get('month'), year: get('year'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Is `value` a real day written 'YYYY-MM-DD' (2026-02-30 is not)? */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day an instant falls on, on the company's clock ('YYYY-MM-DD'): "today" for a date input. */
export function companyDay(instant: Date, timeZone: string = COMPANY_TIME_ZONE): CalendarDate {
  const p = companyClockParts(instant, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/**
 * A stored calendar date read back as 'YYYY-MM-DD' (null when there is none). Besides the string
 * stored now, it reads what the listados stored before (a BSON date): a date saved from the date
 * input was that day at 00:00 UTC, so an instant at exactly 00:00:00.000 UTC is its UTC day; any
 * other instant (an ISO date-time a client sent, as the demo seed did) is the day it was on the
 * company's clock, the day the screens showed for it.
 */
export function calendarDateOf(value: Date | string | null | undefined): CalendarDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const midnightUtc = instant.getUTCHours() === 0 && instant.getUTCMinutes() === 0 && instant.getUTCSeconds() === 0 && instant.getUTCMilliseconds() === 0;
  return midnightUtc ? instant.toISOString().slice(0, 10) : companyDay(instant);
}

/** A calendar date as the screens, PDFs and workbooks show it: dd/MM/yyyy ('' for none or an invalid one). */
export function formatCalendarDate(value: CalendarDate | null | undefined): string {
  if (!isCalendarDate(value)) return '';
  return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
}

const HOUR_MS = 3_600_000;

/**
 * The first instant of a calendar day on the company's clock (00:00 in Santiago, or the first hour
 * that exists on a day that skips midnight); null for a value that is not a calendar date. A date
 * range filter covers its days from the first instant of 'desde' to the last of 'hasta', whatever
 * the browser's zone.
 */
export function companyDayStart(day: string): Date | null {
  if (!isCalendarDate(day)) return null;
  const guess = Date.parse(`${day}T00:00:00.000Z`);
  const p = companyClockParts(new Date(guess));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  let start = guess - (wall - guess);
  // Santiago's offsets are whole hours: step onto the day, then back to its first hour.
  while (companyDay(new Date(start)) < day) start += HOUR_MS;
  while (companyDay(new Date(start - HOUR_MS)) === day) start -= HOUR_MS;
  return new Date(start);
}

/** The last instant (millisecond) of a calendar day on the company's clock; null for an invalid day. */
export function companyDayEnd(day: string): Date | null {
  if (!isCalendarDate(day)) return null;
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  const start = companyDayStart(next);
  return start ? new Date(start.getTime() - 1) : null;
}
