// Moved down to @insp/ui/screens (the same display formats in both revision modules).
export { calendarDate, dateOnly, dateTime, inputDate } from '@insp/ui/screens';
