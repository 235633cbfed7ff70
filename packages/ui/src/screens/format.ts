import { formatDateTime } from '@insp/domain';

/** dd/MM/yyyy HH:mm:ss on the company's clock (spec 001 §9); '' for a missing date. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date);
}

/** dd/MM/yyyy (§9). */
export function dateOnly(iso: string | null | undefined): string {
  return dateTime(iso).slice(0, 10);
}

/**
 * A proposed or real date as the date input holds it (yyyy-MM-dd). A calendar date is kept as is;
 * a date-time is read on the company's clock.
 */
export function inputDate(iso: string | null | undefined): string {
  if (!iso) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const shown = dateOnly(iso);
  return shown ? `${shown.slice(6, 10)}-${shown.slice(3, 5)}-${shown.slice(0, 2)}` : '';
}

/** A stored calendar date (yyyy-MM-dd or ISO) as dd/MM/yyyy. */
export function calendarDate(iso: string | null | undefined): string {
  const value = inputDate(iso);
  return value ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
}
