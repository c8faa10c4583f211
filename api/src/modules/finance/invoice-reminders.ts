import type { AppServices } from "../../graphql/context.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { queueInvoiceEmail, registerInvoiceEmail } from "./invoice-mail.ts";
import { invoiceLanguage } from "./invoice-pdf.ts";
import { startOfDay } from "./period.ts";

/** The daily job that marks unpaid invoices past their due date OVERDUE and reminds their clients. */
export const INVOICE_REMINDERS = "finance.invoice-reminders";
/** Every day at 08:00 UTC: 09:00 in Luanda, 10:00 in Windhoek and Cape Town. */
export const INVOICE_REMINDERS_CRON = "0 8 * * *";
/** A client is reminded of one overdue invoice at most once in this many days. */
export const INVOICE_REMINDER_DAYS = 7;

/**
 * At `now`: every SENT invoice whose due date is before today becomes
 * OVERDUE (audited, no actor), then every OVERDUE invoice with something
 * left to pay whose client was not reminded in the last
 * INVOICE_REMINDER_DAYS days gets a reminder e-mail with its PDF. The rows
 * are locked and their lastReminderAt set in the transaction that queues the
 * e-mails, so two runs at once (two processes) remind each invoice once.
 */
export async function runInvoiceReminders(services: Pick<AppServices, "prisma">, jobs: JobQueue, now: Date): Promise<{ markedOverdue: number; reminded: number }> {
  const today = startOfDay(now);
  const remindBefore = new Date(now.getTime() - INVOICE_REMINDER_DAYS * 86_400_000);
  return services.prisma.$transaction(async (tx) => {
    const overdue = await tx.$queryRaw<Array<{ id: string }>>`
      WITH moved AS (
        UPDATE "Invoice" SET "status" = 'OVERDUE', "updatedAt" = ${now}
        WHERE "status" = 'SENT' AND "dueDate" < ${today}::date
        RETURNING "id", "dueDate"
      ), audited AS (
        INSERT INTO "AuditLog" ("id", "actorId", "action", "entity", "entityId", "data", "createdAt")
        SELECT gen_random_uuid(), NULL, 'invoice.overdue', 'Invoice', m."id"::text,
          jsonb_build_object('from', 'SENT', 'to', 'OVERDUE', 'dueDate', m."dueDate"), ${now}::timestamptz AT TIME ZONE 'UTC'
        FROM moved m
      )
      SELECT "id"::text AS id FROM moved`;
    const due = await tx.$queryRaw<Array<{ id: string; country: string; email: string }>>`
      SELECT i."id"::text AS id, i."country"::text AS country, c."email"
      FROM "Invoice" i JOIN "Client" c ON c."id" = i."clientId"
      WHERE i."status" = 'OVERDUE' AND i."amountPaid" < i."amount" AND btrim(c."email") <> ''
        AND (i."lastReminderAt" IS NULL OR i."lastReminderAt" <= ${remindBefore})
      ORDER BY i."dueDate", i."number"
      FOR UPDATE OF i SKIP LOCKED`;
    for (const inv of due) {
      await tx.invoice.update({ where: { id: inv.id }, data: { lastReminderAt: now } });
      await queueInvoiceEmail(jobs, { invoiceId: inv.id, kind: "REMINDER", to: inv.email.trim(), language: invoiceLanguage(inv.country) }, tx);
    }
    return { markedOverdue: overdue.length, reminded: due.length };
  });
}

/** The invoice e-mail queue and the daily reminder job, on the app's queue. */
export function registerInvoiceJobs(jobs: JobQueue, services: Pick<AppServices, "prisma" | "mailer" | "log">): void {
  registerInvoiceEmail(jobs, services);
  jobs.register(
    INVOICE_REMINDERS,
    async (_data, { now }) => {
      const result = await runInvoiceReminders(services, jobs, now);
      if (result.markedOverdue || result.reminded) services.log.info(result, "invoices: overdue marked and reminders queued");
    },
    { retryLimit: 3, retryDelay: 60, retryDelayMax: 600, expireInSeconds: 300 },
  );
  jobs.schedule(INVOICE_REMINDERS, INVOICE_REMINDERS_CRON, "UTC");
}
