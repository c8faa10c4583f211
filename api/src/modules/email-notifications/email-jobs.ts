import type { AppServices } from "../../graphql/context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { EmailNotificationKind, Language } from "../../generated/prisma/enums.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { publicOrigin } from "../auth/links.ts";
import { type EmailContent, renderEmail, SCREEN } from "./templates.ts";
import { signUnsubscribeToken, UNSUBSCRIBE_KEY_PURPOSE } from "./unsubscribe-token.ts";

export const SEND_EMAIL = "email.send";

/** One e-mail to send: to a member (their language and preferences read when it is sent), or to the address a visitor typed. */
export type EmailJob =
  | { userId: string; content: Exclude<EmailContent, { kind: "CONTACT_ACK" }> }
  | { to: string; name: string; language: Language; content: Extract<EmailContent, { kind: "CONTACT_ACK" }> };

/** Mail servers refuse for a while and come back: a dozen attempts, 30 s doubling up to an hour apart (about half a day in all). */
export const EMAIL_RETRY = { retryLimit: 12, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: 120 };

/**
 * Queues one e-mail. Given the caller's transaction, the job is inserted on
 * that transaction's connection (pg-boss's `db` option), so it exists exactly
 * when the change that caused it commits; the request never waits on the mail
 * server, and a mail failure only retries the job.
 */
export async function queueEmail(jobs: JobQueue, job: EmailJob, tx?: Prisma.TransactionClient): Promise<void> {
  const db = tx ? { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) } : undefined;
  await jobs.send(SEND_EMAIL, job, db ? { db } : {});
}

export function unsubscribeUrl(services: Pick<AppServices, "config" | "tokens">, userId: string, kind: EmailNotificationKind): string {
  const token = signUnsubscribeToken(services.tokens.deriveKey(UNSUBSCRIBE_KEY_PURPOSE), userId, kind);
  return `${publicOrigin(services.config)}/unsubscribe?token=${token}`;
}

/** Sends one queued e-mail; a throw makes pg-boss retry it with backoff. */
export async function deliverEmail(services: AppServices, job: EmailJob): Promise<void> {
  const origin = publicOrigin(services.config);
  const screen = `${origin}${SCREEN[job.content.kind]}`;
  if ("to" in job) {
    const mail = renderEmail(job.content, job.language, job.name, screen, null);
    await services.mailer.send({ to: job.to, ...mail });
    return;
  }
  const kind = job.content.kind;
  const user = await services.prisma.user.findUnique({
    where: { id: job.userId },
    select: { email: true, fullName: true, language: true, emailOptOuts: true, anonymisedAt: true },
  });
  // switched off (or the account is gone) since the job was queued: nothing to send
  if (!user || user.anonymisedAt || user.emailOptOuts.includes(kind)) return;
  const unsubscribe = unsubscribeUrl(services, job.userId, kind);
  const mail = renderEmail(job.content, user.language, user.fullName, screen, unsubscribe);
  await services.mailer.send({
    to: user.email,
    ...mail,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

export function registerEmailDelivery(jobs: JobQueue, services: AppServices): void {
  jobs.register<EmailJob>(SEND_EMAIL, (job) => deliverEmail(services, job), EMAIL_RETRY);
}
