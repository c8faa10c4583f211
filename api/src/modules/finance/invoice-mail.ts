import { formatMoneyIn } from "@ponte/contracts/money-format";
import { issuerFor } from "@ponte/contracts/issuers";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Language } from "../../generated/prisma/enums.ts";
import type { AppServices } from "../../graphql/context.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { escapeHtml } from "../email-notifications/templates.ts";
import { EMAIL_RETRY } from "../email-notifications/email-jobs.ts";
import { type InvoiceDocument, invoiceFileName, loadInvoiceDocument, renderInvoicePdf } from "./invoice-pdf.ts";
import { invoiceBalance } from "./invoice-totals.ts";

/** The queue of invoice e-mails: one job per e-mail, the PDF rendered when it is sent. */
export const INVOICE_EMAIL = "finance.invoice-email";

/** One invoice e-mail: the invoice as sent, or a reminder that it is overdue. */
export interface InvoiceEmailJob {
  invoiceId: string;
  kind: "INVOICE" | "REMINDER";
  /** the client's address when it was queued */
  to: string;
  language: Language;
}

/**
 * Queues one invoice e-mail. Given the caller's transaction, the job is
 * inserted on that transaction's connection, so it exists exactly when the
 * status change (or reminder date) that caused it commits.
 */
export async function queueInvoiceEmail(jobs: JobQueue, job: InvoiceEmailJob, tx: Prisma.TransactionClient): Promise<void> {
  const db = { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values) }) };
  await jobs.send(INVOICE_EMAIL, job, { db });
}

const TAG = { pt: "pt-BR", en: "en-GB" } as const;

/** The e-mail's words, in the client's language. */
export function invoiceEmail(inv: InvoiceDocument, kind: InvoiceEmailJob["kind"], lang: Language): { subject: string; text: string; html: string } {
  const issuer = issuerFor(inv.country);
  const money = (v: Prisma.Decimal) => formatMoneyIn(TAG[lang], v.toString(), inv.currency);
  const date = (d: Date) => new Intl.DateTimeFormat(TAG[lang], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(d);
  const balance = money(invoiceBalance(inv));
  const pt = lang === "pt";
  const greeting = pt ? `Olá, ${inv.client.name}!` : `Dear ${inv.client.name},`;
  const lines =
    kind === "INVOICE"
      ? pt
        ? [`Enviamos em anexo a fatura ${inv.number}, no valor de ${money(inv.amount)}, com vencimento em ${date(inv.dueDate)}.`, "Obrigado pela parceria."]
        : [`Please find attached invoice ${inv.number} for ${money(inv.amount)}, due on ${date(inv.dueDate)}.`, "Thank you for working with us."]
      : pt
        ? [
            `A fatura ${inv.number} venceu em ${date(inv.dueDate)} e ainda tem ${balance} a pagar.`,
            "Enviamos a fatura novamente em anexo. Se o pagamento já foi feito, desconsidere esta mensagem.",
          ]
        : [
            `Invoice ${inv.number} was due on ${date(inv.dueDate)} and ${balance} is still to be paid.`,
            "The invoice is attached again. If you have already paid, please disregard this message.",
          ];
  const subject =
    kind === "INVOICE"
      ? pt
        ? `Fatura ${inv.number} da Ponte`
        : `Invoice ${inv.number} from Ponte`
      : pt
        ? `Lembrete: fatura ${inv.number} vencida`
        : `Reminder: invoice ${inv.number} is overdue`;
  const signature = [issuer.name, `${issuer.phone} · ${issuer.email}`, issuer.website];
  const text = [greeting, "", ...lines, "", "—", ...signature, ""].join("\n");
  const html = `<!doctype html>
<html lang="${TAG[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<hr style="border:none;border-top:1px solid #ddd">
<p style="color:#666;font-size:12px">${signature.map(escapeHtml).join("<br>")}</p>
</body></html>
`;
  return { subject, text, html };
}

/** Sends one queued invoice e-mail with the invoice's PDF (as it stands now); a throw makes pg-boss retry it. */
export async function deliverInvoiceEmail(services: Pick<AppServices, "prisma" | "mailer">, job: InvoiceEmailJob): Promise<void> {
  const inv = await loadInvoiceDocument(services.prisma, job.invoiceId);
  if (!inv) return; // deleted since: nothing to send
  // a reminder is moot once the invoice is paid or cancelled
  if (job.kind === "REMINDER" && (inv.status === "PAID" || inv.status === "CANCELLED")) return;
  const pdf = await renderInvoicePdf(inv, job.language);
  await services.mailer.send({
    to: job.to,
    ...invoiceEmail(inv, job.kind, job.language),
    attachments: [{ filename: invoiceFileName(inv.number), content: pdf, contentType: "application/pdf" }],
  });
}

export function registerInvoiceEmail(jobs: JobQueue, services: Pick<AppServices, "prisma" | "mailer">): void {
  jobs.register<InvoiceEmailJob>(INVOICE_EMAIL, (job) => deliverInvoiceEmail(services, job), EMAIL_RETRY);
}
