import type { Db } from "../../db/prisma.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";

/** The queue that closes opportunities whose deadline day has ended. */
export const EXPIRE_OPPORTUNITIES = "opportunities.expire";

/**
 * Every five minutes: an opportunity closes at most five minutes after the
 * end of its deadline day; the database refuses late applications from the
 * first second anyway (prisma/migrations/*_opportunity_closes_at_deadline).
 */
export const EXPIRY_CRON = "*/5 * * * *";

/**
 * Closes, in one statement, every active opportunity whose deadline day has
 * ended at `now` in its country's time zone (ponte_opportunity_closes_at), and
 * records one audit entry per closed opportunity (no actor: the system closed
 * it), as an administrator's status change does. The row update fires the
 * same realtime notification as any status change, so lists, admin screens
 * and subscribers see it. Idempotent: a second run finds nothing to close.
 * Returns the ids it closed.
 */
export async function expireOpportunities(db: Db, now: Date): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    WITH closed AS (
      UPDATE "Opportunity"
      SET "status" = 'EXPIRED'
      WHERE "status" = 'ACTIVE' AND ponte_opportunity_closes_at("country", "deadline") <= ${now}::timestamptz
      RETURNING "id", "deadline", "country"
    ), audited AS (
      INSERT INTO "AuditLog" ("id", "actorId", "action", "entity", "entityId", "data", "createdAt")
      SELECT gen_random_uuid(), NULL, 'opportunity.status', 'Opportunity', c."id"::text,
        jsonb_build_object('status', 'EXPIRED', 'reason', 'DEADLINE_PASSED', 'deadline', c."deadline", 'timeZone', ponte_country_time_zone(c."country")),
        ${now}::timestamptz AT TIME ZONE 'UTC'
      FROM closed c
    )
    SELECT "id"::text AS id FROM closed`;
  return rows.map((r) => r.id);
}

/** Registers the expiry job and its schedule on the app's queue. */
export function registerOpportunityExpiry(jobs: JobQueue, db: Db, log: { info: (o: object, m: string) => void }): void {
  jobs.register(
    EXPIRE_OPPORTUNITIES,
    async (_data, { now }) => {
      const closed = await expireOpportunities(db, now);
      if (closed.length) log.info({ count: closed.length, ids: closed }, "opportunities closed at their deadline");
    },
    // a missed run is made good by the next one five minutes later
    { retryLimit: 2, retryDelay: 30, retryDelayMax: 120, expireInSeconds: 120 },
  );
  jobs.schedule(EXPIRE_OPPORTUNITIES, EXPIRY_CRON, "UTC");
}
