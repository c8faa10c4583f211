import { formatMoneyIn } from "@ponte/contracts/money-format";
import { issuerFor } from "@ponte/contracts/issuers";
import PDFDocument from "pdfkit";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Language } from "../../generated/prisma/enums.ts";
import { CSV_LABELS } from "../../infra/csv/labels.ts";
import { invoiceBalance, invoiceTotals } from "./invoice-totals.ts";

/** Everything an invoice document shows, read in one query. */
const DOCUMENT_QUERY = {
  include: {
    client: { select: { name: true, organization: true, email: true, phone: true, country: true } },
    project: { select: { name: true } },
    items: { orderBy: [{ position: "asc" }, { id: "asc" }] },
    payments: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] },
  },
} satisfies Prisma.InvoiceDefaultArgs;

export type InvoiceDocument = Prisma.InvoiceGetPayload<typeof DOCUMENT_QUERY>;

export function loadInvoiceDocument(db: Db | Prisma.TransactionClient, id: string): Promise<InvoiceDocument | null> {
  return db.invoice.findUnique({ where: { id }, ...DOCUMENT_QUERY });
}

/** The language an invoice is written in when none is chosen: Portuguese for Angola, English for Namibia and South Africa. */
export const invoiceLanguage = (country: string): Language => (country === "AO" ? "pt" : "en");

/** "PONTE-2026-0007.pdf" */
export const invoiceFileName = (number: string) => `${number.replace(/[^\w.-]/g, "_")}.pdf`;

const WORDS = {
  pt: {
    title: "Fatura",
    number: "Número",
    issued: "Data de emissão",
    due: "Vencimento",
    status: "Situação",
    billTo: "Faturar a",
    project: "Projeto",
    description: "Descrição",
    quantity: "Qtd.",
    unitPrice: "Preço unit.",
    tax: "Imposto",
    lineTotal: "Total",
    subtotal: "Subtotal",
    taxLine: (rate: string, base: string) => `IVA ${rate}% sobre ${base}`,
    total: "Total",
    payments: "Pagamentos",
    paid: "Pago",
    balance: "Saldo a pagar",
    notes: "Observações",
    page: (n: number, of: number) => `Página ${n} de ${of}`,
  },
  en: {
    title: "Invoice",
    number: "Number",
    issued: "Issue date",
    due: "Due date",
    status: "Status",
    billTo: "Bill to",
    project: "Project",
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price",
    tax: "Tax",
    lineTotal: "Total",
    subtotal: "Subtotal",
    taxLine: (rate: string, base: string) => `VAT ${rate}% on ${base}`,
    total: "Total",
    payments: "Payments",
    paid: "Paid",
    balance: "Balance due",
    notes: "Notes",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

const TAG = { pt: "pt-BR", en: "en-GB" } as const;

// The standard PDF fonts encode WinAnsi: Intl's narrow no-break space (U+202F) is not in it.
const pdfText = (s: string) => s.replace(/\u202f/g, "\u00a0");

export interface PdfOptions {
  /** leave the page streams uncompressed (tests read the text) */
  compress?: boolean;
}

/**
 * The invoice as an A4 PDF (pdfkit, standard Helvetica), in `lang`: the
 * issuer's details for the invoice's country, the client, number and dates,
 * the lines with their tax rate, one tax line per rate, the totals, payments
 * and balance, all in the invoice's currency written in the language's locale.
 */
export function renderInvoicePdf(inv: InvoiceDocument, lang: Language, options: PdfOptions = {}): Promise<Buffer> {
  const w = WORDS[lang];
  const li = lang === "pt" ? 0 : 1;
  const tag = TAG[lang];
  const money = (v: Prisma.Decimal | string) => pdfText(formatMoneyIn(tag, v.toString(), inv.currency));
  const number = (v: Prisma.Decimal | string, digits = 2) =>
    pdfText(new Intl.NumberFormat(tag, { minimumFractionDigits: 0, maximumFractionDigits: digits }).format(Number(v.toString())));
  const date = (d: Date) => new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(d);
  const issuer = issuerFor(inv.country);
  const totals = invoiceTotals(inv.items);

  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: `${w.title} ${inv.number}`, Author: issuer.name, Subject: `${w.title} ${inv.number}` },
    lang: tag,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const brand = "#1f5f8b";
  const muted = "#555555";

  // Issuer (left) and the document's title and number (right)
  doc.font("Helvetica-Bold").fontSize(16).fillColor(brand).text("Ponte", left, 50);
  doc.font("Helvetica").fontSize(9).fillColor(muted);
  for (const line of [issuer.name, ...issuer.address, `${issuer.taxId.label}: ${issuer.taxId.value}`, `${issuer.phone} · ${issuer.email}`, issuer.website]) {
    doc.text(line, left, undefined, { width: width / 2 });
  }
  const headerBottom = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .fillColor("#000000")
    .text(w.title.toUpperCase(), left + width / 2, 50, { width: width / 2, align: "right" });
  doc.font("Helvetica").fontSize(10);
  const facts: Array<[string, string]> = [
    [w.number, inv.number],
    [w.issued, date(inv.issueDate)],
    [w.due, date(inv.dueDate)],
    [w.status, CSV_LABELS.InvoiceStatus[inv.status][li]],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, left + width / 2, undefined, { width: width / 2, align: "right" });
  doc.y = Math.max(headerBottom, doc.y) + 20;

  // Client
  doc.font("Helvetica-Bold").fontSize(10).fillColor(brand).text(w.billTo.toUpperCase(), left);
  doc.font("Helvetica").fillColor("#000000");
  const client = inv.client;
  const clientLines = [client.name, client.organization !== client.name ? client.organization : null, CSV_LABELS.Country[client.country][li], client.email, client.phone];
  for (const line of clientLines) if (line) doc.text(line, left);
  if (inv.project) doc.moveDown(0.3).fillColor(muted).text(`${w.project}: ${inv.project.name}`, left).fillColor("#000000");
  doc.moveDown(1.2);

  // Lines
  const cols = [
    { key: "description", x: left, w: width * 0.4, align: "left" as const },
    { key: "quantity", x: left + width * 0.4, w: width * 0.1, align: "right" as const },
    { key: "unitPrice", x: left + width * 0.5, w: width * 0.18, align: "right" as const },
    { key: "tax", x: left + width * 0.68, w: width * 0.1, align: "right" as const },
    { key: "lineTotal", x: left + width * 0.78, w: width * 0.22, align: "right" as const },
  ];
  const row = (values: string[], bold = false) => {
    const top = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9.5);
    let bottom = top;
    cols.forEach((c, i) => {
      doc.text(values[i], c.x, top, { width: c.w - 6, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(right, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor("#dddddd")
      .stroke();
  };
  row([w.description, w.quantity, w.unitPrice, w.tax, w.lineTotal], true);
  for (const item of inv.items) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    row([item.description, number(item.quantity), money(item.unitPrice), `${number(item.taxRate)}%`, money(item.total)]);
  }
  doc.moveDown(0.8);

  // Totals (right-aligned block)
  if (doc.y > doc.page.height - 200) doc.addPage();
  const sum = (label: string, value: string, bold = false) => {
    const top = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 11 : 10);
    doc.text(label, left + width * 0.4, top, { width: width * 0.38, align: "right" });
    doc.text(value, left + width * 0.78, top, { width: width * 0.22 - 6, align: "right" });
    doc.moveDown(0.3);
  };
  sum(w.subtotal, money(totals.subtotal));
  for (const t of totals.taxLines) sum(w.taxLine(number(t.rate), money(t.base)), money(t.tax));
  sum(w.total, money(inv.amount), true);
  if (inv.payments.length) {
    doc.moveDown(0.5);
    for (const p of inv.payments) sum(`${w.paid} ${date(p.paidOn)} · ${CSV_LABELS.PaymentMethod[p.method][li]}`, money(p.amount));
    sum(w.balance, money(invoiceBalance(inv)), true);
  }

  if (inv.notes) {
    doc.moveDown(1);
    doc.font("Helvetica-Bold").fontSize(10).text(w.notes, left);
    doc.font("Helvetica").fontSize(9.5).text(inv.notes, left, undefined, { width });
  }

  // Footer on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(muted);
    doc.text(`${issuer.name} · ${issuer.taxId.label} ${issuer.taxId.value} · ${inv.number}`, left, bottom, { width: width * 0.75, lineBreak: false });
    doc.text(w.page(i + 1, range.count), left + width * 0.75, bottom, { width: width * 0.25, align: "right", lineBreak: false });
  }
  doc.end();
  return done;
}
