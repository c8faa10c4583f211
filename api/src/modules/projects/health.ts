import type { ProjectStatus } from "../../generated/prisma/enums.ts";

export type ProjectHealth = "CRITICAL" | "WARNING" | "GOOD" | "NORMAL";

type Money = { toString(): string } | number | string;

export interface HealthInput {
  budget: Money;
  spent: Money;
  progress: number;
  status: ProjectStatus;
  endDate: Date | null;
}

const DAY = 86_400_000;

/** Share of the budget already spent (0 when there is no budget). */
export function spentRatio(budget: Money, spent: Money): number {
  const b = Number(budget.toString());
  return b > 0 ? Number(spent.toString()) / b : 0;
}

/**
 * A calendar end date has passed once its whole day is over (end dates are
 * dates, not instants), so a project ending today is not yet late.
 */
export function isPastDate(date: Date | null, now: Date): boolean {
  return date != null && date.getTime() + DAY <= now.getTime();
}

/**
 * The spec's rules, in their order: critical (over 90 % spent, or the end
 * date passed and the project is not completed), warning (over 70 % spent or
 * progress under 30 %), good (progress over 70 %), otherwise normal.
 */
export function projectHealth(p: HealthInput, now: Date = new Date()): ProjectHealth {
  const ratio = spentRatio(p.budget, p.spent);
  if (ratio > 0.9 || (p.status !== "COMPLETED" && isPastDate(p.endDate, now))) return "CRITICAL";
  if (ratio > 0.7 || p.progress < 30) return "WARNING";
  if (p.progress > 70) return "GOOD";
  return "NORMAL";
}

/** Budget execution in percent, to one decimal. */
export function executionPercent(budget: Money, spent: Money): number {
  return Math.round(spentRatio(budget, spent) * 1000) / 10;
}
