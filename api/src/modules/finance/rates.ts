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
