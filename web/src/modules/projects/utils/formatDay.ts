import type { IntlShape } from "react-intl";

/** A calendar date (YYYY-MM-DD) as day/month/year; read in UTC so it never shifts a day. */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day.slice(0, 10)}T00:00:00Z`, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
}

/** An instant as day/month/year hour:minute in the user's time zone. */
export function formatDateTime(intl: IntlShape, instant: string): string {
  return intl.formatDate(instant, { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
}
