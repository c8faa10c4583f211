import type { Db } from "../../db/prisma.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** seconds until the window resets */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window, in the database so every API
 * process shares the count. One atomic statement: a new or expired bucket
 * restarts at 1, otherwise the count goes up.
 */
export async function consumeRateLimit(prisma: Db, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const rows = await prisma.$queryRaw<Array<{ count: number; resetAt: Date }>>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  const { count, resetAt } = rows[0];
  return {
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000)),
  };
}
