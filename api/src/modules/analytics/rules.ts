import type { Country, Sector } from "../../generated/prisma/enums.ts";
import { percentChange } from "../finance/period.ts";

// The analytics screen's constants (spec §9) and the explicit rules that turn
// figures into colours, insights and recommendations. Pure functions, so each
// rule is tested on its own.

/** The spec's assumed cost ratio: costs are taken as 70 % of revenue for the ROI card. */
export const ASSUMED_COST_RATIO = 0.7;
/** ROI target, in percent. */
export const ROI_TARGET = 35;

export type Tone = "POSITIVE" | "INFO" | "WARNING" | "CRITICAL";

/** Growth colours: ≥ 10 % positive, ≥ 0 neutral, ≥ −5 % warning, below that critical. */
export function growthTone(percent: number): Tone {
  if (percent >= 10) return "POSITIVE";
  if (percent >= 0) return "INFO";
  if (percent >= -5) return "WARNING";
  return "CRITICAL";
}

/** Progress colours: ≥ 80 % positive, ≥ 50 % neutral, ≥ 25 % warning, below that critical. */
export function progressTone(percent: number): Tone {
  if (percent >= 80) return "POSITIVE";
  if (percent >= 50) return "INFO";
  if (percent >= 25) return "WARNING";
  return "CRITICAL";
}

/** (revenue − assumed cost) / assumed cost, in percent; null without revenue. */
export function assumedRoi(revenue: number): number | null {
  if (revenue <= 0) return null;
  const cost = revenue * ASSUMED_COST_RATIO;
  return round1(((revenue - cost) / cost) * 100);
}

/** (revenue − recorded expenses) / recorded expenses, in percent; null without expenses. */
export function recordedRoi(revenue: number, expenses: number): number | null {
  if (expenses <= 0) return null;
  return round1(((revenue - expenses) / expenses) * 100);
}

/** The smallest previous value a change in percent is shown against: US$ 1,000 of money, 3 of a count. */
export const MIN_GROWTH_BASE = { money: 1000, count: 3 } as const;

/**
 * Percent change of one measure against the same measure over the previous
 * period; null when there is no previous period or its value is too small to
 * mean anything: below `minBase`, or under a tenth of the current value (a
 * change of more than +900 % says only that the base was small).
 */
export function growth(current: number, previous: number | null, minBase: number): number | null {
  if (previous == null || Math.abs(previous) < minBase || Math.abs(previous) * 10 < Math.abs(current)) return null;
  return percentChange(current, previous);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Least-squares line through the points (0, y0), (1, y1), … and its values at
 * the next `ahead` positions. Returns the slope too, so the screen can say
 * which way the trend goes.
 */
export function linearProjection(values: number[], ahead: number): { slope: number; intercept: number; next: number[] } {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - meanX) * (values[i] - meanY);
    sxx += (i - meanX) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  return { slope, intercept, next: Array.from({ length: ahead }, (_, k) => intercept + slope * (n + k)) };
}

export interface Insight {
  code: string;
  tone: Tone;
  country?: Country | null;
  sector?: Sector | null;
  count?: number | null;
  value?: number | null;
}

export interface RegionFigures {
  country: Country;
  projects: number;
  revenue: number;
  critical: number;
}

export interface InsightInput {
  regions: RegionFigures[];
  revenueGrowth: number | null;
  averageProgress: number | null;
  /** ROI from recorded income and expenses */
  roi: number | null;
  topSector: { sector: Sector; projects: number } | null;
  lowProgressProjects: number;
  overBudgetWarnings: number;
}

/** Observations, in a fixed order, each from one rule over the figures. */
export function insightsFor(input: InsightInput): Insight[] {
  const out: Insight[] = [];
  for (const r of [...input.regions].sort((a, b) => b.critical - a.critical)) {
    if (r.critical > 0) out.push({ code: "CRITICAL_IN_COUNTRY", tone: "CRITICAL", country: r.country, count: r.critical });
  }
  if (input.revenueGrowth != null) out.push({ code: "REVENUE_GROWTH", tone: growthTone(input.revenueGrowth), value: input.revenueGrowth });
  const totalRevenue = input.regions.reduce((s, r) => s + r.revenue, 0);
  const top = [...input.regions].sort((a, b) => b.revenue - a.revenue)[0];
  if (top && totalRevenue > 0) {
    out.push({ code: "TOP_COUNTRY_REVENUE", tone: "INFO", country: top.country, value: round1((top.revenue / totalRevenue) * 100) });
  }
  if (input.topSector) out.push({ code: "TOP_SECTOR", tone: "INFO", sector: input.topSector.sector, count: input.topSector.projects });
  if (input.averageProgress != null) {
    out.push({ code: "AVERAGE_PROGRESS", tone: progressTone(input.averageProgress), value: input.averageProgress });
  }
  if (input.lowProgressProjects > 0) out.push({ code: "LOW_PROGRESS_PROJECTS", tone: "WARNING", count: input.lowProgressProjects });
  if (input.roi != null) {
    out.push({ code: input.roi >= ROI_TARGET ? "ROI_ABOVE_TARGET" : "ROI_BELOW_TARGET", tone: input.roi >= ROI_TARGET ? "POSITIVE" : "WARNING", value: input.roi });
  }
  return out;
}

/** What to do next, each from one rule; "keep course" when no rule fires. */
export function recommendationsFor(input: InsightInput): Insight[] {
  const out: Insight[] = [];
  const worst = [...input.regions].sort((a, b) => b.critical - a.critical)[0];
  if (worst && worst.critical > 0) out.push({ code: "REVIEW_CRITICAL_PROJECTS", tone: "CRITICAL", country: worst.country, count: worst.critical });
  if (input.overBudgetWarnings > 0) out.push({ code: "MONITOR_BUDGETS", tone: "WARNING", count: input.overBudgetWarnings });
  if (input.revenueGrowth != null && input.revenueGrowth < 0) out.push({ code: "BOOST_REVENUE", tone: growthTone(input.revenueGrowth), value: input.revenueGrowth });
  if (input.roi != null && input.roi < ROI_TARGET) out.push({ code: "REDUCE_COSTS", tone: "WARNING", value: input.roi });
  const byProjects = [...input.regions].sort((a, b) => a.projects - b.projects);
  const least = byProjects[0];
  const most = byProjects[byProjects.length - 1];
  if (least && most && most.projects > 0 && least.projects * 2 < most.projects) {
    out.push({ code: "EXPAND_IN_COUNTRY", tone: "INFO", country: least.country, count: least.projects });
  }
  if (input.lowProgressProjects > 0) out.push({ code: "SUPPORT_SLOW_PROJECTS", tone: "WARNING", count: input.lowProgressProjects });
  if (out.length === 0) out.push({ code: "KEEP_COURSE", tone: "POSITIVE" });
  return out;
}
