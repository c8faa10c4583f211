import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { JobQueue } from "../../api/src/infra/jobs/job-queue.ts";
import type { Mail } from "../../api/src/infra/mail/mailer.ts";
import { deliverEmail, EMAIL_RETRY, type EmailJob, SEND_EMAIL } from "../../api/src/modules/email-notifications/email-jobs.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid } from "../support/network-factories.ts";
import { createApplication } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// An SMTP server nobody listens on: every delivery fails until the mail comes back.
const t = useTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
let worker: JobQueue;

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const emailJobs = () =>
  t.prisma.$queryRawUnsafe<Array<{ state: string; retry_count: number }>>(`SELECT state::text AS state, retry_count FROM pgboss.job WHERE name = $1`, SEND_EMAIL);

beforeAll(async () => {
  await t.app.jobs.start();
  const queue = await t.app.jobs.pgBoss.getQueue(SEND_EMAIL);
  expect(queue).toMatchObject({ retryLimit: EMAIL_RETRY.retryLimit, retryDelay: EMAIL_RETRY.retryDelay, retryBackoff: true });
  // Another API process running the workers, with 1 s between attempts instead of 30 s so the test sees a retry.
  worker = new JobQueue({ databaseUrl: t.databaseUrl, log: pino({ level: "silent" }), workers: true, pollingIntervalSeconds: 0.5 });
  worker.register<EmailJob>(SEND_EMAIL, (job) => deliverEmail(t.app.services, job), { ...EMAIL_RETRY, retryDelay: 1 });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop(1000);
  await t.app?.jobs.stop();
});

it("a mail server that is down never fails the decision; the e-mail is retried with backoff and goes out once it is back", async () => {
  const admin = await createAdmin(t);
  const member = await createUser(t, { language: "pt" });
  const opportunity = await createOpportunity(t);
  const application = await createApplication(t, { userId: member.user.id, opportunityId: opportunity.id });

  const res = await t.gql(
    /* GraphQL */ `mutation D($id: ID!) { decideApplication(id: $id, decision: APPROVED) { id status } }`,
    { id: gid("Application", application.id) },
    { token: admin.token },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.decideApplication.status).toBe("APPROVED");

  // the first attempt fails on the closed port; pg-boss keeps the job for a later retry
  await until(async () => (await emailJobs()).some((j) => j.retry_count >= 1));
  expect((await emailJobs()).map((j) => j.state)).not.toContain("completed");

  // the mail server is back
  const delivered: Mail[] = [];
  t.app.services.mailer = { send: async (mail) => void delivered.push(mail) };
  await until(async () => (await emailJobs()).every((j) => j.state === "completed"));
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.to).toBe(member.user.email);
  expect(delivered[0]!.subject).toMatch(/^Sua candidatura foi aprovada/);
  expect((await emailJobs())[0]!.retry_count).toBeGreaterThanOrEqual(1);
});
