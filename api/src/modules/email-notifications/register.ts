import type { AppServices } from "../../graphql/context.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { registerAdminDigest } from "./admin-digest.ts";
import { registerEmailDelivery } from "./email-jobs.ts";

/** The e-mail queue (one job per e-mail, retried with backoff) and the admins' hourly digest. */
export function registerEmailNotifications(jobs: JobQueue, services: AppServices): void {
  registerEmailDelivery(jobs, services);
  registerAdminDigest(jobs, services);
}
