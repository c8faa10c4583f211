import { dataloaderGetter } from "@pothos/plugin-dataloader";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Currency } from "../../generated/prisma/enums.ts";
import type { Context } from "../../graphql/context.ts";
import { batchPerTick } from "../../graphql/loaders.ts";
import { type DatedAmount, type DatedRates, datedTotalsPerKey, loadDatedRates } from "../../infra/money/rates.ts";

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;
export interface ProjectKey {
  id: string;
  currency: Currency;
}

/**
 * The completed expenses linked to each project, summed per currency and
 * date (so each sum converts at its own date's rates). One statement for any
 * number of projects.
 */
async function projectExpenseRows(db: Db, ids: string[]): Promise<Array<DatedAmount & { id: string }>> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ id: string; currency: Currency; date: Date | string; total: unknown }>>`
    SELECT t."projectId"::text AS id, t."currency"::text AS currency, t."date" AS date, SUM(t."amount") AS total
    FROM "Transaction" t
    WHERE t."projectId" = ANY(${ids}::uuid[]) AND t."type" = 'EXPENSE' AND t."status" = 'COMPLETED'
    GROUP BY 1, 2, 3`;
  return rows.map((r) => ({ id: r.id, currency: r.currency, date: r.date, amount: String(r.total) }));
}

/**
 * A project's spending ("Gasto") is derived, never typed: the sum of its
 * completed expense transactions, each converted into the project's currency
 * at the rates of the transaction's date. (The table's old hand-typed `spent`
 * column is kept, unread, so nothing entered before is lost.)
 */
export async function spentByProject(db: Db, projects: ProjectKey[], rates: DatedRates): Promise<Map<string, Prisma.Decimal>> {
  const rows = await projectExpenseRows(
    db,
    projects.map((p) => p.id),
  );
  return datedTotalsPerKey(rates, projects, rows);
}

/** Same as spentByProject, reading the rates itself. */
export async function loadProjectSpending(db: Db, projects: ProjectKey[]) {
  return spentByProject(db, projects, await loadDatedRates(db));
}

/**
 * The spending of every project of one operation (spent, remaining,
 * executionPercent and health alike): one read of the rates, one statement.
 */
export const projectSpentLoader = dataloaderGetter<ProjectKey, Prisma.Decimal, string>(
  batchPerTick(),
  async (projects, context) => {
    const spent = await loadProjectSpending((context as Context).prisma, projects);
    return projects.map((p) => spent.get(p.id)!);
  },
  undefined,
  false,
);
