import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_EMAIL } from "../../api/src/modules/finance/invoice-mail.ts";
import { loadInvoiceDocument, renderInvoicePdf } from "../../api/src/modules/finance/invoice-pdf.ts";
import { INVOICE_REMINDER_DAYS, INVOICE_REMINDERS } from "../../api/src/modules/finance/invoice-reminders.ts";
import { useCapturedEmails } from "../support/email-capture.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { createClientRow, createInvoiceRow } from "../support/finance-factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-invoice-documents-"));
const t = useTestApp({ DEV_OUTBOX_DIR: outbox });
const { sent, drain } = useCapturedEmails(t, outbox, [INVOICE_EMAIL]);
let base = "";
let admin: { token: string; user: { id: string } };
let member: { token: string };

beforeAll(async () => {
  base = (await t.app.start()).replace("localhost", "127.0.0.1");
  admin = await createAdmin(t);
  member = await createUser(t);
});
afterAll(async () => {
  await t.app?.stop();
});

const FIELDS = `id number status amount subtotal taxTotal amountPaid balance partiallyPaid paidAt sentAt pdfPath
  taxLines { rate base tax } items { description total taxRate } payments { amount paidOn method notes }`;
const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${FIELDS} } }`;
const SEND = `mutation($id: ID!, $language: Language) { sendInvoice(id: $id, language: $language) { ${FIELDS} } }`;
const PAY = `mutation($input: RecordInvoicePaymentInput!) { recordInvoicePayment(input: $input) { ${FIELDS} } }`;
const MARK_PAID = `mutation($id: ID!) { markInvoicePaid(id: $id) { ${FIELDS} } }`;

async function createInvoice(items: Array<Record<string, string>>, extra: Record<string, unknown> = {}) {
  const client = await createClientRow(t, { name: "Escola Técnica do Namibe", email: `financeiro-${crypto.randomUUID()}@namibe.example` });
  const input = { clientId: gid("Client", client.id), currency: "AOA", country: "AO", issueDate: "2026-03-10", dueDate: "2026-04-09", items, ...extra };
  const res = await t.gql(CREATE, { input }, { token: admin.token });
  expect(res.errors).toBeUndefined();
  return { ...res.data.createInvoice, clientEmail: client.email };
}

/** The text drawn on a PDF's pages: every stream inflated when compressed, each TJ/Tj string's hex glyph codes decoded (WinAnsi ≈ latin1). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1], "latin1");
    try {
      body = zlib.inflateSync(body);
    } catch {
      // not compressed
    }
    const content = body.toString("latin1");
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      out.push(hexes.map((h) => Buffer.from(h, "hex").toString("latin1")).join(""));
    }
  }
  return out.join("\n");
}

describe("invoice tax lines", () => {
  it("takes the country's rate by default, keeps a rate per line, and totals tax per rate in the invoice currency", async () => {
    const inv = await createInvoice([
      { description: "Consultoria", quantity: "3", unitPrice: "1000.10" }, // 3000.30 at 14 %
      { description: "Materiais", quantity: "1", unitPrice: "333.33", taxRate: "5" }, // 333.33 at 5 %
      { description: "Formação isenta", quantity: "2", unitPrice: "50", taxRate: "0" },
    ]);
    expect(inv.items.map((i: any) => i.taxRate)).toEqual(["14", "5", "0"]);
    expect(inv.subtotal).toBe("3433.63");
    // 3000.30 × 14 % = 420.042 → 420.04; 333.33 × 5 % = 16.6665 → 16.67 (half up)
    expect(inv.taxLines).toEqual([
      { rate: "0", base: "100", tax: "0" },
      { rate: "5", base: "333.33", tax: "16.67" },
      { rate: "14", base: "3000.3", tax: "420.04" },
    ]);
    expect(inv.taxTotal).toBe("436.71");
    expect(inv.amount).toBe("3870.34");
    expect(inv.balance).toBe("3870.34");
    const row = await t.prisma.invoice.findUniqueOrThrow({ where: { number: inv.number } });
    expect(row.amount.equals(row.subtotal.add(row.taxTotal))).toBe(true);
  });

  it("refuses a tax rate over 100 or with three decimals, on the line's field", async () => {
    const client = await createClientRow(t);
    const base = { clientId: gid("Client", client.id), currency: "USD", country: "NA", issueDate: "2026-03-10", dueDate: "2026-04-09" };
    for (const [taxRate, reason] of [
      ["101", "TAX_RATE_FORMAT"],
      ["14.125", "TAX_RATE_FORMAT"],
    ]) {
      const res = await t.gql(CREATE, { input: { ...base, items: [{ description: "x", quantity: "1", unitPrice: "1", taxRate }] } }, { token: admin.token });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(JSON.stringify(res.errors?.[0].extensions?.issues)).toContain(reason);
    }
  });
});

describe("invoice PDF", () => {
  it("renders the number, client, lines, tax lines and totals in pt and en", async () => {
    const inv = await createInvoice([{ description: "Relatório de impacto", quantity: "2", unitPrice: "1250.50" }]);
    const { id } = await t.prisma.invoice.findUniqueOrThrow({ where: { number: inv.number } });
    const doc = (await loadInvoiceDocument(t.prisma, id))!;
    const pt = await renderInvoicePdf(doc, "pt", { compress: false });
    expect(pt.subarray(0, 5).toString()).toBe("%PDF-");
    const ptText = pdfText(pt);
    expect(ptText).toContain(inv.number);
    expect(ptText).toContain("Escola Técnica do Namibe");
    expect(ptText).toContain("Relatório de impacto");
    expect(ptText).toContain("FATURA");
    expect(ptText).toContain("IVA 14% sobre Kz\u00a02.501,00");
    expect(ptText).toContain("Kz\u00a0350,14");
    expect(ptText).toContain("Kz\u00a02.851,14");
    expect(ptText).toContain("NIF: ");
    const enText = pdfText(await renderInvoicePdf(doc, "en", { compress: false }));
    expect(enText).toContain("INVOICE");
    expect(enText).toContain("VAT 14% on Kz\u00a02,501.00");
    expect(enText).toContain("Kz\u00a02,851.14");
  });

  it("is served to administrators only, at Invoice.pdfPath, in the language asked", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }]);
    const url = `${base}${inv.pdfPath}`;
    const ok = await fetch(`${url}?lang=en`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("content-disposition")).toContain(`${inv.number}.pdf`);
    const body = Buffer.from(await ok.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(body);
    expect(text).toContain(inv.number);
    expect(text).toContain("INVOICE");
    expect(pdfText(Buffer.from(await (await fetch(`${url}?lang=pt`, { headers: { authorization: `Bearer ${admin.token}` } })).arrayBuffer()))).toContain("FATURA");

    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Bearer not-a-token" } })).status).toBe(401);
    const forbidden = await fetch(url, { headers: { authorization: `Bearer ${member.token}` } });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).errors[0].extensions.code).toBe("FORBIDDEN");
    const missing = await fetch(`${base}/invoices/00000000-0000-4000-8000-000000000000.pdf`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(missing.status).toBe(404);
  });
});

describe("sending an invoice", () => {
  it("e-mails the PDF to the client in the chosen language through the queue, then it is SENT", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }]);
    const res = await t.gql(SEND, { id: inv.id, language: "en" }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.sendInvoice.status).toBe("SENT");
    expect(res.data.sendInvoice.sentAt).not.toBeNull();
    expect(sent).toHaveLength(0); // queued, not sent in the request
    expect(await drain()).toBe(1);
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    expect(mail.to).toBe(inv.clientEmail);
    expect(mail.subject).toBe(`Invoice ${inv.number} from Ponte`);
    expect(mail.text).toContain("for Kz\u00a0114.00, due on 09/04/2026");
    expect(mail.html).toContain(inv.number);
    expect(mail.attachments?.[0]).toMatchObject({ filename: `${inv.number}.pdf`, contentType: "application/pdf" });
    const pdf = mail.attachments![0].content;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).toContain("INVOICE");
    // the dev outbox holds the whole message, attachment included
    const eml = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), "utf8"));
    expect(eml.some((m) => m.includes(`filename=${inv.number}.pdf`) || m.includes(`filename="${inv.number}.pdf"`))).toBe(true);
  });

  it("writes in Portuguese for an Angolan invoice when no language is chosen", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }]);
    await t.gql(SEND, { id: inv.id }, { token: admin.token });
    await drain();
    expect(sent.at(-1)!.subject).toBe(`Fatura ${inv.number} da Ponte`);
    expect(pdfText(sent.at(-1)!.attachments![0].content)).toContain("FATURA");
  });

  it("refuses with CLIENT_EMAIL_MISSING when the client has no e-mail, and stays DRAFT", async () => {
    const client = await createClientRow(t, { email: " " });
    const inv = await createInvoiceRow(t, { clientId: client.id });
    const res = await t.gql(SEND, { id: gid("Invoice", inv.id) }, { token: admin.token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "CLIENT_EMAIL_MISSING" });
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { id: inv.id } })).status).toBe("DRAFT");
    expect(await drain()).toBe(0);
  });
});

describe("partial payments", () => {
  it("keeps a partly paid invoice SENT with its balance, then PAID when the payments reach the total, each as an income", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "1000" }]); // 1140.00 with IVA
    await t.gql(SEND, { id: inv.id }, { token: admin.token });
    const first = await t.gql(
      PAY,
      { input: { invoiceId: inv.id, amount: "400", paidOn: "2026-04-01", method: "MOBILE_MONEY", notes: "Ref 77" } },
      { token: admin.token },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.recordInvoicePayment).toMatchObject({ status: "SENT", amountPaid: "400", balance: "740", partiallyPaid: true, paidAt: null });
    expect(first.data.recordInvoicePayment.payments).toEqual([{ amount: "400", paidOn: "2026-04-01", method: "MOBILE_MONEY", notes: "Ref 77" }]);

    const over = await t.gql(PAY, { input: { invoiceId: inv.id, amount: "740.01", paidOn: "2026-04-02" } }, { token: admin.token });
    expect(over.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "PAYMENT_EXCEEDS_BALANCE" });
    expect(over.errors?.[0].extensions?.issues).toEqual([{ field: "input.amount", reason: "PAYMENT_EXCEEDS_BALANCE" }]);

    const rest = await t.gql(PAY, { input: { invoiceId: inv.id, amount: "740", paidOn: "2026-04-05" } }, { token: admin.token });
    expect(rest.data.recordInvoicePayment).toMatchObject({ status: "PAID", amountPaid: "1140", balance: "0", partiallyPaid: false });
    expect(rest.data.recordInvoicePayment.paidAt).not.toBeNull();

    const row = await t.prisma.invoice.findUniqueOrThrow({ where: { number: inv.number }, include: { transactions: { orderBy: { date: "asc" } } } });
    expect(row.transactions.map((x) => [x.type, x.status, x.amount.toString(), x.date.toISOString().slice(0, 10)])).toEqual([
      ["INCOME", "COMPLETED", "400", "2026-04-01"],
      ["INCOME", "COMPLETED", "740", "2026-04-05"],
    ]);
    const again = await t.gql(PAY, { input: { invoiceId: inv.id, amount: "1", paidOn: "2026-04-06" } }, { token: admin.token });
    expect(again.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
  });

  it("refuses payments on a draft, and two payments at once cannot both fit the balance", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }]); // 114.00
    const draft = await t.gql(PAY, { input: { invoiceId: inv.id, amount: "10", paidOn: "2026-04-01" } }, { token: admin.token });
    expect(draft.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    await t.gql(SEND, { id: inv.id }, { token: admin.token });
    const results = await Promise.all([1, 2].map(() => t.gql(PAY, { input: { invoiceId: inv.id, amount: "100", paidOn: "2026-04-01" } }, { token: admin.token })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0].extensions?.reason).toBe("PAYMENT_EXCEEDS_BALANCE");
    const row = await t.prisma.invoice.findUniqueOrThrow({ where: { number: inv.number } });
    expect(row.amountPaid.toString()).toBe("100");
  });

  it("marks paid by recording the balance as the last payment", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }]);
    await t.gql(SEND, { id: inv.id }, { token: admin.token });
    await t.gql(PAY, { input: { invoiceId: inv.id, amount: "14", paidOn: "2026-04-01" } }, { token: admin.token });
    const res = await t.gql(MARK_PAID, { id: inv.id }, { token: admin.token });
    expect(res.data.markInvoicePaid).toMatchObject({ status: "PAID", amountPaid: "114", balance: "0" });
    expect(res.data.markInvoicePaid.payments.map((p: any) => p.amount)).toEqual(["14", "100"]);
  });

  it("is for administrators only", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }]);
    const res = await t.gql(PAY, { input: { invoiceId: inv.id, amount: "1", paidOn: "2026-04-01" } }, { token: member.token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("overdue reminders (the daily job, on the queue's clock)", () => {
  it("marks sent invoices past due OVERDUE and reminds each client with the PDF once per period", async () => {
    const inv = await createInvoice([{ description: "Serviço", quantity: "1", unitPrice: "100" }], { issueDate: "2026-05-01", dueDate: "2026-05-31" });
    await t.gql(SEND, { id: inv.id }, { token: admin.token });
    await t.gql(PAY, { input: { invoiceId: inv.id, amount: "14", paidOn: "2026-05-10" } }, { token: admin.token });
    await drain();
    sent.length = 0;
    const run = (iso: string) => t.app.jobs.runNow(INVOICE_REMINDERS, {}, new Date(iso));
    const mine = () => sent.filter((m) => m.subject.includes(inv.number));

    await run("2026-05-31T08:00:00Z"); // the due day itself: not yet overdue
    await drain();
    expect((await t.prisma.invoice.findUniqueOrThrow({ where: { number: inv.number } })).status).toBe("SENT");
    expect(mine()).toHaveLength(0);

    await run("2026-06-01T08:00:00Z");
    await drain();
    const row = await t.prisma.invoice.findUniqueOrThrow({ where: { number: inv.number } });
    expect(row.status).toBe("OVERDUE");
    expect(row.lastReminderAt?.toISOString()).toBe("2026-06-01T08:00:00.000Z");
    expect(mine()).toHaveLength(1);
    expect(mine()[0].subject).toBe(`Lembrete: fatura ${inv.number} vencida`);
    expect(mine()[0].text).toContain("Kz\u00a0100,00"); // what is left after the partial payment
    expect(pdfText(mine()[0].attachments![0].content)).toContain(inv.number);
    expect(await t.prisma.auditLog.count({ where: { action: "invoice.overdue", entityId: row.id } })).toBe(1);

    await run("2026-06-02T08:00:00Z"); // the next day: no second reminder
    await run(new Date(Date.parse("2026-06-01T08:00:00Z") + (INVOICE_REMINDER_DAYS * 86_400_000 - 60_000)).toISOString());
    await drain();
    expect(mine()).toHaveLength(1);

    await run(new Date(Date.parse("2026-06-01T08:00:00Z") + INVOICE_REMINDER_DAYS * 86_400_000).toISOString());
    await drain();
    expect(mine()).toHaveLength(2);

    // paid in full: no more reminders
    await t.gql(MARK_PAID, { id: inv.id }, { token: admin.token });
    await run("2026-07-01T08:00:00Z");
    await drain();
    expect(mine()).toHaveLength(2);
  });
});
