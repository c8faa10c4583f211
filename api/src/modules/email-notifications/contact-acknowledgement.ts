import type { Prisma } from "../../generated/prisma/client.ts";
import type { Language } from "../../generated/prisma/enums.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { queueEmail } from "./email-jobs.ts";

/** The visitor's language: their account's when signed in, else the browser's first choice if it is English, else Portuguese (Ponte's default). */
export async function visitorLanguage(tx: Prisma.TransactionClient, userId: string | null | undefined, acceptLanguage: string | null): Promise<Language> {
  if (userId) {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { language: true } });
    if (user) return user.language;
  }
  return /^\s*en\b/i.test(acceptLanguage ?? "") ? "en" : "pt";
}

/**
 * Queues the "we received your message" e-mail to the address the visitor
 * typed, in the contact message's transaction. It carries no unsubscribe
 * kind: it is the only automatic mail that address gets, and it says so.
 */
export async function queueContactAcknowledgement(
  tx: Prisma.TransactionClient,
  jobs: JobQueue,
  message: { email: string; name: string; subject: string },
  language: Language,
): Promise<void> {
  await queueEmail(jobs, { to: message.email, name: message.name, language, content: { kind: "CONTACT_ACK", name: message.name, subject: message.subject } }, tx);
}
