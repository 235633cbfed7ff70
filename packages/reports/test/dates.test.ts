import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatFecha, formatFechaHora } from '../src/templates.ts';

// The time zones of @insp/domain/testing's TEST_TIME_ZONES (docs/architecture.md 'Dates').
describe.each(['America/Santiago', 'UTC', 'Asia/Tokyo'])('dates in documents under TZ=%s', (timeZone) => {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TZ;
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('a calendar date prints as the day written; an instant on the company clock', () => {
    expect(formatFecha('2026-12-20')).toBe('20/12/2026');
    expect(formatFechaHora('2026-12-20T02:30:00.000Z')).toBe('19/12/2026 23:30:00');
    expect(formatFecha(new Date('2026-12-20T02:30:00.000Z'))).toBe('19/12/2026');
  });
});
