import { Prisma } from "../../generated/prisma/client.ts";
import type { Country, Currency, TransactionStatus, TransactionType } from "../../generated/prisma/enums.ts";
import { budgetWhere } from "./budget.ts";
import { budgetExpenseRows } from "./budget-spent.ts";
import type { FinancePeriod } from "./enums.ts";
import { addDays, addMonths, bucketOf, type DateRange, isoDate, percentChange, periodRange, previousPeriodRange } from "./period.ts";
import { convertExact, loadDatedRates, money, rateBetween, sumDatedIn, sumIn } from "../../infra/money/rates.ts";

type Db = Pick<Prisma.TransactionClient, "$queryRaw" | "budget">;
const D = Prisma.Decimal;

export interface FinanceSummaryValue {
  currency: Currency;
  start: Date;
  end: Date;
  revenue: Prisma.Decimal;
  expenses: Prisma.Decimal;
  net: Prisma.Decimal;
  /** net / revenue in percent (one decimal); null without revenue */
  marginPercent: number | null;
  pending: Prisma.Decimal;
  pendingCount: number;
  budgetAllocated: Prisma.Decimal;
  budgetSpent: Prisma.Decimal;
  budgetUsedPercent: number | null;
  usdToAoa: Prisma.Decimal | null;
}

const countryClause = (country: Country | null | undefined) => (country ? Prisma.sql`AND "country" = ${country}::"Country"` : Prisma.empty);

interface Totals {
  type: TransactionType;
  status: TransactionStatus;
  currency: Currency;
  date: Date | string;
  total: unknown;
  n: number;
}

async function totalsByKind(db: Db, country: Country | null | undefined, range: DateRange) {
  return db.$queryRaw<Totals[]>`
    SELECT "type"::text AS type, "status"::text AS status, "currency"::text AS currency, "date",
           SUM("amount") AS total, COUNT(*)::int AS n
    FROM "Transaction"
    WHERE "date" BETWEEN ${range.start}::date AND ${range.end}::date ${countryClause(country)}
    GROUP BY 1, 2, 3, 4`;
}

const pick = (rows: Totals[], test: (r: Totals) => boolean) => rows.filter(test).map((r) => ({ currency: r.currency, date: r.date, amount: String(r.total) }));

/**
 * The finance dashboard's cards (spec §9): revenue counts only completed
 * income, expenses only completed expenses; net = revenue − expenses; margin
 * = net / revenue; pending sums every pending transaction; budgets are those
 * overlapping the period. All in `currency`; each transaction is converted at
 * the rates of its own date (DatedRates), the budgets' allocations (amounts
 * for a whole period, not of a date) and the USD→AOA card at the current ones.
 */
export async function financeSummary(
  db: Db,
  args: { country?: Country | null; period: FinancePeriod; currency: Currency },
  today = new Date(),
): Promise<FinanceSummaryValue> {
  const range = periodRange(args.period, today);
  const rates = await loadDatedRates(db);
  const current = rates.at(today);
  const rows = await totalsByKind(db, args.country, range);
  const revenue = sumDatedIn(
    rates,
    pick(rows, (r) => r.type === "INCOME" && r.status === "COMPLETED"),
    args.currency,
  );
  const expenses = sumDatedIn(
    rates,
    pick(rows, (r) => r.type === "EXPENSE" && r.status === "COMPLETED"),
    args.currency,
  );
  const pending = sumDatedIn(
    rates,
    pick(rows, (r) => r.status === "PENDING"),
    args.currency,
  );
  const net = revenue.sub(expenses);

  const budgets = await db.budget.findMany({
    where: budgetWhere(args.country, args.period, today),
    select: { id: true, currency: true, allocated: true },
  });
  const budgetAllocated = sumIn(
    current,
    budgets.map((b) => ({ currency: b.currency, amount: b.allocated })),
    args.currency,
  );
  // each expense counted by a budget, straight into `currency` at its own date's rates
  const budgetSpent = sumDatedIn(
    rates,
    await budgetExpenseRows(
      db,
      budgets.map((b) => b.id),
    ),
    args.currency,
  );

  const usdToAoa = rateBetween(current, "USD", "AOA");
  return {
    currency: args.currency,
    start: range.start,
    end: range.end,
    revenue,
    expenses,
    net,
    marginPercent: revenue.isZero() ? null : net.div(revenue).mul(100).toDecimalPlaces(1).toNumber(),
    pending,
    pendingCount: rows.filter((r) => r.status === "PENDING").reduce((n, r) => n + r.n, 0),
    budgetAllocated,
    budgetSpent,
    budgetUsedPercent: budgetAllocated.isZero() ? null : budgetSpent.div(budgetAllocated).mul(100).toDecimalPlaces(1).toNumber(),
    usdToAoa: usdToAoa ? usdToAoa.toDecimalPlaces(4) : null,
  };
}

export interface CashFlowPoint {
  start: Date;
  income: Prisma.Decimal;
  expense: Prisma.Decimal;
}

export interface CashFlowValue {
  currency: Currency;
  bucket: "WEEK" | "MONTH";
  points: CashFlowPoint[];
  income: Prisma.Decimal;
  expense: Prisma.Decimal;
  previousIncome: Prisma.Decimal;
  previousExpense: Prisma.Decimal;
  incomeChangePercent: number | null;
  expenseChangePercent: number | null;
  netChangePercent: number | null;
}

/** Monday of the ISO week of `d` (as PostgreSQL's date_trunc('week')). */
const weekStart = (d: Date) => addDays(d, -((d.getUTCDay() + 6) % 7));

/**
 * Completed income and expense per week (month and 30-day periods) or per
 * month (quarter and year), and the change against the period before.
 */
export async function cashFlow(db: Db, args: { country?: Country | null; period: FinancePeriod; currency: Currency }, today = new Date()): Promise<CashFlowValue> {
  const range = periodRange(args.period, today);
  const previous = previousPeriodRange(args.period, today);
  const bucket = bucketOf(args.period);
  const rates = await loadDatedRates(db);
  const rows = await db.$queryRaw<Array<{ bucket: Date; type: TransactionType; currency: Currency; date: Date | string; total: unknown }>>`
    SELECT date_trunc(${bucket}, "date")::date AS bucket, "type"::text AS type, "currency"::text AS currency, "date", SUM("amount") AS total
    FROM "Transaction"
    WHERE "status" = 'COMPLETED' AND "type" IN ('INCOME', 'EXPENSE')
      AND "date" BETWEEN ${range.start}::date AND ${range.end}::date ${countryClause(args.country)}
    GROUP BY 1, 2, 3, 4`;

  const points = new Map<string, CashFlowPoint>();
  for (let s = bucket === "week" ? weekStart(range.start) : range.start; s <= range.end; s = bucket === "week" ? addDays(s, 7) : addMonths(s, 1)) {
    points.set(isoDate(s), { start: s, income: new D(0), expense: new D(0) });
  }
  for (const r of rows) {
    const p = points.get(isoDate(new Date(r.bucket)));
    if (!p) continue;
    const v = convertExact(rates.at(r.date), String(r.total), r.currency, args.currency);
    if (r.type === "INCOME") p.income = p.income.add(v);
    else p.expense = p.expense.add(v);
  }
  // totals from the exact figures, rounded once, so they match the summary cards
  const exact = [...points.values()];
  const income = money(exact.reduce((s, p) => s.add(p.income), new D(0)));
  const expense = money(exact.reduce((s, p) => s.add(p.expense), new D(0)));
  const list = exact.map((p) => ({ start: p.start, income: money(p.income), expense: money(p.expense) }));

  const before = await totalsByKind(db, args.country, previous);
  const previousIncome = sumDatedIn(
    rates,
    pick(before, (r) => r.type === "INCOME" && r.status === "COMPLETED"),
    args.currency,
  );
  const previousExpense = sumDatedIn(
    rates,
    pick(before, (r) => r.type === "EXPENSE" && r.status === "COMPLETED"),
    args.currency,
  );
  return {
    currency: args.currency,
    bucket: bucket === "week" ? "WEEK" : "MONTH",
    points: list,
    income,
    expense,
    previousIncome,
    previousExpense,
    incomeChangePercent: percentChange(income.toNumber(), previousIncome.toNumber()),
    expenseChangePercent: percentChange(expense.toNumber(), previousExpense.toNumber()),
    netChangePercent: percentChange(income.sub(expense).toNumber(), previousIncome.sub(previousExpense).toNumber()),
  };
}
