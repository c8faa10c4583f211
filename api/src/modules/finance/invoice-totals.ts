import { DEFAULT_TAX_RATES } from "@ponte/contracts/finance";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Country } from "../../generated/prisma/enums.ts";
import { type DecimalValue, money } from "./rates.ts";

type Decimal = Prisma.Decimal;

/** The rate a new line takes when none is given: the invoice country's IVA/VAT. */
export const defaultTaxRate = (country: Country): Decimal => new Prisma.Decimal(DEFAULT_TAX_RATES[country]);

export interface TaxLine {
  /** percent */
  rate: Decimal;
  /** the lines' totals at this rate (before tax) */
  base: Decimal;
  /** base × rate / 100, rounded to cents */
  tax: Decimal;
}

export interface InvoiceTotals {
  subtotal: Decimal;
  /** one per rate, lowest rate first */
  taxLines: TaxLine[];
  taxTotal: Decimal;
  /** subtotal + taxTotal: what the client pays */
  total: Decimal;
}

/**
 * The totals of an invoice from its lines: each rate's tax is computed on the
 * sum of the lines at that rate and rounded once (to cents, half up), as an
 * invoice's tax summary prints it; the total is subtotal plus those taxes.
 */
export function invoiceTotals(lines: ReadonlyArray<{ total: DecimalValue; taxRate: DecimalValue }>): InvoiceTotals {
  const byRate = new Map<string, { rate: Decimal; base: Decimal }>();
  let subtotal = new Prisma.Decimal(0);
  for (const line of lines) {
    const rate = new Prisma.Decimal(line.taxRate);
    const key = rate.toFixed(2);
    const entry = byRate.get(key) ?? { rate, base: new Prisma.Decimal(0) };
    entry.base = entry.base.add(line.total);
    byRate.set(key, entry);
    subtotal = subtotal.add(line.total);
  }
  const taxLines = [...byRate.values()]
    .sort((a, b) => a.rate.comparedTo(b.rate))
    .map(({ rate, base }) => ({ rate, base: money(base), tax: money(base.mul(rate).div(100)) }));
  const taxTotal = taxLines.reduce((sum, l) => sum.add(l.tax), new Prisma.Decimal(0));
  subtotal = money(subtotal);
  return { subtotal, taxLines, taxTotal, total: subtotal.add(taxTotal) };
}

/** What is left to pay; never below zero. */
export const invoiceBalance = (inv: { amount: DecimalValue; amountPaid: DecimalValue }): Decimal => {
  const left = new Prisma.Decimal(inv.amount).sub(inv.amountPaid);
  return left.isNegative() ? new Prisma.Decimal(0) : left;
};
