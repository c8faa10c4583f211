import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { budgetTextRules } from "@ponte/contracts/finance";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum, CurrencyEnum } from "../../infra/common/schema.ts";
import { budgetSpentLoader, usagePercent } from "./budget-spent.ts";
import { FinancePeriodEnum, TransactionCategoryEnum, type FinancePeriod } from "./enums.ts";
import { periodRange } from "./period.ts";
import { positiveMoney } from "./validation.ts";

export const BudgetRef = builder.prismaNode("Budget", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    country: t.expose("country", { type: CountryEnum }),
    category: t.expose("category", { type: TransactionCategoryEnum }),
    allocated: t.expose("allocated", { type: "Decimal" }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    /** a label such as "2026" or "2026-Q4" */
    period: t.exposeString("period"),
    startDate: t.expose("startDate", { type: "Date" }),
    endDate: t.expose("endDate", { type: "Date" }),
    responsible: t.exposeString("responsible"),
    /** completed expenses of this country and category within the dates, in the budget's currency (computed) */
    spent: t.field({
      type: "Decimal",
      select: { id: true, currency: true },
      resolve: (b, _args, ctx) => budgetSpentLoader(ctx).load(b),
    }),
    /** spent / allocated, in percent to one decimal */
    usagePercent: t.float({
      select: { id: true, currency: true, allocated: true },
      resolve: async (b, _args, ctx) => usagePercent(await budgetSpentLoader(ctx).load(b), b.allocated),
    }),
  }),
});

/** Budgets of a country (or all) whose dates overlap the period. */
export function budgetWhere(country: Prisma.BudgetWhereInput["country"] | null | undefined, period: FinancePeriod | null | undefined, today: Date) {
  const where: Prisma.BudgetWhereInput = {};
  if (country) where.country = country;
  if (period) {
    const range = periodRange(period, today);
    where.startDate = { lte: range.end };
    where.endDate = { gte: range.start };
  }
  return where;
}

const BudgetInput = builder.inputType("BudgetInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: budgetTextRules.name }),
    country: t.field({ type: CountryEnum, required: true }),
    category: t.field({ type: TransactionCategoryEnum, required: true }),
    allocated: t.field({ type: "Decimal", required: true, validate: positiveMoney }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    period: t.string({ required: true, validate: budgetTextRules.period }),
    startDate: t.field({ type: "Date", required: true }),
    endDate: t.field({ type: "Date", required: true }),
    responsible: t.string({ required: true, validate: budgetTextRules.responsible }),
  }),
  validate: z.looseObject({ startDate: z.date(), endDate: z.date() }).refine((v) => v.endDate >= v.startDate, { message: "END_BEFORE_START", path: ["endDate"] }),
});

type BudgetInputValue = {
  name: string;
  country: Prisma.BudgetCreateInput["country"];
  category: Prisma.BudgetCreateInput["category"];
  allocated: string;
  currency: Prisma.BudgetCreateInput["currency"];
  period: string;
  startDate: Date;
  endDate: Date;
  responsible: string;
};
const budgetData = (input: BudgetInputValue) => ({
  ...input,
  name: input.name.trim(),
  period: input.period.trim(),
  responsible: input.responsible.trim(),
});

const BudgetOrder = connectionOrder("Budget", "budget", {
  NAME: { description: "The budget's name, alphabetically.", orderBy: "name" },
  COUNTRY: { description: "The country code.", orderBy: "country" },
  ALLOCATED: { description: "The allocated amount, in the budget's own currency (currencies are not converted).", orderBy: "allocated" },
  START_DATE: { description: "The first day of the budget.", orderBy: "startDate" },
  END_DATE: { description: "The last day of the budget.", orderBy: "endDate" },
});

builder.queryFields((t) => ({
  /** Budgets by country and period, with their computed spending. */
  budgets: t.prismaConnection(
    {
      type: "Budget",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        country: t.arg({ type: CountryEnum, required: false }),
        period: t.arg({ type: FinancePeriodEnum, required: false }),
        orderBy: t.arg({ type: BudgetOrder.Input, required: false }),
      },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.budget.findMany({
          ...query,
          where: budgetWhere(args.country, args.period, new Date()),
          orderBy: BudgetOrder.toOrderBy(args.orderBy, [{ country: "asc" }, { category: "asc" }, { id: "asc" }]),
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));

builder.mutationFields((t) => ({
  createBudget: t.prismaField({
    type: "Budget",
    authScopes: { admin: true },
    args: { input: t.arg({ type: BudgetInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const created = await tx.budget.create({ data: budgetData(input), select: { id: true } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "budget.create", entity: "Budget", entityId: created.id, data: { ...input } });
        return tx.budget.findUniqueOrThrow({ ...query, where: { id: created.id } });
      }),
  }),
  updateBudget: t.prismaField({
    type: "Budget",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: BudgetRef }), input: t.arg({ type: BudgetInput, required: true }) },
    resolve: (query, _root, { id, input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const before = await tx.budget.findUnique({ where: { id: id.id } });
        if (!before) throw notFound("Budget");
        await tx.budget.update({ where: { id: id.id }, data: budgetData(input) });
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "budget.update",
          entity: "Budget",
          entityId: id.id,
          data: { before: { allocated: before.allocated.toString(), currency: before.currency }, after: { ...input } },
        });
        return tx.budget.findUniqueOrThrow({ ...query, where: { id: id.id } });
      }),
  }),
}));
