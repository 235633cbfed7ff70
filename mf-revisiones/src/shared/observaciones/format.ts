import { formatDateTime as companyDateTime } from '@insp/domain';

/** dd/MM/yyyy HH:mm:ss on the company's clock (spec 001 §9, America/Santiago whatever the browser's zone); '' for a missing or invalid date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : companyDateTime(d);
}

/** dd/MM/yyyy on the company's clock; '' for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}
