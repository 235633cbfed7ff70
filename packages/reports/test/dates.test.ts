import { TEST_TIME_ZONES, useTimeZone } from '@insp/domain/testing';
import { describe, expect, it } from 'vitest';

import { formatFecha, formatFechaHora } from '../src/templates.ts';

// docs/architecture.md 'Dates': every date rule under each of the test time zones.
describe.each(TEST_TIME_ZONES)('dates in documents under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it('a calendar date prints as the day written; an instant on the company clock', () => {
    expect(formatFecha('2026-12-20')).toBe('20/12/2026');
    expect(formatFechaHora('2026-12-20T02:30:00.000Z')).toBe('19/12/2026 23:30:00');
    expect(formatFecha(new Date('2026-12-20T02:30:00.000Z'))).toBe('19/12/2026');
  });
});
