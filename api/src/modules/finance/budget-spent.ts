import { Prisma } from "../../generated/prisma/client.ts";
import type { Currency } from "../../generated/prisma/enums.ts";
import type { Context } from "../../graphql/context.ts";
import { convertExact, type DecimalValue, loadCurrentRates, money, type RateTable } from "./rates.ts";

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;
export interface BudgetKey {
  id: string;
  currency: Currency;
}

/**
 * A budget's spending is computed, never stored: the completed expenses of
 * its country and category dated within its start and end dates, converted
 * into the budget's currency with the current stored rates. (The `spent`
 * column of the table is left unused, so it can never drift from the
 * transactions.) One statement for any number of budgets.
 */
export async function spentByBudget(db: Db, budgets: BudgetKey[], rates: RateTable): Promise<Map<string, Prisma.Decimal>> {
  const result = new Map(budgets.map((b) => [b.id, new Prisma.Decimal(0)]));
  if (budgets.length === 0) return result;
  const ids = budgets.map((b) => b.id);
  const rows = await db.$queryRaw<Array<{ id: string; currency: Currency; total: unknown }>>`
    SELECT b."id"::text AS id, t."currency"::text AS currency, SUM(t."amount") AS total
    FROM "Budget" b
    JOIN "Transaction" t
      ON t."country" = b."country" AND t."category" = b."category"
     AND t."date" BETWEEN b."startDate" AND b."endDate"
     AND t."type" = 'EXPENSE' AND t."status" = 'COMPLETED'
    WHERE b."id" = ANY(${ids}::uuid[])
    GROUP BY b."id", t."currency"`;
  const currencyOf = new Map(budgets.map((b) => [b.id, b.currency]));
  for (const r of rows) {
    const to = currencyOf.get(r.id)!;
    result.set(r.id, result.get(r.id)!.add(convertExact(rates, String(r.total), r.currency, to)));
  }
  for (const [id, v] of result) result.set(id, money(v));
  return result;
}

/** Percent of the allocation used, to one decimal (0 when nothing was allocated). */
export const usagePercent = (spent: DecimalValue, allocated: DecimalValue) => {
  const a = new Prisma.Decimal(allocated);
  return a.isZero() ? 0 : new Prisma.Decimal(spent).div(a).mul(100).toDecimalPlaces(1).toNumber();
};

// Budgets resolved in one request share one query: ids asked for in the
// same tick are collected, then loaded together (a minimal data loader).
const loaders = new WeakMap<object, (b: BudgetKey) => Promise<Prisma.Decimal>>();

export function loadBudgetSpent(ctx: Context, budget: BudgetKey): Promise<Prisma.Decimal> {
  let load = loaders.get(ctx);
  if (!load) {
    let pending: Array<{ key: BudgetKey; resolve: (v: Prisma.Decimal) => void; reject: (e: unknown) => void }> = [];
    load = (key) =>
      new Promise((resolve, reject) => {
        if (pending.length === 0) {
          setImmediate(async () => {
            const batch = pending;
            pending = [];
            try {
              const rates = await loadCurrentRates(ctx.prisma);
              const spent = await spentByBudget(ctx.prisma, batch.map((p) => p.key), rates);
              for (const p of batch) p.resolve(spent.get(p.key.id)!);
            } catch (e) {
              for (const p of batch) p.reject(e);
            }
          });
        }
        pending.push({ key, resolve, reject });
      });
    loaders.set(ctx, load);
  }
  return load(budget);
}
