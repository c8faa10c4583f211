/**
 * A day picked in a date field (yyyy-mm-dd) as the instants the API filters
 * on: its first and its last millisecond in the reader's time zone, so "to
 * 24/11" includes everything done on the 24th where the reader is.
 */
export const startOfDay = (day: string): string | null => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
export const endOfDay = (day: string): string | null => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null);
