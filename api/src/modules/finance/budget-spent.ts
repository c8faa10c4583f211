import { Prisma } from "../../generated/prisma/client.ts";
import type { Currency } from "../../generated/prisma/enums.ts";
import { dataloaderGetter } from "@pothos/plugin-dataloader";
import type { Context } from "../../graphql/context.ts";
import { batchPerTick } from "../../graphql/loaders.ts";
import { type DatedAmount, type DatedRates, datedTotalsPerKey, type DecimalValue, loadDatedRates } from "../../infra/money/rates.ts";

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;
export interface BudgetKey {
  id: string;
  currency: Currency;
}

/**
 * The completed expenses counted by each budget (those of its country and
 * category dated within its start and end dates), summed per currency and
 * date so each sum can be converted at the rates of its own date. One
 * statement for any number of budgets.
 */
export async function budgetExpenseRows(db: Db, ids: string[]): Promise<Array<DatedAmount & { id: string }>> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ id: string; currency: Currency; date: Date | string; total: unknown }>>`
    SELECT b."id"::text AS id, t."currency"::text AS currency, t."date" AS date, SUM(t."amount") AS total
    FROM "Budget" b
    JOIN "Transaction" t
      ON t."country" = b."country" AND t."category" = b."category"
     AND t."date" BETWEEN b."startDate" AND b."endDate"
     AND t."type" = 'EXPENSE' AND t."status" = 'COMPLETED'
    WHERE b."id" = ANY(${ids}::uuid[])
    GROUP BY b."id", t."currency", t."date"`;
  return rows.map((r) => ({ id: r.id, currency: r.currency, date: r.date, amount: String(r.total) }));
}

/**
 * A budget's spending is computed, never stored: its completed expenses
 * (budgetExpenseRows), each converted into the budget's currency at the
 * rates of the expense's date. (The `spent` column of the table is left
 * unused, so it can never drift from the transactions.)
 */
export async function spentByBudget(db: Db, budgets: BudgetKey[], rates: DatedRates): Promise<Map<string, Prisma.Decimal>> {
  const rows = await budgetExpenseRows(
    db,
    budgets.map((b) => b.id),
  );
  return datedTotalsPerKey(rates, budgets, rows);
}

/** Percent of the allocation used, to one decimal (0 when nothing was allocated). */
export const usagePercent = (spent: DecimalValue, allocated: DecimalValue) => {
  const a = new Prisma.Decimal(allocated);
  return a.isZero() ? 0 : new Prisma.Decimal(spent).div(a).mul(100).toDecimalPlaces(1).toNumber();
};

/**
 * A budget's spending within one operation: every budget asked for (by
 * `spent` and `usedPercent` alike) is loaded by one statement, with one read
 * of the stored rates.
 */
export const budgetSpentLoader = dataloaderGetter<BudgetKey, Prisma.Decimal, string>(
  batchPerTick(),
  async (budgets, context) => {
    const ctx = context as Context;
    const spent = await spentByBudget(ctx.prisma, budgets, await loadDatedRates(ctx.prisma));
    return budgets.map((b) => spent.get(b.id)!);
  },
  undefined,
  false,
);
