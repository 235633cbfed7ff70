import { formatDateTime } from '@insp/domain';

/** dd/MM/yyyy HH:mm on the company's clock (spec 002 §9); '' for a missing date. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date).slice(0, 16);
}
