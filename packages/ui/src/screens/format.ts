// The one date formatting module of the front end (issue 18 §3): every instant is shown on the company's
// clock (America/Santiago, @insp/domain's companyClockParts), never the browser's; calendar dates never
// pass through a clock.
import { calendarDateOf, formatCalendarDate, formatDateTime } from '@insp/domain';

/** dd/MM/yyyy HH:mm:ss on the company's clock (spec 001 §9); '' for a missing date. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date);
}

/** dd/MM/yyyy HH:mm on the company's clock (spec 002 §9, NEO's tables); '' for a missing date. */
export function dateTimeMinutes(iso: string | null | undefined): string {
  return dateTime(iso).slice(0, 16);
}

/** dd/MM/yyyy (§9). */
export function dateOnly(iso: string | null | undefined): string {
  return dateTime(iso).slice(0, 10);
}

/**
 * A calendar date (a listado's proposed or real date, 'YYYY-MM-DD') as the date input holds it:
 * the same string, never read through a clock (docs/architecture.md 'Dates'); '' for none.
 */
export function inputDate(value: string | null | undefined): string {
  return calendarDateOf(value) ?? '';
}

/** A calendar date ('YYYY-MM-DD') as dd/MM/yyyy, the same day in every time zone. */
export function calendarDate(value: string | null | undefined): string {
  return formatCalendarDate(calendarDateOf(value));
}
