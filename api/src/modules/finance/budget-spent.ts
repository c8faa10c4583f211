import { Prisma } from "../../generated/prisma/client.ts";
import type { Currency } from "../../generated/prisma/enums.ts";
import { dataloaderGetter } from "@pothos/plugin-dataloader";
import type { Context } from "../../graphql/context.ts";
import { batchPerTick } from "../../graphql/loaders.ts";
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

/**
 * A budget's spending within one operation: every budget asked for (by
 * `spent` and `usedPercent` alike) is loaded by one statement, with one read
 * of the current rates.
 */
export const budgetSpentLoader = dataloaderGetter<BudgetKey, Prisma.Decimal, string>(
  batchPerTick(),
  async (budgets, context) => {
    const ctx = context as Context;
    const spent = await spentByBudget(ctx.prisma, budgets, await loadCurrentRates(ctx.prisma));
    return budgets.map((b) => spent.get(b.id)!);
  },
  undefined,
  false,
);
