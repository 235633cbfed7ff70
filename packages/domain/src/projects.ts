/** Rules of revision projects and listados shared by the service and the screens (spec 001 §§4, 5, 9). */

import { companyClockParts } from './calendar-date.ts';

/** §9: DiasPorVencer and DiasVencidos at creation. */
export const DEFAULT_DIAS_POR_VENCER = 10;
export const DEFAULT_DIAS_VENCIDOS = 20;
/** §9: days a soft-deleted project (or listado) stays before its permanent removal. */
export const DIAS_ELIMINACION = 5;
/** §9: page sizes of the projects table. */
export const PROJECT_PAGE_SIZES = [20, 50, 80, 110, 140] as const;
export const PROJECT_DEFAULT_PAGE_SIZE = 80;
/** §9: fallback page size of the revisions and listados tables. */
export const CHILD_DEFAULT_PAGE_SIZE = 5;

const DAY_MS = 24 * 60 * 60 * 1000;
const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm:ss on the company's clock (§9, the project list's date format). */
export function formatDateTime(date: Date): string {
  const p = companyClockParts(date);
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

// §4: a deleted project's name gets a date-time suffix, so its name is free again at once; the
// suffix has one exact shape so restoring can take it off again.
const SUFFIX = / \(eliminado \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\)$/;

/** The name of a project soft-deleted at `when`: 'Torre A (eliminado 01/02/2025 10:20:30)'. */
export function withDeletedSuffix(name: string, when: Date): string {
  return `${withoutDeletedSuffix(name)} (eliminado ${formatDateTime(when)})`;
}

/** The name without the deletion suffix (unchanged when it has none). */
export function withoutDeletedSuffix(name: string): string {
  return name.replace(SUFFIX, '');
}

/**
 * Whole days left before a soft-deleted record is removed for good (the countdown of the deleted
 * rows): rounded up, never negative; null when the record is not deleted.
 */
export function graceDaysLeft(fechaEliminacion: Date | null | undefined, diasEliminacion: number | null | undefined, now: Date): number | null {
  if (!fechaEliminacion) return null;
  const days = diasEliminacion ?? DIAS_ELIMINACION;
  const left = (fechaEliminacion.getTime() + days * DAY_MS - now.getTime()) / DAY_MS;
  return Math.max(0, Math.ceil(left));
}

/** Has the grace of a soft-deleted record run out (permanent purge due)? */
export function graceOver(fechaEliminacion: Date, diasEliminacion: number | null | undefined, now: Date): boolean {
  return fechaEliminacion.getTime() + (diasEliminacion ?? DIAS_ELIMINACION) * DAY_MS <= now.getTime();
}

/** §9 progress bar colour of used / limit: under 50% blue, to under 100% orange, 100%+ red. */
export function quotaColour(used: number, limit: number): 'info' | 'warning' | 'error' {
  if (limit <= 0) return 'error';
  const ratio = used / limit;
  if (ratio < 0.5) return 'info';
  if (ratio < 1) return 'warning';
  return 'error';
}

/** §9: the 'Nuevo Proyecto' button is disabled at the limit. */
export function atLimit(used: number, limit: number): boolean {
  return used >= limit;
}
