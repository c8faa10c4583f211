import { Prisma } from "../../generated/prisma/client.ts";
import type { Currency } from "../../generated/prisma/enums.ts";
import { conflict } from "../../graphql/errors.ts";

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;
export type DecimalValue = string | number | Prisma.Decimal;

/** The current rate of every stored pair, keyed "BASE/QUOTE" (1 BASE = rate QUOTE). */
export type RateTable = Map<string, Decimal>;

type RateReader = { $queryRaw: Prisma.TransactionClient["$queryRaw"] };

/** Loads the newest rate of each pair in one statement. */
export async function loadCurrentRates(db: RateReader): Promise<RateTable> {
  const rows = await db.$queryRaw<Array<{ base: Currency; quote: Currency; rate: unknown }>>`
    SELECT DISTINCT ON ("base", "quote") "base"::text AS base, "quote"::text AS quote, "rate"
    FROM "ExchangeRate" ORDER BY "base", "quote", "asOf" DESC`;
  return new Map(rows.map((r) => [`${r.base}/${r.quote}`, new Decimal(String(r.rate))]));
}

/**
 * Every stored rate, for converting amounts at the rate of their own date.
 * `at(date)` is the table in force on that calendar date: for each pair the
 * newest rate with asOf ≤ date; when every stored rate of a pair is newer
 * than the date, that pair's oldest rate (the nearest one known), so an old
 * amount is never left unconverted.
 */
export interface DatedRates {
  at(date: Date | string): RateTable;
}

/** ISO calendar date (YYYY-MM-DD) of a date column's value. */
const dayOf = (d: Date | string) => (typeof d === "string" ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * Loads every stored rate in one statement (a few rows per pair and date; the
 * table holds rates, not amounts), so a page of any size costs one read.
 */
export async function loadDatedRates(db: RateReader): Promise<DatedRates> {
  const rows = await db.$queryRaw<Array<{ base: Currency; quote: Currency; rate: unknown; asOf: Date | string }>>`
    SELECT "base"::text AS base, "quote"::text AS quote, "rate", "asOf"
    FROM "ExchangeRate" ORDER BY "base", "quote", "asOf"`;
  const history = new Map<string, Array<{ day: string; rate: Decimal }>>();
  for (const r of rows) {
    const key = `${r.base}/${r.quote}`;
    if (!history.has(key)) history.set(key, []);
    history.get(key)!.push({ day: dayOf(r.asOf), rate: new Decimal(String(r.rate)) });
  }
  const tables = new Map<string, RateTable>();
  return {
    at(date) {
      const day = dayOf(date);
      let table = tables.get(day);
      if (!table) {
        table = new Map();
        for (const [key, list] of history) {
          // oldest first: the last one not after the day, or the oldest of all
          let chosen = list[0];
          for (const entry of list) {
            if (entry.day > day) break;
            chosen = entry;
          }
          table.set(key, chosen.rate);
        }
        tables.set(day, table);
      }
      return table;
    },
  };
}

/** One step: a stored pair used directly, or its inverse. */
function step(rates: RateTable, from: Currency, to: Currency): Decimal | null {
  if (from === to) return new Decimal(1);
  const direct = rates.get(`${from}/${to}`);
  if (direct && !direct.isZero()) return direct;
  const inverse = rates.get(`${to}/${from}`);
  if (inverse && !inverse.isZero()) return new Decimal(1).div(inverse);
  return null;
}

/**
 * The factor that turns an amount in `from` into `to`: a stored pair (direct
 * or inverse), otherwise through USD (from→USD→to). Null when no path exists.
 */
export function rateBetween(rates: RateTable, from: Currency, to: Currency): Decimal | null {
  const single = step(rates, from, to);
  if (single) return single;
  const toUsd = step(rates, from, "USD");
  const fromUsd = step(rates, "USD", to);
  return toUsd && fromUsd ? toUsd.mul(fromUsd) : null;
}

/** Converts without rounding; throws CONFLICT RATE_NOT_AVAILABLE when no stored rate links the two. */
export function convertExact(rates: RateTable, amount: DecimalValue, from: Currency, to: Currency): Decimal {
  const factor = rateBetween(rates, from, to);
  if (!factor) throw conflict(`No exchange rate stored between ${from} and ${to}`, "RATE_NOT_AVAILABLE");
  return new Decimal(amount).mul(factor);
}

/** Money rounded to cents (half up), as shown everywhere. */
export const money = (d: DecimalValue) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export const convert = (rates: RateTable, amount: DecimalValue, from: Currency, to: Currency) => money(convertExact(rates, amount, from, to));

/** Sums rows of (currency, amount) into one currency, rounding once at the end. */
export function sumIn(rates: RateTable, rows: Array<{ currency: Currency; amount: DecimalValue }>, to: Currency): Decimal {
  let total = new Decimal(0);
  for (const r of rows) total = total.add(convertExact(rates, r.amount, r.currency, to));
  return money(total);
}

/** A dated amount: converted at the rates of `date` (see DatedRates). */
export interface DatedAmount {
  currency: Currency;
  amount: DecimalValue;
  date: Date | string;
}

/** Converts each amount at the rates of its own date and sums, without rounding. */
export function sumDatedExact(rates: DatedRates, rows: DatedAmount[], to: Currency): Decimal {
  let total = new Decimal(0);
  for (const r of rows) total = total.add(convertExact(rates.at(r.date), r.amount, r.currency, to));
  return total;
}

/** Sums dated amounts into one currency, each at its date's rates, rounding once at the end. */
export const sumDatedIn = (rates: DatedRates, rows: DatedAmount[], to: Currency) => money(sumDatedExact(rates, rows, to));

/**
 * Per key (a budget, a project), the sum of its dated amounts in the key's
 * own currency, each converted at its date's rates, rounded to cents; zero
 * for a key without amounts.
 */
export function datedTotalsPerKey(rates: DatedRates, keys: Array<{ id: string; currency: Currency }>, rows: Array<DatedAmount & { id: string }>): Map<string, Decimal> {
  const byKey = new Map<string, DatedAmount[]>();
  for (const r of rows) {
    if (!byKey.has(r.id)) byKey.set(r.id, []);
    byKey.get(r.id)!.push(r);
  }
  return new Map(keys.map((k) => [k.id, sumDatedIn(rates, byKey.get(k.id) ?? [], k.currency)]));
}
