import { afterAll, beforeAll } from 'vitest';

/**
 * The time zones every date rule is tested under: the company's, the servers' usual one, and one
 * ahead of UTC (a day boundary on the other side). Node applies a new `process.env.TZ` at once to
 * Date and Intl, so one test process (vitest's forks) runs a suite under each in turn.
 */
export const TEST_TIME_ZONES = ['America/Santiago', 'UTC', 'Asia/Tokyo'] as const;

/** Runs the enclosing describe block under `timeZone` (restored afterwards). */
export function useTimeZone(timeZone: string): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
