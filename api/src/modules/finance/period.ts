import type { FinancePeriod } from "./enums.ts";

/** Calendar dates (UTC midnight), both ends inclusive, as stored in `@db.Date` columns. */
export interface DateRange {
  start: Date;
  end: Date;
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
export const startOfDay = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
export const addDays = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n);
export const addMonths = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth() + n, 1);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dates a finance period covers: the whole calendar month, quarter or
 * year that contains `today`, or the 30 days ending today.
 */
export function periodRange(period: FinancePeriod, today: Date): DateRange {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  switch (period) {
    case "CURRENT_MONTH":
      return { start: utc(y, m, 1), end: utc(y, m + 1, 0) };
    case "CURRENT_QUARTER": {
      const q = Math.floor(m / 3) * 3;
      return { start: utc(y, q, 1), end: utc(y, q + 3, 0) };
    }
    case "CURRENT_YEAR":
      return { start: utc(y, 0, 1), end: utc(y, 11, 31) };
    case "LAST_30_DAYS":
      return { start: addDays(startOfDay(today), -29), end: startOfDay(today) };
  }
}

/** The period just before, of the same kind: last month, last quarter, last year, or the 30 days before. */
export function previousPeriodRange(period: FinancePeriod, today: Date): DateRange {
  const current = periodRange(period, today);
  if (period === "LAST_30_DAYS") return { start: addDays(current.start, -30), end: addDays(current.start, -1) };
  return periodRange(period, addDays(current.start, -1));
}

/** Short periods are charted per week, longer ones per month. */
export const bucketOf = (period: FinancePeriod): "week" | "month" => (period === "CURRENT_MONTH" || period === "LAST_30_DAYS" ? "week" : "month");

/** Percent change from `previous` to `current`, or null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
