import { intlLocale } from "./intlLocale";

/**
 * A calendar date ("2026-11-21", the API's Date scalar) as day/month/year,
 * "21/11/2026". Read in UTC, so no time zone moves it to another day.
 */
export function formatDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}
