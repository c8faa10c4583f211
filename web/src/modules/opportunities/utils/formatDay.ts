import type { IntlShape } from "react-intl";

/** A calendar date (YYYY-MM-DD) as day/month/year; read at noon so no time zone shifts the day. */
export function formatDay(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate}T12:00:00`, { day: "2-digit", month: "2-digit", year: "numeric" });
}
