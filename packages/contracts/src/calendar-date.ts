import { common } from '@insp/messages';
import { z } from 'zod';

/**
 * A calendar date: a day without a time of day ('Fecha propuesta', 'Fecha real' of a listado),
 * 'YYYY-MM-DD' in bodies, answers and the database alike, so no time zone can move it (see
 * docs/architecture.md 'Dates' and `calendarDateOf` in @insp/domain for dates stored before).
 * Every calendar-date field uses this one schema.
 */
export const CalendarDate = z.iso.date({ error: common.fechaInvalida });
export type CalendarDate = z.infer<typeof CalendarDate>;
