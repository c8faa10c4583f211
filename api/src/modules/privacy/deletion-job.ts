import type { Db } from "../../db/prisma.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { anonymiseDueDeletions } from "./anonymise.ts";

export const ANONYMISE_DUE_DELETIONS = "privacy.anonymise-due-deletions";
/** Daily, at a quiet hour for Southern Africa (03:30 UTC is 04:30 in Luanda, 05:30 in Windhoek and Johannesburg). */
export const DELETION_SWEEP_CRON = "30 3 * * *";

/**
 * The daily sweep that anonymises accounts whose 7-day grace period has
 * ended. A request is anonymised between 7 and 8 days after it was made;
 * a missed run is made good by the next, as the sweep takes every request due.
 */
export function registerDeletionSweep(jobs: JobQueue, db: Db, log: { info: (o: object, m: string) => void }): void {
  jobs.register(
    ANONYMISE_DUE_DELETIONS,
    async (_data, { now }) => {
      const done = await anonymiseDueDeletions(db, now);
      if (done.length) log.info({ count: done.length, ids: done }, "accounts anonymised after their deletion's grace period");
    },
    { retryLimit: 3, retryDelay: 300, retryDelayMax: 3600, expireInSeconds: 1800 },
  );
  jobs.schedule(ANONYMISE_DUE_DELETIONS, DELETION_SWEEP_CRON, "UTC");
}
