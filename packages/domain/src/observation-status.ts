import { observaciones } from '@insp/messages/revisiones';

/**
 * Observation status of revision projects (spec 001 §4), derived at read time from the project's
 * DiasPorVencer and DiasVencidos; stored names as the spec's data has them ('Vencida' is shown
 * 'Por Resolver').
 *
 * Choice (the spec's screen rewrote Estado on every unresolved observation of the list whenever a
 * status filter was chosen): ours never stores a status. The status is a pure function of CreatedAt,
 * Resuelta, the project's days and now, so a status filter becomes CreatedAt bounds plus a Resuelta
 * null / not-null condition (`observationStatusBounds`), which the database answers from its indexes
 * and which stays right when the project's days change, with no write on a read.
 *
 * A day is 24 h of absolute time (not a calendar day in some time zone), so a status and its
 * filter bounds are exact inverses at every instant, DST changes included.
 */
export const observationStatuses = ['Observada', 'Por Vencer', 'Vencida', 'Resuelta'] as const;
export type ObservationStatus = (typeof observationStatuses)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ObservationDays {
  DiasPorVencer: number;
  DiasVencidos: number;
}

/** The project's days, 0 where a project lacks them (spec 001 §9). */
export function observationDays(project: { DiasPorVencer?: number | null; DiasVencidos?: number | null }): ObservationDays {
  const days = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
  return { DiasPorVencer: days(project.DiasPorVencer), DiasVencidos: days(project.DiasVencidos) };
}

/** When an observation becomes 'Por Vencer' and when it becomes 'Vencida' (the due date). */
export function observationDueDates(createdAt: Date, days: ObservationDays): { PorVencer: Date; Vencida: Date } {
  return { PorVencer: new Date(createdAt.getTime() + days.DiasPorVencer * DAY_MS), Vencida: new Date(createdAt.getTime() + days.DiasVencidos * DAY_MS) };
}

/**
 * §4: Resuelta if resolved; Vencida (shown 'Por Resolver') from CreatedAt + DiasVencidos on;
 * Por Vencer from CreatedAt + DiasPorVencer on, before overdue; otherwise Observada.
 */
export function observationStatus(observation: { CreatedAt: Date; Resuelta: Date | null | undefined }, days: ObservationDays, now: Date): ObservationStatus {
  if (observation.Resuelta) return 'Resuelta';
  const due = observationDueDates(observation.CreatedAt, days);
  const t = now.getTime();
  if (t >= due.Vencida.getTime()) return 'Vencida';
  if (t >= due.PorVencer.getTime()) return 'Por Vencer';
  return 'Observada';
}

/** How a stored status is shown: 'Vencida' as 'Por Resolver', nothing as 'N/A'. */
export function observationStatusLabel(status: string | null | undefined): string {
  if (!status) return observaciones.sinEstado;
  return (observaciones.estados as Record<string, string>)[status] ?? status;
}

/** The status filter's options, as the screen offers them (value = stored name). */
export const observationStatusOptions: readonly { value: ObservationStatus; label: string }[] = (
  ['Resuelta', 'Vencida', 'Por Vencer', 'Observada'] as const
).map((value) => ({ value, label: observationStatusLabel(value) }));

/**
 * The inverse of `observationStatus`: which observations have `status` at `now`, as a condition
 * on Resuelta (set or null) and CreatedAt bounds. `after` is exclusive, `atOrBefore` inclusive;
 * null means unbounded. `none` is true when no observation can have the status (e.g. Por Vencer
 * when DiasPorVencer >= DiasVencidos: overdue comes first).
 */
export interface ObservationStatusBounds {
  resuelta: boolean;
  after: Date | null;
  atOrBefore: Date | null;
  none: boolean;
}

export function observationStatusBounds(status: ObservationStatus, days: ObservationDays, now: Date): ObservationStatusBounds {
  if (status === 'Resuelta') return { resuelta: true, after: null, atOrBefore: null, none: false };
  // now >= CreatedAt + d  ⇔  CreatedAt <= now - d
  const vencidaEdge = new Date(now.getTime() - days.DiasVencidos * DAY_MS);
  const porVencerEdge = new Date(now.getTime() - days.DiasPorVencer * DAY_MS);
  if (status === 'Vencida') return { resuelta: false, after: null, atOrBefore: vencidaEdge, none: false };
  if (status === 'Por Vencer') {
    const none = porVencerEdge.getTime() <= vencidaEdge.getTime();
    return { resuelta: false, after: vencidaEdge, atOrBefore: porVencerEdge, none };
  }
  // Observada: before both edges (when DiasPorVencer > DiasVencidos, overdue comes first).
  const after = porVencerEdge.getTime() > vencidaEdge.getTime() ? porVencerEdge : vencidaEdge;
  return { resuelta: false, after, atOrBefore: null, none: false };
}
