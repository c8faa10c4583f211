import { Country } from "../../generated/prisma/enums.ts";

/** A country Ponte works in: every Country but OTHER. */
export type OperatingCountry = Exclude<Country, typeof Country.OTHER>;

/** Angola, Namibia and South Africa, in the schema's order (summaries list them even when their count is 0). */
export const OPERATING_COUNTRIES: readonly OperatingCountry[] = Object.values(Country).filter((c): c is OperatingCountry => c !== Country.OTHER);

/**
 * The time zone a country's dates are read in, as the database's
 * ponte_country_time_zone (deadlines close at the end of their day there):
 * WAT, CAT and SAST; UTC for a country outside the three.
 */
export const COUNTRY_TIME_ZONE: Record<Country, string> = {
  AO: "Africa/Luanda",
  NA: "Africa/Windhoek",
  ZA: "Africa/Johannesburg",
  OTHER: "UTC",
};

/** The calendar date at `now` in `timeZone`, as midnight UTC of that date (how `@db.Date` columns read). */
export function localDate(now: Date, timeZone: string): Date {
  const ymd = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return new Date(`${ymd}T00:00:00Z`);
}
