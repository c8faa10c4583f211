import type { Prisma } from "../../generated/prisma/client.ts";
import type { Country, Currency, ProjectStatus, Sector } from "../../generated/prisma/enums.ts";
import { OPERATING_COUNTRIES } from "../../infra/common/countries.ts";
import { addDays, addMonths, isoDate, startOfDay } from "../finance/period.ts";
import { convertExact, type DecimalValue, loadDatedRates, type RateTable } from "../../infra/money/rates.ts";
import { projectHealth } from "../projects/health.ts";
import { spentByProject } from "../projects/spent.ts";
import {
  ASSUMED_COST_RATIO,
  assumedRoi,
  growth,
  type Insight,
  insightsFor,
  linearProjection,
  MIN_GROWTH_BASE,
  recommendationsFor,
  recordedRoi,
  ROI_TARGET,
  round1,
  round2,
} from "./rules.ts";

export const ANALYTICS_PERIODS = ["THREE_MONTHS", "SIX_MONTHS", "ONE_YEAR", "ALL"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
const MONTHS: Record<Exclude<AnalyticsPeriod, "ALL">, number> = { THREE_MONTHS: 3, SIX_MONTHS: 6, ONE_YEAR: 12 };

type Db = Pick<Prisma.TransactionClient, "$queryRaw" | "project" | "client" | "staffMember">;

export interface AnalyticsKpis {
  revenue: number;
  revenueGrowth: number | null;
  expenses: number;
  projects: number;
  projectsGrowth: number | null;
  activeClients: number;
  clientsGrowth: number | null;
  teamSize: number;
  teamGrowth: number | null;
  averageProgress: number | null;
  /** from recorded income and expenses */
  roi: number | null;
  roiTarget: number;
  costRatio: number;
  /** the spec's assumption: costs are costRatio of revenue */
  assumedRoi: number | null;
}
export interface TrendPoint {
  month: Date;
  revenue: number;
  projects: number;
  clients: number;
  team: number;
}
export interface CountryRow {
  country: Country;
  projects: number;
  budget: number;
  revenue: number;
  revenueShare: number | null;
  clients: number;
  team: number;
  averageProgress: number | null;
  critical: number;
}
export interface SectorRow {
  sector: Sector | null;
  projects: number;
  budget: number;
  revenue: number;
  clients: number;
}
export interface HealthCounts {
  critical: number;
  warning: number;
  good: number;
  normal: number;
}
export interface ProjectionValue {
  basisMonths: number;
  revenueSlope: number;
  projectsSlope: number;
  months: Array<{ month: Date; revenue: number; projects: number }>;
  totalRevenue: number;
}
export interface AnalyticsValue {
  period: AnalyticsPeriod;
  currency: Currency;
  start: Date;
  end: Date;
  previousStart: Date | null;
  previousEnd: Date | null;
  kpis: AnalyticsKpis;
  trends: TrendPoint[];
  countries: CountryRow[];
  sectors: SectorRow[];
  health: HealthCounts;
  insights: Insight[];
  recommendations: Insight[];
  projection: ProjectionValue | null;
}

interface ProjectRow {
  id: string;
  clientId: string;
  country: Country;
  sector: Sector;
  budget: Prisma.Decimal;
  spent: Prisma.Decimal;
  currency: Currency;
  progress: number;
  status: ProjectStatus;
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
}

const firstOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const endOfMonth = (d: Date) => addDays(addMonths(d, 1), -1);
const begins = (p: ProjectRow) => p.startDate ?? startOfDay(p.createdAt);
const runsDuring = (p: ProjectRow, from: Date, to: Date) => begins(p) <= to && (p.endDate == null || p.endDate >= from);
const toUsd = (rates: RateTable, amount: DecimalValue, currency: Currency) => convertExact(rates, amount, currency, "USD").toNumber();
const avg = (xs: number[]) => (xs.length ? round1(xs.reduce((s, x) => s + x, 0) / xs.length) : null);

/**
 * Everything on the analytics screen for one period, in USD: six queries
 * (money grouped in SQL by month, day, country, sector and type; projects
 * and their spending; clients; staff; rates), then the spec's rules over
 * those rows. Money is converted at the rates of its own date.
 */
export async function computeAnalytics(db: Db, period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsValue> {
  const today = startOfDay(now);
  const rates = await loadDatedRates(db);
  // budgets are planned amounts of no single date: converted at today's rates
  const todayRates = rates.at(today);
  const [rows, clients, staff] = await Promise.all([
    db.project.findMany({
      select: {
        id: true,
        clientId: true,
        country: true,
        sector: true,
        budget: true,
        currency: true,
        progress: true,
        status: true,
        startDate: true,
        endDate: true,
        createdAt: true,
      },
    }),
    db.client.findMany({ select: { id: true, status: true, joinDate: true } }),
    db.staffMember.findMany({ select: { country: true, status: true, joinDate: true } }),
  ]);
  const spending = await spentByProject(db, rows, rates);
  const projects: ProjectRow[] = rows.map((p) => ({ ...p, spent: spending.get(p.id)! }));

  const earliest = await db.$queryRaw<Array<{ first: Date | null }>>`SELECT MIN("date") AS first FROM "Transaction" WHERE "status" = 'COMPLETED'`;
  let start: Date;
  if (period === "ALL") {
    const candidates = [today, ...projects.map(begins), ...clients.map((c) => c.joinDate), ...staff.map((s) => s.joinDate)];
    if (earliest[0]?.first) candidates.push(new Date(earliest[0].first));
    start = firstOfMonth(new Date(Math.min(...candidates.map((d) => d.getTime()))));
  } else {
    start = addMonths(firstOfMonth(today), -(MONTHS[period] - 1));
  }
  const end = today;
  const previousStart = period === "ALL" ? null : addMonths(start, -MONTHS[period]);
  const previousEnd = previousStart ? addDays(start, -1) : null;

  // grouped per day too, so each sum converts at the rates of its own date
  const money = await db.$queryRaw<
    Array<{ month: Date; country: Country; sector: Sector | null; type: "INCOME" | "EXPENSE"; currency: Currency; date: Date | string; total: unknown }>
  >`
    SELECT date_trunc('month', t."date")::date AS month, t."country"::text AS country, p."sector"::text AS sector,
           t."type"::text AS type, t."currency"::text AS currency, t."date" AS date, SUM(t."amount") AS total
    FROM "Transaction" t LEFT JOIN "Project" p ON p."id" = t."projectId"
    WHERE t."status" = 'COMPLETED' AND t."type" IN ('INCOME', 'EXPENSE')
      AND t."date" BETWEEN ${previousStart ?? start}::date AND ${end}::date
    GROUP BY 1, 2, 3, 4, 5, 6`;
  const moneyRows = money.map((m) => ({ ...m, month: new Date(m.month), usd: toUsd(rates.at(m.date), String(m.total), m.currency) }));
  const inRange = (d: Date, from: Date, to: Date) => d >= firstOfMonth(from) && d <= to;
  const current = moneyRows.filter((m) => inRange(m.month, start, end));
  const income = current.filter((m) => m.type === "INCOME");
  const revenue = round2(income.reduce((s, m) => s + m.usd, 0));
  const expenses = round2(current.filter((m) => m.type === "EXPENSE").reduce((s, m) => s + m.usd, 0));
  const previousRevenue =
    previousStart && previousEnd ? moneyRows.filter((m) => m.type === "INCOME" && inRange(m.month, previousStart, previousEnd)).reduce((s, m) => s + m.usd, 0) : null;

  const active = projects.filter((p) => runsDuring(p, start, end));
  const live = active.filter((p) => p.status !== "CANCELLED");
  const health: HealthCounts = { critical: 0, warning: 0, good: 0, normal: 0 };
  const criticalBy = new Map<Country, number>();
  let overBudgetWarnings = 0;
  for (const p of live) {
    const h = projectHealth(p, now);
    health[h.toLowerCase() as keyof HealthCounts]++;
    if (h === "CRITICAL") criticalBy.set(p.country, (criticalBy.get(p.country) ?? 0) + 1);
    const ratio = p.budget.isZero() ? 0 : p.spent.div(p.budget).toNumber();
    if (ratio > 0.7) overBudgetWarnings++;
  }

  const clientStatus = new Map(clients.map((c) => [c.id, c.status]));
  // active clients: those (active today) with a project running in the period
  const activeClientsDuring = (running: ProjectRow[]) => new Set(running.map((p) => p.clientId).filter((id) => clientStatus.get(id) === "ACTIVE"));
  const activeClientIds = activeClientsDuring(active);
  const teamAt = (d: Date) => staff.filter((s) => s.status !== "INACTIVE" && s.joinDate <= d).length;
  const before = previousStart && previousEnd ? projects.filter((p) => runsDuring(p, previousStart, previousEnd)) : null;
  const averageProgress = avg(live.map((p) => p.progress));

  // Each growth compares one measure with the same measure over the previous period.
  const kpis: AnalyticsKpis = {
    revenue,
    revenueGrowth: growth(revenue, previousRevenue, MIN_GROWTH_BASE.money),
    expenses,
    projects: active.length,
    projectsGrowth: growth(active.length, before?.length ?? null, MIN_GROWTH_BASE.count),
    activeClients: activeClientIds.size,
    clientsGrowth: growth(activeClientIds.size, before ? activeClientsDuring(before).size : null, MIN_GROWTH_BASE.count),
    teamSize: teamAt(end),
    teamGrowth: growth(teamAt(end), previousStart ? teamAt(addDays(start, -1)) : null, MIN_GROWTH_BASE.count),
    averageProgress,
    roi: recordedRoi(revenue, expenses),
    roiTarget: ROI_TARGET,
    costRatio: ASSUMED_COST_RATIO,
    assumedRoi: assumedRoi(revenue),
  };

  const trends: TrendPoint[] = [];
  for (let m = start; m <= end; m = addMonths(m, 1)) {
    const last = endOfMonth(m) < end ? endOfMonth(m) : end;
    trends.push({
      month: m,
      revenue: round2(current.filter((r) => r.type === "INCOME" && isoDate(r.month) === isoDate(m)).reduce((s, r) => s + r.usd, 0)),
      projects: projects.filter((p) => runsDuring(p, m, last)).length,
      clients: clients.filter((c) => c.joinDate <= last).length,
      team: teamAt(last),
    });
  }

  const budgetUsd = (ps: ProjectRow[]) => round2(ps.reduce((s, p) => s + toUsd(todayRates, p.budget, p.currency), 0));
  const countryList: Country[] = [
    ...OPERATING_COUNTRIES,
    ...(active.some((p) => p.country === "OTHER") || income.some((m) => m.country === "OTHER") ? (["OTHER"] as const) : []),
  ];
  const countries: CountryRow[] = countryList.map((country) => {
    const ps = active.filter((p) => p.country === country);
    const rev = round2(income.filter((m) => m.country === country).reduce((s, m) => s + m.usd, 0));
    return {
      country,
      projects: ps.length,
      budget: budgetUsd(ps),
      revenue: rev,
      revenueShare: revenue > 0 ? round1((rev / revenue) * 100) : null,
      clients: new Set(ps.map((p) => p.clientId)).size,
      team: staff.filter((s) => s.country === country && s.status !== "INACTIVE" && s.joinDate <= end).length,
      averageProgress: avg(ps.filter((p) => p.status !== "CANCELLED").map((p) => p.progress)),
      critical: criticalBy.get(country) ?? 0,
    };
  });

  const sectorKeys = new Set<Sector | null>([...active.map((p) => p.sector), ...income.map((m) => m.sector)]);
  const sectors: SectorRow[] = [...sectorKeys]
    .map((sector) => {
      const ps = active.filter((p) => p.sector === sector);
      return {
        sector,
        projects: ps.length,
        budget: budgetUsd(ps),
        revenue: round2(income.filter((m) => m.sector === sector).reduce((s, m) => s + m.usd, 0)),
        clients: new Set(ps.map((p) => p.clientId)).size,
      };
    })
    .sort((a, b) => b.projects - a.projects || b.revenue - a.revenue || String(a.sector).localeCompare(String(b.sector)));
  const topSector = sectors.find((s) => s.sector != null && s.projects > 0);

  const ruleInput = {
    regions: countries.filter((c) => c.country !== "OTHER"),
    revenueGrowth: kpis.revenueGrowth,
    averageProgress,
    roi: kpis.roi,
    topSector: topSector ? { sector: topSector.sector!, projects: topSector.projects } : null,
    lowProgressProjects: live.filter((p) => p.status !== "COMPLETED" && p.progress < 30).length,
    overBudgetWarnings,
  };

  return {
    period,
    currency: "USD",
    start,
    end,
    previousStart,
    previousEnd,
    kpis,
    trends,
    countries,
    sectors,
    health,
    insights: insightsFor(ruleInput),
    recommendations: recommendationsFor(ruleInput),
    projection: project(trends),
  };
}

/**
 * Next quarter from the linear trend (least squares) of the last complete
 * months of the period, at most six; the current, unfinished month is left
 * out of the fit. Needs at least two complete months.
 */
function project(trends: TrendPoint[]): ProjectionValue | null {
  const complete = trends.slice(0, -1).slice(-6);
  if (complete.length < 2) return null;
  const rev = linearProjection(
    complete.map((t) => t.revenue),
    4,
  );
  const prj = linearProjection(
    complete.map((t) => t.projects),
    4,
  );
  const current = trends[trends.length - 1].month;
  const months = [1, 2, 3].map((k) => ({
    month: addMonths(current, k),
    revenue: round2(Math.max(0, rev.next[k])),
    projects: Math.max(0, Math.round(prj.next[k])),
  }));
  return {
    basisMonths: complete.length,
    revenueSlope: round2(rev.slope),
    projectsSlope: round1(prj.slope),
    months,
    totalRevenue: round2(months.reduce((s, m) => s + m.revenue, 0)),
  };
}
