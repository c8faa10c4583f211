import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import type { TransactionStatus } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { type Context, viewerUserId } from "../../graphql/context.ts";
import { notFound, statusConflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum, CurrencyEnum } from "../../infra/common/schema.ts";
import { FinancePeriodEnum, PaymentMethodEnum, TransactionCategoryEnum, TransactionStatusEnum, TransactionTypeEnum, type FinancePeriod } from "./enums.ts";
import { FinanceClientRef, FinanceProjectRef } from "./parties.ts";
import { ClientRef } from "../clients/client.ts";
import { ProjectRef } from "../projects/project.ts";
import { periodRange, startOfDay } from "./period.ts";
import { optionalText } from "@ponte/contracts";
import { FINANCE_LIMITS } from "@ponte/contracts/finance";
import { positiveMoney, requiredText } from "./validation.ts";

export const TransactionRef = builder.prismaNode("Transaction", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    date: t.expose("date", { type: "Date" }),
    description: t.exposeString("description"),
    type: t.expose("type", { type: TransactionTypeEnum }),
    amount: t.expose("amount", { type: "Decimal" }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    category: t.expose("category", { type: TransactionCategoryEnum }),
    country: t.expose("country", { type: CountryEnum }),
    status: t.expose("status", { type: TransactionStatusEnum }),
    paymentMethod: t.expose("paymentMethod", { type: PaymentMethodEnum }),
    notes: t.exposeString("notes", { nullable: true }),
    project: t.relation("project", { type: FinanceProjectRef, nullable: true }),
    client: t.relation("client", { type: FinanceClientRef, nullable: true }),
    invoiceNumber: t.string({
      nullable: true,
      select: { invoice: { select: { number: true } } },
      resolve: (tr) => tr.invoice?.number ?? null,
    }),
    /** who recorded it */
    createdBy: t.relation("createdBy", { nullable: true }),
    /** who approved or rejected it */
    approvedBy: t.relation("approvedBy", { nullable: true }),
    approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export interface TransactionFilterValue {
  country?: Prisma.TransactionWhereInput["country"] | null;
  period?: FinancePeriod | null;
  status?: TransactionStatus | null;
  type?: Prisma.TransactionWhereInput["type"] | null;
  category?: Prisma.TransactionWhereInput["category"] | null;
  search?: string | null;
}

export const TransactionFilter = builder.inputType("TransactionFilter", {
  fields: (t) => ({
    country: t.field({ type: CountryEnum, required: false }),
    period: t.field({ type: FinancePeriodEnum, required: false }),
    status: t.field({ type: TransactionStatusEnum, required: false }),
    type: t.field({ type: TransactionTypeEnum, required: false }),
    category: t.field({ type: TransactionCategoryEnum, required: false }),
    /** case-insensitive, over description, notes and the invoice number */
    search: t.string({ required: false, validate: z.string().max(200) }),
  }),
});

export async function transactionWhere(db: SearchScope, filter: TransactionFilterValue | null | undefined, today: Date): Promise<Prisma.TransactionWhereInput> {
  const where: Prisma.TransactionWhereInput = {};
  if (!filter) return where;
  if (filter.country) where.country = filter.country;
  if (filter.status) where.status = filter.status;
  if (filter.type) where.type = filter.type;
  if (filter.category) where.category = filter.category;
  if (filter.period) {
    const range = periodRange(filter.period, today);
    where.date = { gte: range.start, lte: range.end };
  }
  const q = filter.search?.trim();
  if (q) {
    // description, notes or invoice number; accents, case and wildcards ignored (infra/search/text-search.ts)
    where.id = { in: await matchingIds(db, SEARCH.transaction, q) };
  }
  return where;
}

const CreateTransactionInput = builder.inputType("CreateTransactionInput", {
  fields: (t) => ({
    /** defaults to today */
    date: t.field({ type: "Date", required: false }),
    description: t.string({ required: true, validate: requiredText(FINANCE_LIMITS.transactionDescription) }),
    type: t.field({ type: TransactionTypeEnum, required: true }),
    amount: t.field({ type: "Decimal", required: true, validate: positiveMoney }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    category: t.field({ type: TransactionCategoryEnum, required: true }),
    country: t.field({ type: CountryEnum, required: true }),
    projectId: t.globalID({ required: false, for: ProjectRef }),
    clientId: t.globalID({ required: false, for: ClientRef }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: false }),
    notes: t.string({ required: false, validate: optionalText(FINANCE_LIMITS.transactionNotes) }),
  }),
});

/** Moves a transaction from one status to the next, or answers CONFLICT INVALID_TRANSITION. */
async function moveTransaction(
  ctx: Context,
  query: { include?: Prisma.TransactionInclude; select?: Prisma.TransactionSelect },
  id: string,
  from: TransactionStatus,
  to: TransactionStatus,
  action: string,
) {
  const actorId = viewerUserId(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const current = await tx.transaction.findUnique({ where: { id }, select: { status: true } });
    if (!current) throw notFound("Transaction");
    const decided = from === "PENDING" ? { approvedById: actorId, approvedAt: new Date() } : {};
    // the status condition makes two concurrent decisions safe: only one matches
    const { count } = await tx.transaction.updateMany({ where: { id, status: from }, data: { status: to, ...decided } });
    if (count === 0) {
      // read again: a concurrent decision may have moved it since `current`
      const now = await tx.transaction.findUniqueOrThrow({ where: { id }, select: { status: true } });
      throw statusConflict("The transaction", { currentStatus: now.status, reason: "INVALID_TRANSITION" });
    }
    await audit(tx, { actorId, action, entity: "Transaction", entityId: id, data: { from, to } });
    return tx.transaction.findUniqueOrThrow({ ...query, where: { id } });
  });
}

const TransactionOrder = connectionOrder("Transaction", "transaction", {
  DATE: { description: "The date the money moved.", orderBy: "date" },
  AMOUNT: { description: "The amount, in the transaction's own currency (currencies are not converted).", orderBy: "amount" },
  STATUS: { description: "The approval status (PENDING, APPROVED, COMPLETED, REJECTED in that order).", orderBy: "status" },
  DESCRIPTION: { description: "The description, alphabetically.", orderBy: "description" },
});

builder.queryFields((t) => ({
  /** Transactions, newest first, with the finance filters. */
  transactions: t.prismaConnection(
    {
      type: "Transaction",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: TransactionFilter, required: false }),
        orderBy: t.arg({ type: TransactionOrder.Input, required: false }),
      },
      totalCount: async (_root, args, ctx) => ctx.prisma.transaction.count({ where: await transactionWhere(ctx, args.filter, new Date()) }),
      resolve: async (query, _root, args, ctx) =>
        ctx.prisma.transaction.findMany({
          ...query,
          where: await transactionWhere(ctx, args.filter, new Date()),
          orderBy: TransactionOrder.toOrderBy(args.orderBy, [{ date: "desc" }, { createdAt: "desc" }, { id: "desc" }]),
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));

builder.mutationFields((t) => ({
  /** Records a transaction; it starts PENDING until an administrator approves it. */
  createTransaction: t.prismaField({
    type: "Transaction",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateTransactionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const actorId = viewerUserId(ctx);
      const projectId = input.projectId?.id ?? null;
      const clientId = input.clientId?.id ?? null;
      return ctx.prisma.$transaction(async (tx) => {
        if (projectId && !(await tx.project.findUnique({ where: { id: projectId }, select: { id: true } }))) throw notFound("Project");
        if (clientId && !(await tx.client.findUnique({ where: { id: clientId }, select: { id: true } }))) throw notFound("Client");
        const created = await tx.transaction.create({
          data: {
            date: input.date ?? startOfDay(new Date()),
            description: input.description.trim(),
            type: input.type,
            amount: input.amount,
            currency: input.currency,
            category: input.category,
            country: input.country,
            projectId,
            clientId,
            paymentMethod: input.paymentMethod ?? "BANK_TRANSFER",
            notes: input.notes?.trim() || null,
            status: "PENDING",
            createdById: actorId,
          },
          select: { id: true },
        });
        await audit(tx, {
          actorId,
          action: "transaction.create",
          entity: "Transaction",
          entityId: created.id,
          data: { type: input.type, amount: input.amount, currency: input.currency },
        });
        return tx.transaction.findUniqueOrThrow({ ...query, where: { id: created.id } });
      });
    },
  }),
  /** PENDING → APPROVED. */
  approveTransaction: t.prismaField({
    type: "Transaction",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: TransactionRef }) },
    resolve: (query, _root, { id }, ctx) => moveTransaction(ctx, query, id.id, "PENDING", "APPROVED", "transaction.approve"),
  }),
  /** PENDING → REJECTED. */
  rejectTransaction: t.prismaField({
    type: "Transaction",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: TransactionRef }) },
    resolve: (query, _root, { id }, ctx) => moveTransaction(ctx, query, id.id, "PENDING", "REJECTED", "transaction.reject"),
  }),
  /** APPROVED → COMPLETED: from then on it counts in revenue or expenses. */
  completeTransaction: t.prismaField({
    type: "Transaction",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: TransactionRef }) },
    resolve: (query, _root, { id }, ctx) => moveTransaction(ctx, query, id.id, "APPROVED", "COMPLETED", "transaction.complete"),
  }),
}));
