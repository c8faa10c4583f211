import type { AppServices } from "../../graphql/context.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { publicOrigin } from "../auth/links.ts";
import { DIGEST_SETTLE_MS } from "../email-notifications/admin-digest.ts";
import { queueEmail } from "../email-notifications/email-jobs.ts";
import { opportunityWhere } from "../opportunities/opportunity.ts";

export const SAVED_SEARCH_DIGEST = "email.saved-search-digest";
/** Mondays at 07:00 in Luanda (WAT): the start of the working week for most members. */
export const SAVED_SEARCH_DIGEST_CRON = "0 7 * * 1";
export const SAVED_SEARCH_DIGEST_TZ = "Africa/Luanda";
/** One e-mail lists at most this many opportunities (the rest are one click away on the dashboard). */
const MAX_LISTED = 30;

/** The dashboard's opportunity list, narrowed by its text filter to the one opportunity. */
export const opportunityLink = (origin: string, title: string) => `${origin}/app?tab=opportunities&q=${encodeURIComponent(title)}`;

/**
 * The weekly e-mail of each member's saved searches: the active opportunities
 * published (made ACTIVE: Opportunity.activatedAt, set by a database trigger,
 * so one created inactive and activated later counts from its activation)
 * since each alert was last covered and matching it, one e-mail per
 * member, none when nothing is new. Every due alert is locked (FOR UPDATE) and
 * moved forward in the transaction that queues the e-mails, so two processes
 * running the digest at once cover each alert once: the second waits, and its
 * re-checked condition then drops the rows the first already moved. An
 * opportunity matching two of a member's alerts is listed once.
 */
export async function runSavedSearchDigest(services: AppServices, jobs: JobQueue, now: Date): Promise<number> {
  const upTo = new Date(now.getTime() - DIGEST_SETTLE_MS);
  const origin = publicOrigin(services.config);
  return services.prisma.$transaction(
    async (tx) => {
      const due = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT s."id" FROM "SavedSearch" s JOIN "User" u ON u."id" = s."userId"
        WHERE s."coveredUpTo" < ${upTo} AND u."anonymisedAt" IS NULL
        ORDER BY s."userId", s."createdAt", s."id" FOR UPDATE OF s`;
      if (due.length === 0) return 0;
      const alerts = await tx.savedSearch.findMany({
        where: { id: { in: due.map((d) => d.id) } },
        include: { user: { select: { emailOptOuts: true } } },
        orderBy: [{ userId: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      });
      await tx.savedSearch.updateMany({ where: { id: { in: alerts.map((a) => a.id) } }, data: { coveredUpTo: upTo } });
      const byMember = new Map<string, Map<string, { title: string; organization: string; url: string }>>();
      const scope = { prisma: tx };
      for (const alert of alerts) {
        // switched off: the watermark still moves, so switching back on does not send a backlog
        if (alert.user.emailOptOuts.includes("SAVED_SEARCH_DIGEST")) continue;
        const where = await opportunityWhere(scope, { country: alert.country, sector: alert.sector, type: alert.type, search: alert.search || null });
        const found = await tx.opportunity.findMany({
          // published (made active) in the window, whenever the row was created
          where: { ...where, activatedAt: { gt: alert.coveredUpTo, lte: upTo } },
          select: { id: true, title: true, organization: true },
          orderBy: [{ activatedAt: "desc" }, { id: "desc" }],
          take: MAX_LISTED,
        });
        if (found.length === 0) continue;
        const listed = byMember.get(alert.userId) ?? new Map();
        for (const o of found) listed.set(o.id, { title: o.title, organization: o.organization, url: opportunityLink(origin, o.title) });
        byMember.set(alert.userId, listed);
      }
      for (const [userId, listed] of byMember) {
        await queueEmail(jobs, { userId, content: { kind: "SAVED_SEARCH_DIGEST", opportunities: [...listed.values()].slice(0, MAX_LISTED) } }, tx);
      }
      return byMember.size;
    },
    { timeout: 60_000 },
  );
}

export function registerSavedSearchDigest(jobs: JobQueue, services: AppServices): void {
  jobs.register(SAVED_SEARCH_DIGEST, async (_data, { now }) => void (await runSavedSearchDigest(services, jobs, now)), {
    retryLimit: 3,
    retryDelay: 60,
    retryDelayMax: 600,
    expireInSeconds: 300,
  });
  jobs.schedule(SAVED_SEARCH_DIGEST, SAVED_SEARCH_DIGEST_CRON, SAVED_SEARCH_DIGEST_TZ);
}
