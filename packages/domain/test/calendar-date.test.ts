import { describe, expect, it } from 'vitest';

import { calendarDateOf, companyDay, companyDayEnd, companyDayStart, formatCalendarDate, isCalendarDate } from '../src/calendar-date.ts';
import { formatDateTime } from '../src/projects.ts';
import { TEST_TIME_ZONES, useTimeZone } from '../src/testing.ts';

describe.each(TEST_TIME_ZONES)('date rules under TZ=%s', (timeZone) => {
  useTimeZone(timeZone);

  it('runs under the time zone it names', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
  });

  it('a calendar date is the day written, shown dd/MM/yyyy', () => {
    expect(calendarDateOf('2026-12-20')).toBe('2026-12-20');
    expect(formatCalendarDate('2026-12-20')).toBe('20/12/2026');
    expect(formatCalendarDate(calendarDateOf('2026-01-01'))).toBe('01/01/2026');
    expect(formatCalendarDate(null)).toBe('');
  });

  it('only real days written YYYY-MM-DD are calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const value of ['2026-02-30', '2026-13-01', '20/12/2026', '2026-12-20T00:00:00.000Z', '', null, 20261220]) expect(isCalendarDate(value)).toBe(false);
  });

  it('a date stored before (a BSON date) reads as the day the user chose', () => {
    // Saved from the date input: that day at 00:00 UTC.
    expect(calendarDateOf(new Date('2026-12-20T00:00:00.000Z'))).toBe('2026-12-20');
    expect(calendarDateOf('2026-12-20T00:00:00.000Z')).toBe('2026-12-20');
    // Any other instant: its day on the company's clock (21:30 in Santiago on the 19th).
    expect(calendarDateOf(new Date('2026-12-20T00:30:00.000Z'))).toBe('2026-12-19');
    expect(calendarDateOf(new Date('2026-12-20T15:00:00.000Z'))).toBe('2026-12-20');
    expect(calendarDateOf(null)).toBeNull();
    expect(calendarDateOf('mañana')).toBeNull();
  });

  it("instants are shown on the company's clock, and 'today' is the company's day", () => {
    expect(formatDateTime(new Date('2026-12-20T02:30:00.000Z'))).toBe('19/12/2026 23:30:00');
    expect(companyDay(new Date('2026-12-20T02:30:00.000Z'))).toBe('2026-12-19');
    expect(companyDay(new Date('2026-07-01T12:00:00.000Z'))).toBe('2026-07-01');
  });

  it("a company with a ZonaHoraria of its own has its day on that clock (issue 20 §3: the portal's company day)", () => {
    // 04:30 UTC: already the 20th in Santiago (UTC-3) and on Easter Island (UTC-5 in summer), still the 19th in Mexico City (UTC-6).
    const instant = new Date('2026-12-20T04:30:00.000Z');
    expect(companyDay(instant, 'America/Santiago')).toBe('2026-12-20');
    expect(companyDay(instant, 'America/Mexico_City')).toBe('2026-12-19');
    expect(companyDay(new Date('2026-12-20T05:30:00.000Z'), 'Pacific/Easter')).toBe('2026-12-20');
    expect(companyDay(new Date('2026-12-20T04:59:59.999Z'), 'Pacific/Easter')).toBe('2026-12-19');
  });

  it("a day of a date range runs from 00:00 to 23:59:59.999 on the company's clock", () => {
    // Summer (UTC-3) and winter (UTC-4).
    expect(companyDayStart('2026-12-20')?.toISOString()).toBe('2026-12-20T03:00:00.000Z');
    expect(companyDayEnd('2026-12-20')?.toISOString()).toBe('2026-12-21T02:59:59.999Z');
    expect(companyDayStart('2026-07-01')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    // The day the clocks go back (4 April 2026: at 24:00 -03 it is 23:00 -04 again) has 25 hours.
    expect(companyDayStart('2026-04-04')?.toISOString()).toBe('2026-04-04T03:00:00.000Z');
    expect(companyDayEnd('2026-04-04')?.toISOString()).toBe('2026-04-05T03:59:59.999Z');
    expect(companyDayStart('2026-04-05')?.toISOString()).toBe('2026-04-05T04:00:00.000Z');
    // The day they go forward (6 September 2026) starts at 01:00, midnight does not exist.
    expect(companyDayStart('2026-09-06')?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(companyDay(new Date('2026-09-06T03:59:59.999Z'))).toBe('2026-09-05');
    expect(companyDayStart('2026-02-30')).toBeNull();
  });
});
