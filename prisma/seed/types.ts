import type { Prisma } from "../../api/src/generated/prisma/client.ts";

export interface SeedContext {
  tx: Prisma.TransactionClient;
  /** the demo administrator */
  adminId: string;
  /** the demo member */
  memberId: string;
  /** dates in the seed are relative to this, so the demo never looks stale */
  today: Date;
}

/** A date `days` from ctx.today (negative for the past), at midnight UTC. */
export function daysFrom(today: Date, days: number): Date {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}
