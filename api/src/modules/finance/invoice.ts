import { DUE_BEFORE_ISSUE, dueNotBeforeIssue, invoiceItemRules, invoiceItems, invoiceNotes, invoicePaymentRules, taxRate } from "@ponte/contracts/finance";
import { z } from "zod";
import { Prisma } from "../../generated/prisma/client.ts";
import type { InvoiceStatus, PaymentMethod } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { type Context, viewerUserId } from "../../graphql/context.ts";
import { AppError, badInput, notFound, statusConflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum, CurrencyEnum, LanguageEnum } from "../../infra/common/schema.ts";
import { type FinancePeriod, FinancePeriodEnum, PaymentMethodEnum } from "./enums.ts";
import { InvoiceStatusEnum } from "../../infra/common/schema.ts";
import { FinanceClientRef, FinanceProjectRef } from "./parties.ts";
import { ClientRef } from "../clients/client.ts";
import { ProjectRef } from "../projects/project.ts";
import { periodRange, startOfDay } from "./period.ts";
import { money } from "./rates.ts";
import { queueInvoiceEmail } from "./invoice-mail.ts";
import { invoiceLanguage } from "./invoice-pdf.ts";
import { defaultTaxRate, invoiceBalance, invoiceTotals } from "./invoice-totals.ts";

const UNPAID: InvoiceStatus[] = ["SENT", "OVERDUE"];

/** Unpaid (sent or marked overdue) and past its due date. */
export const isOverdue = (inv: { status: InvoiceStatus; dueDate: Date }, today = new Date()) => UNPAID.includes(inv.status) && inv.dueDate < startOfDay(today);

export const InvoiceItemRef = builder.prismaObject("InvoiceItem", {
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    description: t.exposeString("description"),
    quantity: t.expose("quantity", { type: "Decimal" }),
    unitPrice: t.expose("unitPrice", { type: "Decimal" }),
    total: t.expose("total", { type: "Decimal" }),
    taxRate: t.expose("taxRate", { type: "Decimal" }),
  }),
});

/** The tax of one rate: what the invoice's tax summary prints per rate. */
const InvoiceTaxLineRef = builder.objectRef<{ rate: Prisma.Decimal; base: Prisma.Decimal; tax: Prisma.Decimal }>("InvoiceTaxLine").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    rate: t.field({ type: "Decimal", resolve: (l) => l.rate }),
    base: t.field({ type: "Decimal", resolve: (l) => l.base }),
    tax: t.field({ type: "Decimal", resolve: (l) => l.tax }),
  }),
});

export const InvoicePaymentRef = builder.prismaObject("InvoicePayment", {
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    amount: t.expose("amount", { type: "Decimal" }),
    paidOn: t.expose("paidOn", { type: "Date" }),
    method: t.expose("method", { type: PaymentMethodEnum }),
    notes: t.exposeString("notes", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const InvoiceRef = builder.prismaNode("Invoice", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    number: t.exposeString("number"),
    client: t.relation("client", { type: FinanceClientRef }),
    project: t.relation("project", { type: FinanceProjectRef, nullable: true }),
    /** the total to pay (subtotal + tax), computed by the server */
    amount: t.expose("amount", { type: "Decimal" }),
    subtotal: t.expose("subtotal", { type: "Decimal" }),
    taxTotal: t.expose("taxTotal", { type: "Decimal" }),
    taxLines: t.field({
      type: [InvoiceTaxLineRef],
      select: { items: { select: { total: true, taxRate: true } } },
      resolve: (inv) => invoiceTotals(inv.items).taxLines,
    }),
    amountPaid: t.expose("amountPaid", { type: "Decimal" }),
    balance: t.field({ type: "Decimal", select: { amount: true, amountPaid: true }, resolve: (inv) => invoiceBalance(inv) }),
    /** some but not all of it paid */
    partiallyPaid: t.boolean({
      select: { amount: true, amountPaid: true },
      resolve: (inv) => inv.amountPaid.greaterThan(0) && inv.amountPaid.lessThan(inv.amount),
    }),
    payments: t.relation("payments", { query: { orderBy: [{ paidOn: "asc" }, { createdAt: "asc" }] } }),
    sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
    lastReminderAt: t.expose("lastReminderAt", { type: "DateTime", nullable: true }),
    /** the PDF, for GET with the web app's Authorization header (add ?lang=pt|en) */
    pdfPath: t.string({ select: { id: true }, resolve: (inv) => `/invoices/${inv.id}.pdf` }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    issueDate: t.expose("issueDate", { type: "Date" }),
    dueDate: t.expose("dueDate", { type: "Date" }),
    status: t.expose("status", { type: InvoiceStatusEnum }),
    country: t.expose("country", { type: CountryEnum }),
    notes: t.exposeString("notes", { nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    /** unpaid and past its due date */
    overdue: t.boolean({ select: { status: true, dueDate: true }, resolve: (inv) => isOverdue(inv) }),
    items: t.relation("items", { query: { orderBy: [{ position: "asc" }, { id: "asc" }] } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const InvoiceFilter = builder.inputType("InvoiceFilter", {
  fields: (t) => ({
    /** OVERDUE also matches sent invoices whose due date has passed */
    status: t.field({ type: InvoiceStatusEnum, required: false }),
    country: t.field({ type: CountryEnum, required: false }),
    /** invoices issued within the period */
    period: t.field({ type: FinancePeriodEnum, required: false }),
    clientId: t.globalID({ required: false, for: ClientRef }),
  }),
});

export function invoiceWhere(
  filter:
    | { status?: InvoiceStatus | null; country?: Prisma.InvoiceWhereInput["country"] | null; period?: FinancePeriod | null; clientId?: { id: string } | null }
    | null
    | undefined,
  today: Date,
): Prisma.InvoiceWhereInput {
  const where: Prisma.InvoiceWhereInput = {};
  if (!filter) return where;
  if (filter.country) where.country = filter.country;
  if (filter.clientId) where.clientId = filter.clientId.id;
  if (filter.period) {
    const range = periodRange(filter.period, today);
    where.issueDate = { gte: range.start, lte: range.end };
  }
  if (filter.status === "OVERDUE") {
    where.OR = [{ status: "OVERDUE" }, { status: "SENT", dueDate: { lt: startOfDay(today) } }];
  } else if (filter.status) {
    where.status = filter.status;
  }
  return where;
}

const InvoiceItemInput = builder.inputType("InvoiceItemInput", {
  fields: (t) => ({
    description: t.string({ required: true, validate: invoiceItemRules.description }),
    quantity: t.field({ type: "Decimal", required: true, validate: invoiceItemRules.quantity }),
    unitPrice: t.field({ type: "Decimal", required: true, validate: invoiceItemRules.unitPrice }),
    taxRate: t.field({ type: "Decimal", required: false, validate: taxRate }),
  }),
});

const RecordInvoicePaymentInput = builder.inputType("RecordInvoicePaymentInput", {
  fields: (t) => ({
    invoiceId: t.globalID({ required: true, for: InvoiceRef }),
    amount: t.field({ type: "Decimal", required: true, validate: invoicePaymentRules.amount }),
    paidOn: t.field({ type: "Date", required: true }),
    method: t.field({ type: PaymentMethodEnum, required: false }),
    notes: t.string({ required: false, validate: invoicePaymentRules.notes }),
  }),
});

const CreateInvoiceInput = builder.inputType("CreateInvoiceInput", {
  fields: (t) => ({
    clientId: t.globalID({ required: true, for: ClientRef }),
    projectId: t.globalID({ required: false, for: ProjectRef }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    issueDate: t.field({ type: "Date", required: true }),
    dueDate: t.field({ type: "Date", required: true }),
    country: t.field({ type: CountryEnum, required: true }),
    notes: t.string({ required: false, validate: invoiceNotes }),
    items: t.field({ type: [InvoiceItemInput], required: true, validate: invoiceItems(z.unknown()) }),
  }),
  validate: z.looseObject({ issueDate: z.date(), dueDate: z.date() }).refine(dueNotBeforeIssue, DUE_BEFORE_ISSUE),
});

/** The next number of the issue year, e.g. PONTE-2026-0007. Call under the numbering lock. */
async function nextInvoiceNumber(tx: Prisma.TransactionClient, year: number): Promise<string> {
  const prefix = `PONTE-${year}-`;
  const last = await tx.invoice.findFirst({
    where: { number: { startsWith: prefix } },
    orderBy: { number: "desc" },
    select: { number: true },
  });
  const next = last ? Number(last.number.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(next).padStart(4, "0")}`;
}

type InvoiceQuery = { include?: Prisma.InvoiceInclude; select?: Prisma.InvoiceSelect };

/** Moves an invoice between statuses, or answers CONFLICT INVALID_TRANSITION. */
async function moveInvoice(
  ctx: Context,
  query: InvoiceQuery,
  id: string,
  from: InvoiceStatus[],
  to: InvoiceStatus,
  action: string,
  after?: (tx: Prisma.TransactionClient, invoice: Prisma.InvoiceGetPayload<object>) => Promise<unknown>,
) {
  const actorId = viewerUserId(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const current = await tx.invoice.findUnique({ where: { id } });
    if (!current) throw notFound("Invoice");
    const { count } = await tx.invoice.updateMany({
      where: { id, status: { in: from } },
      data: { status: to, ...(to === "PAID" ? { paidAt: new Date() } : {}) },
    });
    if (count === 0) {
      // read again: a concurrent change may have moved it since `current`
      const now = await tx.invoice.findUniqueOrThrow({ where: { id }, select: { status: true } });
      throw statusConflict("The invoice", { currentStatus: now.status, reason: "INVALID_TRANSITION" });
    }
    await audit(tx, { actorId, action, entity: "Invoice", entityId: id, data: { from: current.status, to } });
    if (after) await after(tx, current);
    return tx.invoice.findUniqueOrThrow({ ...query, where: { id } });
  });
}

const InvoiceOrder = connectionOrder("Invoice", "invoice", {
  NUMBER: { description: "The invoice number (numbers grow with time).", orderBy: "number" },
  ISSUE_DATE: { description: "The issue date.", orderBy: "issueDate" },
  DUE_DATE: { description: "The due date.", orderBy: "dueDate" },
  AMOUNT: { description: "The total, in the invoice's own currency (currencies are not converted).", orderBy: "amount" },
  STATUS: { description: "The stored status (DRAFT, SENT, PAID, OVERDUE, CANCELLED in that order).", orderBy: "status" },
  CLIENT: { description: "The client's name, alphabetically.", orderBy: (dir) => ({ client: { name: dir } }) },
});

builder.queryFields((t) => ({
  /** One invoice (its page). */
  invoice: t.prismaField({
    type: "Invoice",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: InvoiceRef }) },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.invoice.findUnique({ ...query, where: { id: id.id } }),
  }),
  /** Invoices, newest first. */
  invoices: t.prismaConnection(
    {
      type: "Invoice",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: InvoiceFilter, required: false }),
        orderBy: t.arg({ type: InvoiceOrder.Input, required: false }),
      },
      totalCount: (_root, args, ctx) => ctx.prisma.invoice.count({ where: invoiceWhere(args.filter, new Date()) }),
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.invoice.findMany({
          ...query,
          where: invoiceWhere(args.filter, new Date()),
          orderBy: InvoiceOrder.toOrderBy(args.orderBy, [{ issueDate: "desc" }, { number: "desc" }]),
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));

builder.mutationFields((t) => ({
  /** Creates a DRAFT invoice; the number and every total are computed here, in one transaction. */
  createInvoice: t.prismaField({
    type: "Invoice",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateInvoiceInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const actorId = viewerUserId(ctx);
      const clientId = input.clientId.id;
      const projectId = input.projectId?.id ?? null;
      const items = input.items.map((item, position) => ({
        description: item.description.trim(),
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        total: money(new Prisma.Decimal(item.quantity).mul(item.unitPrice)),
        taxRate: item.taxRate != null ? new Prisma.Decimal(item.taxRate) : defaultTaxRate(input.country),
        position,
      }));
      const { subtotal, taxTotal, total: amount } = invoiceTotals(items);
      return ctx.prisma.$transaction(async (tx) => {
        if (!(await tx.client.findUnique({ where: { id: clientId }, select: { id: true } }))) throw notFound("Client");
        if (projectId) {
          const project = await tx.project.findUnique({ where: { id: projectId }, select: { clientId: true } });
          if (!project) throw notFound("Project");
          if (project.clientId !== clientId) {
            throw badInput("The project belongs to another client", "PROJECT_CLIENT_MISMATCH", [{ field: "input.projectId", reason: "PROJECT_CLIENT_MISMATCH" }]);
          }
        }
        // one numbering at a time, so two invoices never get the same number
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('ponte.invoice-number'))`;
        const number = await nextInvoiceNumber(tx, input.issueDate.getUTCFullYear());
        const created = await tx.invoice.create({
          data: {
            number,
            clientId,
            projectId,
            amount,
            subtotal,
            taxTotal,
            currency: input.currency,
            issueDate: input.issueDate,
            dueDate: input.dueDate,
            country: input.country,
            notes: input.notes?.trim() || null,
            status: "DRAFT",
            items: { create: items },
          },
          select: { id: true },
        });
        await audit(tx, {
          actorId,
          action: "invoice.create",
          entity: "Invoice",
          entityId: created.id,
          data: { number, amount: amount.toString(), taxTotal: taxTotal.toString(), currency: input.currency },
        });
        return tx.invoice.findUniqueOrThrow({ ...query, where: { id: created.id } });
      });
    },
  }),
  /** DRAFT → SENT, e-mailing the PDF to the client (queued in the same transaction). */
  sendInvoice: t.prismaField({
    type: "Invoice",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: InvoiceRef }),
      language: t.arg({ type: LanguageEnum, required: false }),
    },
    resolve: (query, _root, { id, language }, ctx) =>
      moveInvoice(ctx, query, id.id, ["DRAFT"], "SENT", "invoice.send", async (tx, invoice) => {
        const client = await tx.client.findUniqueOrThrow({ where: { id: invoice.clientId }, select: { email: true } });
        const to = client.email.trim();
        if (!to) throw new AppError("CONFLICT", "The client has no e-mail address to send the invoice to", { reason: "CLIENT_EMAIL_MISSING" });
        await tx.invoice.update({ where: { id: invoice.id }, data: { sentAt: new Date() } });
        await queueInvoiceEmail(ctx.jobs, { invoiceId: invoice.id, kind: "INVOICE", to, language: language ?? invoiceLanguage(invoice.country) }, tx);
      }),
  }),
  /**
   * SENT or OVERDUE → PAID: records a payment of what is left to pay, dated
   * today, by bank transfer (recordInvoicePayment records other amounts).
   */
  markInvoicePaid: t.prismaField({
    type: "Invoice",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: InvoiceRef }) },
    resolve: async (query, _root, { id }, ctx) => {
      await ctx.prisma.$transaction(async (tx) => {
        const inv = await tx.invoice.findUnique({ where: { id: id.id }, select: { amount: true, amountPaid: true, status: true } });
        if (!inv) throw notFound("Invoice");
        if (!UNPAID.includes(inv.status)) throw statusConflict("The invoice", { currentStatus: inv.status, reason: "INVALID_TRANSITION" });
        await recordPayment(ctx, tx, id.id, { amount: invoiceBalance(inv), paidOn: startOfDay(new Date()), method: "BANK_TRANSFER", notes: null }, "invoice.markPaid");
      });
      return ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: id.id } });
    },
  }),
  /**
   * Records a payment against a SENT or OVERDUE invoice: the invoice becomes
   * PAID when its payments reach the total; more than the balance is refused.
   */
  recordInvoicePayment: t.prismaField({
    type: "Invoice",
    authScopes: { admin: true },
    args: { input: t.arg({ type: RecordInvoicePaymentInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const invoiceId = input.invoiceId.id;
      await ctx.prisma.$transaction((tx) =>
        recordPayment(ctx, tx, invoiceId, {
          amount: new Prisma.Decimal(input.amount),
          paidOn: input.paidOn,
          method: input.method ?? "BANK_TRANSFER",
          notes: input.notes?.trim() || null,
        }),
      );
      return ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: invoiceId } });
    },
  }),
  /** DRAFT, SENT or OVERDUE → CANCELLED. */
  cancelInvoice: t.prismaField({
    type: "Invoice",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: InvoiceRef }) },
    resolve: (query, _root, { id }, ctx) => moveInvoice(ctx, query, id.id, ["DRAFT", "SENT", "OVERDUE"], "CANCELLED", "invoice.cancel"),
  }),
}));

interface PaymentInput {
  amount: Prisma.Decimal;
  paidOn: Date;
  method: PaymentMethod;
  notes: string | null;
}

/**
 * In the caller's transaction: records a payment against a SENT or OVERDUE
 * invoice (row locked, so two payments at once cannot both fit the balance),
 * as a completed income transaction (project revenue, counted in revenue and
 * cash flow) linked to the invoice, and moves the invoice to PAID when its
 * payments reach the total. CONFLICT INVALID_TRANSITION for other statuses;
 * BAD_USER_INPUT PAYMENT_EXCEEDS_BALANCE (on input.amount) when more than the
 * balance.
 */
async function recordPayment(ctx: Context, tx: Prisma.TransactionClient, invoiceId: string, p: PaymentInput, action = "invoice.payment") {
  const actorId = viewerUserId(ctx);
  const [locked] = await tx.$queryRaw<Array<{ id: string }>>`SELECT "id"::text AS id FROM "Invoice" WHERE "id" = ${invoiceId}::uuid FOR UPDATE`;
  if (!locked) throw notFound("Invoice");
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
  if (!UNPAID.includes(invoice.status)) throw statusConflict("The invoice", { currentStatus: invoice.status, reason: "INVALID_TRANSITION" });
  const balance = invoiceBalance(invoice);
  if (p.amount.greaterThan(balance)) {
    throw badInput(`The payment is more than the balance of ${balance.toFixed(2)} ${invoice.currency}`, "PAYMENT_EXCEEDS_BALANCE", [
      { field: "input.amount", reason: "PAYMENT_EXCEEDS_BALANCE" },
    ]);
  }
  const now = new Date();
  const income = await tx.transaction.create({
    data: {
      date: p.paidOn,
      description: invoice.number,
      type: "INCOME",
      amount: p.amount,
      currency: invoice.currency,
      category: "PROJECT_REVENUE",
      country: invoice.country,
      clientId: invoice.clientId,
      projectId: invoice.projectId,
      invoiceId: invoice.id,
      status: "COMPLETED",
      paymentMethod: p.method,
      notes: p.notes,
      createdById: actorId,
      approvedById: actorId,
      approvedAt: now,
    },
    select: { id: true },
  });
  const payment = await tx.invoicePayment.create({
    data: { invoiceId, amount: p.amount, paidOn: p.paidOn, method: p.method, notes: p.notes, transactionId: income.id },
    select: { id: true },
  });
  const amountPaid = invoice.amountPaid.add(p.amount);
  const paid = amountPaid.greaterThanOrEqualTo(invoice.amount);
  await tx.invoice.update({ where: { id: invoiceId }, data: { amountPaid, ...(paid ? { status: "PAID", paidAt: now } : {}) } });
  await audit(tx, {
    actorId,
    action,
    entity: "Invoice",
    entityId: invoiceId,
    data: { payment: payment.id, transaction: income.id, amount: p.amount.toString(), currency: invoice.currency, ...(paid ? { from: invoice.status, to: "PAID" } : {}) },
  });
}
