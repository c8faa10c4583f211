import fs from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Mail, Mailer } from "../../api/src/infra/mail/mailer.ts";
import { type EmailJob, SEND_EMAIL } from "../../api/src/modules/email-notifications/email-jobs.ts";
import type { TestApp } from "./test-app.ts";

/**
 * For tests of queued e-mails: `sent` holds every e-mail handed to the mailer
 * (which still writes each to the dev outbox `outbox`, removed at the end);
 * `drain()` runs every queued e-mail job as a worker would (test apps start
 * no workers) and returns how many there were. Before each test the queue is
 * started, drained and `sent` emptied. Call after useTestApp. `queues` are the
 * e-mail queues to drain (the notifications' by default; invoices have their own).
 */
export function useCapturedEmails(t: TestApp, outbox: string, queues: string[] = [SEND_EMAIL]): { sent: Mail[]; drain: () => Promise<number> } {
  const sent: Mail[] = [];

  async function drain(): Promise<number> {
    const boss = t.app.jobs.pgBoss;
    let count = 0;
    for (const queue of queues) {
      for (;;) {
        const jobs = await boss.fetch<EmailJob>(queue, { batchSize: 50 });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          await t.app.jobs.runNow(queue, job.data);
          await boss.complete(queue, job.id);
          count++;
        }
      }
    }
    return count;
  }

  beforeAll(() => {
    const real = t.app.services.mailer;
    const capturing: Mailer = {
      async send(mail) {
        sent.push(mail);
        await real.send(mail);
      },
    };
    t.app.services.mailer = capturing;
  });
  afterAll(() => {
    fs.rmSync(outbox, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.app.jobs.start();
    await drain();
    sent.length = 0;
  });

  return { sent, drain };
}
