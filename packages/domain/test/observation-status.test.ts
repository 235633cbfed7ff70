import { describe, expect, it } from 'vitest';

import {
  DAY_MS,
  type ObservationDays,
  observationDays,
  observationDueDates,
  type ObservationStatus,
  observationStatus,
  observationStatusBounds,
  observationStatuses,
  observationStatusLabel,
  observationStatusOptions,
} from '../src/observation-status.ts';

const created = new Date('2024-03-01T12:00:00.000Z');
const days: ObservationDays = { DiasPorVencer: 10, DiasVencidos: 20 };
const at = (d: number, ms = 0) => new Date(created.getTime() + d * DAY_MS + ms);
const open = { CreatedAt: created, Resuelta: null };

/** Does a CreatedAt fall inside the bounds a status filter gives? (what the database query does) */
function matches(bounds: ReturnType<typeof observationStatusBounds>, observation: { CreatedAt: Date; Resuelta: Date | null }): boolean {
  if (bounds.none) return false;
  if (bounds.resuelta !== (observation.Resuelta !== null)) return false;
  if (bounds.after && !(observation.CreatedAt.getTime() > bounds.after.getTime())) return false;
  if (bounds.atOrBefore && !(observation.CreatedAt.getTime() <= bounds.atOrBefore.getTime())) return false;
  return true;
}

describe('observationStatus (spec 001 §4)', () => {
  it('is Observada before DiasPorVencer days', () => {
    expect(observationStatus(open, days, created)).toBe('Observada');
    expect(observationStatus(open, days, at(10, -1))).toBe('Observada');
  });

  it('is Por Vencer from exactly DiasPorVencer days until just before DiasVencidos days', () => {
    expect(observationStatus(open, days, at(10))).toBe('Por Vencer');
    expect(observationStatus(open, days, at(20, -1))).toBe('Por Vencer');
  });

  it('is Vencida (shown Por Resolver) from exactly DiasVencidos days on', () => {
    expect(observationStatus(open, days, at(20))).toBe('Vencida');
    expect(observationStatus(open, days, at(400))).toBe('Vencida');
  });

  it('is Resuelta whenever resolved, however old', () => {
    expect(observationStatus({ CreatedAt: created, Resuelta: at(1) }, days, at(400))).toBe('Resuelta');
    expect(observationStatus({ CreatedAt: created, Resuelta: at(1) }, days, created)).toBe('Resuelta');
  });

  it('treats a project without days as 0: every open observation is overdue at once', () => {
    const none = observationDays({});
    expect(none).toEqual({ DiasPorVencer: 0, DiasVencidos: 0 });
    expect(observationDays({ DiasPorVencer: null, DiasVencidos: 7 })).toEqual({ DiasPorVencer: 0, DiasVencidos: 7 });
    expect(observationStatus(open, none, created)).toBe('Vencida');
  });

  it('goes straight from Observada to Vencida when DiasPorVencer >= DiasVencidos', () => {
    const odd = { DiasPorVencer: 30, DiasVencidos: 20 };
    expect(observationStatus(open, odd, at(20, -1))).toBe('Observada');
    expect(observationStatus(open, odd, at(20))).toBe('Vencida');
    expect(observationStatus(open, odd, at(30))).toBe('Vencida');
  });

  it('gives the due dates the list shows', () => {
    expect(observationDueDates(created, days)).toEqual({ PorVencer: at(10), Vencida: at(20) });
  });
});

describe('observationStatusLabel', () => {
  it("shows 'Vencida' as 'Por Resolver' and nothing as 'N/A'", () => {
    expect(observationStatusLabel('Vencida')).toBe('Por Resolver');
    expect(observationStatusLabel('Por Vencer')).toBe('Por Vencer');
    expect(observationStatusLabel('Observada')).toBe('Observada');
    expect(observationStatusLabel('Resuelta')).toBe('Resuelta');
    expect(observationStatusLabel('')).toBe('N/A');
    expect(observationStatusLabel(null)).toBe('N/A');
    expect(observationStatusLabel(undefined)).toBe('N/A');
  });

  it('offers the four filter options of §4', () => {
    expect(observationStatusOptions.map((option) => option.label)).toEqual(['Resuelta', 'Por Resolver', 'Por Vencer', 'Observada']);
  });
});

describe('observationStatusBounds (a status filter as a query)', () => {
  const now = new Date('2024-06-01T00:00:00.000Z');
  const createdAt = (d: number, ms = 0) => new Date(now.getTime() - d * DAY_MS - ms);

  it('Por Vencer ⇔ Resuelta null and now-DiasVencidos < CreatedAt <= now-DiasPorVencer', () => {
    expect(observationStatusBounds('Por Vencer', days, now)).toEqual({ resuelta: false, after: createdAt(20), atOrBefore: createdAt(10), none: false });
  });

  it('Vencida ⇔ Resuelta null and CreatedAt <= now-DiasVencidos; Observada ⇔ CreatedAt > now-DiasPorVencer; Resuelta ⇔ Resuelta set', () => {
    expect(observationStatusBounds('Vencida', days, now)).toEqual({ resuelta: false, after: null, atOrBefore: createdAt(20), none: false });
    expect(observationStatusBounds('Observada', days, now)).toEqual({ resuelta: false, after: createdAt(10), atOrBefore: null, none: false });
    expect(observationStatusBounds('Resuelta', days, now)).toEqual({ resuelta: true, after: null, atOrBefore: null, none: false });
  });

  it('says no observation can be Por Vencer when DiasPorVencer >= DiasVencidos', () => {
    expect(observationStatusBounds('Por Vencer', { DiasPorVencer: 20, DiasVencidos: 20 }, now).none).toBe(true);
    expect(observationStatusBounds('Por Vencer', { DiasPorVencer: 0, DiasVencidos: 0 }, now).none).toBe(true);
  });

  it('selects exactly the observations whose derived status is the filter, at and around every boundary', () => {
    const sets: ObservationDays[] = [
      days,
      { DiasPorVencer: 0, DiasVencidos: 0 },
      { DiasPorVencer: 30, DiasVencidos: 20 },
      { DiasPorVencer: 0, DiasVencidos: 5 },
    ];
    const ages = [0, 1, 5, 9, 10, 11, 19, 20, 21, 29, 30, 31, 400].flatMap((d) => [createdAt(d, -1), createdAt(d), createdAt(d, 1)]);
    for (const set of sets) {
      for (const CreatedAt of ages) {
        for (const Resuelta of [null, now]) {
          const actual = observationStatus({ CreatedAt, Resuelta }, set, now);
          for (const status of observationStatuses as readonly ObservationStatus[]) {
            expect(
              matches(observationStatusBounds(status, set, now), { CreatedAt, Resuelta }),
              `${status} ${JSON.stringify(set)} ${CreatedAt.toISOString()}`,
            ).toBe(actual === status);
          }
        }
      }
    }
  });
});
