import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Mail, Mailer } from "../../api/src/infra/mail/mailer.ts";
import { INVOICE_EMAIL } from "../../api/src/modules/finance/invoice-mail.ts";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();
// each write waits for the screen's queries to refresh
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** Runs the queued invoice e-mails as a worker would (test apps start none), through a capturing mailer. */
async function drainInvoiceEmails(sent: Mail[]): Promise<void> {
  const real = e2e.app.services.mailer;
  const capturing: Mailer = { send: async (mail) => void sent.push(mail) };
  e2e.app.services.mailer = capturing;
  try {
    const boss = e2e.app.jobs.pgBoss;
    for (;;) {
      const jobs = await boss.fetch<object>(INVOICE_EMAIL, { batchSize: 10 });
      if (jobs.length === 0) return;
      for (const job of jobs) {
        await e2e.app.jobs.runNow(INVOICE_EMAIL, job.data);
        await boss.complete(INVOICE_EMAIL, job.id);
      }
    }
  } finally {
    e2e.app.services.mailer = real;
  }
}

describe("invoices as documents (admin)", () => {
  it("opens an invoice from the list, sends it (the PDF is e-mailed), records a partial payment, downloads the PDF, in pt and en", async () => {
    await e2e.app.jobs.start();
    const draft = await e2e.prisma.invoice.findFirstOrThrow({ where: { status: "DRAFT" }, include: { client: true } });
    const admin = await e2e.users.create({ role: "ADMIN", fullName: "Helena Nambala" });
    const page = await e2e.newPage();
    await e2e.signIn(page, admin);

    // the list links each invoice to its page
    await page.goto("/app/finance?tab=invoices");
    await page.getByRole("link", { name: `Ver fatura ${draft.number}` }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(draft.number);
    const totals = page.getByTestId("invoice-totals");
    await poll(() => totals.innerText()).toContain("Subtotal");
    // the seed's Namibian invoice carries VAT 15 %
    expect(await totals.innerText()).toMatch(/IVA 15% sobre/);
    expect(await page.getByText(draft.client.name).first().isVisible()).toBe(true);

    // "Enviar": SENT, and the PDF goes to the client's address in the chosen language
    await page.getByRole("button", { name: "Enviar" }).click();
    await poll(() => page.getByText(`Fatura ${draft.number} enviada por e-mail para ${draft.client.email}.`).count()).toBe(1);
    await poll(() => page.getByRole("button", { name: "Registrar pagamento" }).count()).toBe(1);
    const sent: Mail[] = [];
    await drainInvoiceEmails(sent);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[draft.client.email, `Fatura ${draft.number} da Ponte`]]);
    expect(sent[0].attachments?.[0].content.subarray(0, 5).toString()).toBe("%PDF-");

    // a partial payment: the invoice stays sent, partially paid, with the rest to pay
    await page.getByRole("button", { name: "Registrar pagamento" }).click();
    const dialog = page.getByRole("dialog");
    const amount = dialog.getByLabel(/^Valor/);
    await amount.fill("1000");
    await dialog.getByRole("button", { name: "Registrar pagamento" }).click();
    await poll(() => page.getByTestId("partially-paid").textContent()).toBe("Parcialmente paga (US$\u00a01.000,00)");
    const row = await e2e.prisma.invoice.findUniqueOrThrow({ where: { id: draft.id } });
    expect(row.status).toBe("SENT");
    expect(row.amountPaid.toString()).toBe("1000");
    await poll(() => page.getByTestId("invoice-balance").textContent()).toBe(
      `US$\u00a0${Number(row.amount.sub(1000)).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`,
    );

    // more than the balance is refused on the amount's field
    await page.getByRole("button", { name: "Registrar pagamento" }).click();
    await dialog.getByLabel(/^Valor/).fill(String(Number(row.amount) * 2));
    await dialog.getByRole("button", { name: "Registrar pagamento" }).click();
    await poll(() => dialog.getByText("O valor é maior que o saldo a pagar da fatura.").count()).toBe(1);
    await dialog
      .getByRole("button", { name: /Cancelar|Fechar/ })
      .first()
      .click();

    // in English: the same page's words and the PDF in English
    await page.getByRole("button", { name: "EN", exact: true }).click();
    await poll(() => page.getByTestId("partially-paid").textContent()).toBe("Partially paid (US$1,000.00)");
    await poll(() => page.getByRole("button", { name: "Record payment" }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe(`${draft.number}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  }, 240_000);
});
