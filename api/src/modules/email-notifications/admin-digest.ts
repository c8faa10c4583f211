import type { AppServices } from "../../graphql/context.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { queueEmail } from "./email-jobs.ts";

export const ADMIN_DIGEST = "email.admin-digest";
/** Every hour, on the hour. */
export const ADMIN_DIGEST_CRON = "0 * * * *";
const WATERMARK = "admin-digest";
/** The first digest ever covers the hour before it. */
const FIRST_WINDOW_MS = 3600_000;
/**
 * A digest covers items created up to a minute before it runs: a row's
 * createdAt is set when its transaction starts, so one still committing at
 * the moment of the digest would otherwise fall behind the watermark unseen.
 */
export const DIGEST_SETTLE_MS = 60_000;

/**
 * The administrators' hourly digest: new applications, service requests and
 * contact messages since the last digest, only when there is something new.
 * The watermark row is locked for the whole transaction and the e-mail jobs
 * are inserted in it, so two processes running the digest at once (or the
 * same occurrence twice) cover each item once: the second waits, then finds
 * the watermark already where it would move it.
 */
export async function runAdminDigest(services: AppServices, jobs: JobQueue, now: Date): Promise<number> {
  const upTo = new Date(now.getTime() - DIGEST_SETTLE_MS);
  return services.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "EmailDigestWatermark" ("name", "coveredUpTo") VALUES (${WATERMARK}, ${new Date(upTo.getTime() - FIRST_WINDOW_MS)}) ON CONFLICT ("name") DO NOTHING`;
    const [row] = await tx.$queryRaw<Array<{ coveredUpTo: Date }>>`SELECT "coveredUpTo" FROM "EmailDigestWatermark" WHERE "name" = ${WATERMARK} FOR UPDATE`;
    const since = row!.coveredUpTo;
    if (since >= upTo) return 0;
    const window = { gt: since, lte: upTo };
    const [applications, serviceRequests, contactMessages] = await Promise.all([
      tx.application.count({ where: { createdAt: window } }),
      tx.serviceRequest.count({ where: { createdAt: window } }),
      tx.contactMessage.count({ where: { createdAt: window } }),
    ]);
    await tx.emailDigestWatermark.update({ where: { name: WATERMARK }, data: { coveredUpTo: upTo } });
    if (applications + serviceRequests + contactMessages === 0) return 0;
    const admins = await tx.user.findMany({
      where: { role: "ADMIN", anonymisedAt: null, NOT: { emailOptOuts: { has: "ADMIN_DIGEST" } } },
      select: { id: true },
    });
    for (const admin of admins) {
      await queueEmail(jobs, { userId: admin.id, content: { kind: "ADMIN_DIGEST", applications, serviceRequests, contactMessages } }, tx);
    }
    return admins.length;
  });
}

export function registerAdminDigest(jobs: JobQueue, services: AppServices): void {
  jobs.register(ADMIN_DIGEST, async (_data, { now }) => void (await runAdminDigest(services, jobs, now)), {
    retryLimit: 3,
    retryDelay: 60,
    retryDelayMax: 600,
    expireInSeconds: 300,
  });
  jobs.schedule(ADMIN_DIGEST, ADMIN_DIGEST_CRON, "UTC");
}
