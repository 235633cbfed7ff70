// Moved down to @insp/ui/screens (the same display formats in both revision modules).
export { dateTime, dateOnly, inputDate, calendarDate } from '@insp/ui/screens';
