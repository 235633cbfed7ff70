import { describe, expect, it } from 'vitest';

import {
  atLimit,
  DEFAULT_DIAS_POR_VENCER,
  DEFAULT_DIAS_VENCIDOS,
  DIAS_ELIMINACION,
  formatDateTime,
  graceDaysLeft,
  graceOver,
  quotaColour,
  withDeletedSuffix,
  withoutDeletedSuffix,
} from '../src/projects.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('revision project rules', () => {
  it('has the defaults of spec 001 §9', () => {
    expect([DEFAULT_DIAS_POR_VENCER, DEFAULT_DIAS_VENCIDOS, DIAS_ELIMINACION]).toEqual([10, 20, 5]);
  });

  it('formats dates on the Chilean clock as dd/MM/yyyy HH:mm:ss', () => {
    // 15:04:05 UTC in January is 12:04:05 in Santiago (summer time, UTC-3).
    expect(formatDateTime(new Date('2025-01-09T15:04:05Z'))).toBe('09/01/2025 12:04:05');
  });

  it('adds a date-time suffix on delete and takes it off again on restore', () => {
    const when = new Date('2025-01-09T15:04:05Z');
    const deleted = withDeletedSuffix('Torre Ñuñoa', when);
    expect(deleted).toBe('Torre Ñuñoa (eliminado 09/01/2025 12:04:05)');
    expect(withoutDeletedSuffix(deleted)).toBe('Torre Ñuñoa');
    expect(withoutDeletedSuffix('Torre (eliminado ayer)')).toBe('Torre (eliminado ayer)');
    // Deleting twice never stacks suffixes.
    expect(withDeletedSuffix(deleted, when)).toBe(deleted);
  });

  it('counts the days left of the grace, rounded up and never below zero', () => {
    const deletedAt = new Date('2025-01-01T00:00:00Z');
    expect(graceDaysLeft(null, 5, deletedAt)).toBeNull();
    expect(graceDaysLeft(deletedAt, 5, deletedAt)).toBe(5);
    expect(graceDaysLeft(deletedAt, 5, new Date(deletedAt.getTime() + 1))).toBe(5);
    expect(graceDaysLeft(deletedAt, 5, new Date(deletedAt.getTime() + DAY))).toBe(4);
    expect(graceDaysLeft(deletedAt, 5, new Date(deletedAt.getTime() + 4.5 * DAY))).toBe(1);
    expect(graceDaysLeft(deletedAt, 5, new Date(deletedAt.getTime() + 9 * DAY))).toBe(0);
    expect(graceDaysLeft(deletedAt, null, deletedAt)).toBe(5);
  });

  it('ends the grace exactly DiasEliminacion days after the delete', () => {
    const deletedAt = new Date('2025-01-01T00:00:00Z');
    expect(graceOver(deletedAt, 5, new Date(deletedAt.getTime() + 5 * DAY - 1))).toBe(false);
    expect(graceOver(deletedAt, 5, new Date(deletedAt.getTime() + 5 * DAY))).toBe(true);
  });

  it('colours the quota bar blue under 50%, orange to under 100%, red at 100% or more', () => {
    expect(quotaColour(4, 10)).toBe('info');
    expect(quotaColour(5, 10)).toBe('warning');
    expect(quotaColour(9, 10)).toBe('warning');
    expect(quotaColour(10, 10)).toBe('error');
    expect(quotaColour(12, 10)).toBe('error');
    expect(quotaColour(0, 0)).toBe('error');
    expect(atLimit(2, 3)).toBe(false);
    expect(atLimit(3, 3)).toBe(true);
  });
});
