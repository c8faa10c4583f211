import type { Db } from "../../db/prisma.ts";
import { AppError } from "../../graphql/errors.ts";

/**
 * Counters past their time are only dead rows: a sweep runs now and then, on
 * the first call that comes after `intervalMs`, instead of on a timer (an
 * idle process does nothing). A fixed interval rather than a random draw, so
 * a request's statements are the same every time (tests count them).
 */
export function sweeper(intervalMs: number, sweep: (prisma: Db) => Promise<unknown>): (prisma: Db) => void {
  let nextAt = Date.now() + intervalMs;
  return (prisma) => {
    const now = Date.now();
    if (now < nextAt) return;
    nextAt = now + intervalMs;
    void sweep(prisma).catch(() => {});
  };
}

const pruneNowAndThen = sweeper(5 * 60_000, (prisma) => pruneRateLimits(prisma));

export interface RateLimitResult {
  /** the call is within the limit */
  allowed: boolean;
  /** hits counted in the current window, this one included */
  count: number;
  /** seconds until the window resets (0 when allowed) */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window of `windowSeconds` and says
 * whether it is within `limit`. The counter lives in PostgreSQL (one upsert,
 * atomic under concurrency) so every API process shares it.
 */
export async function consumeRateLimit(prisma: Db, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = await prisma.$queryRaw<Array<{ count: number; resetAt: Date }>>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}::double precision))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now()
                       THEN now() + make_interval(secs => ${windowSeconds}::double precision)
                       ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  pruneNowAndThen(prisma);
  return toResult(rows[0], limit);
}

/** Whether `key` has already reached `limit` in its current window, without counting a hit. */
export async function peekRateLimit(prisma: Db, key: string, limit: number): Promise<RateLimitResult> {
  const rows = await prisma.$queryRaw<Array<{ count: number; resetAt: Date }>>`
    SELECT "count", "resetAt" FROM "RateLimitBucket" WHERE "key" = ${key} AND "resetAt" > now()`;
  if (!rows[0]) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  // peek asks "may one more happen?", so reaching the limit already blocks
  return toResult({ count: rows[0].count + 1, resetAt: rows[0].resetAt }, limit);
}

/** Forgets a key (e.g. after a successful sign-in, its failure counter). */
export async function resetRateLimit(prisma: Db, key: string): Promise<void> {
  await prisma.rateLimitBucket.deleteMany({ where: { key } });
}

/** Drops expired buckets; cheap to call now and then. */
export async function pruneRateLimits(prisma: Db): Promise<number> {
  const { count } = await prisma.rateLimitBucket.deleteMany({ where: { resetAt: { lte: new Date() } } });
  return count;
}

export interface BudgetResult {
  /** the cost was within what was left, and has been charged */
  allowed: boolean;
  /** the budget per window */
  limit: number;
  /** what is left in the current window after this charge (or unchanged when refused) */
  remaining: number;
  /** seconds until the window starts afresh */
  resetSeconds: number;
}

/**
 * Charges `cost` to `key`'s budget of `limit` per `windowSeconds` window,
 * only if it fits: a refused charge leaves the budget as it was, so a
 * caller turned away for one large query can still run small ones. One
 * atomic statement (the upsert's WHERE skips the update when the cost does
 * not fit, and then returns no row), shared by every API process.
 * `cost` 0 only reads the budget (creating its window if there is none).
 * `unwritten`: what the calling process has already allowed on this key but
 * not written yet (security/budget-ledger.ts); the cost must fit beside it.
 */
export async function consumeBudget(prisma: Db, key: string, cost: number, limit: number, windowSeconds: number, unwritten = 0): Promise<BudgetResult> {
  const n = Math.max(0, Math.ceil(cost));
  if (n + unwritten > limit) return budgetState(prisma, key, limit, false, windowSeconds);
  const rows = await prisma.$queryRaw<Array<{ count: number; resetAt: Date }>>`
    INSERT INTO "RateLimitBucket" AS b ("key", "count", "resetAt")
    VALUES (${key}, ${n}, now() + make_interval(secs => ${windowSeconds}::double precision))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN b."resetAt" <= now() THEN ${n} ELSE b."count" + ${n} END,
      "resetAt" = CASE WHEN b."resetAt" <= now()
                       THEN now() + make_interval(secs => ${windowSeconds}::double precision)
                       ELSE b."resetAt" END
    WHERE b."resetAt" <= now() OR b."count" + ${n + unwritten} <= ${limit}
    RETURNING "count", "resetAt"`;
  pruneNowAndThen(prisma);
  if (!rows[0]) return budgetState(prisma, key, limit, false, windowSeconds);
  return { allowed: true, limit, remaining: Math.max(0, limit - Number(rows[0].count)), resetSeconds: secondsUntil(rows[0].resetAt, windowSeconds) };
}

/** The budget as it stands (a refusal's answer). */
async function budgetState(prisma: Db, key: string, limit: number, allowed: boolean, windowSeconds: number): Promise<BudgetResult> {
  const rows = await prisma.$queryRaw<Array<{ count: number; resetAt: Date }>>`
    SELECT "count", "resetAt" FROM "RateLimitBucket" WHERE "key" = ${key} AND "resetAt" > now()`;
  const row = rows[0];
  if (!row) return { allowed, limit, remaining: limit, resetSeconds: 0 };
  return { allowed, limit, remaining: Math.max(0, limit - Number(row.count)), resetSeconds: secondsUntil(row.resetAt, windowSeconds) };
}

/**
 * Whole seconds until `at`, at least 1 and at most the window: the column
 * keeps milliseconds (the database rounds now() + window to them) and
 * Date.now() is a floored millisecond, so a reading taken at once could come
 * out as window + 1 (a flaky "61 > 60" in the metering test).
 */
const secondsUntil = (at: Date, windowSeconds: number): number => Math.min(windowSeconds, Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000)));

export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", "Too many attempts; try again later", {
    reason: "RATE_LIMITED",
    retryAfterSeconds,
  });
}

/** consumeRateLimit, throwing RATE_LIMITED when over the limit. */
export async function enforceRateLimit(prisma: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const r = await consumeRateLimit(prisma, key, limit, windowSeconds);
  if (!r.allowed) throw rateLimited(r.retryAfterSeconds);
}

function toResult(row: { count: number; resetAt: Date }, limit: number): RateLimitResult {
  const count = Number(row.count);
  const allowed = count <= limit;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return { allowed, count, retryAfterSeconds };
}
