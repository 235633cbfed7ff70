import { DEFAULT_TIME_ZONE } from '@insp/contracts';

/** The local hour from which a company's digest of the day goes out. */
export const HORA_RESUMEN = 7;

export interface LocalDay {
  /** The local calendar date, 'YYYY-MM-DD'. */
  fecha: string;
  /** The local hour, 0..23. */
  hora: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date and hour at `now` in `timeZone` (IANA), whatever the process's TZ: computed by
 * Intl from the instant, so daylight-saving changes of the zone are followed.
 */
export function localDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalDay {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return { fecha: `${parts.year}-${parts.month}-${parts.day}`, hora: Number(parts.hour) };
}

/** 'YYYY-MM-DD' as the mails show it, 'DD/MM/YYYY'. */
export const fechaChilena = (fecha: string): string => fecha.split('-').reverse().join('/');
