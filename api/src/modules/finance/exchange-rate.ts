import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CurrencyEnum } from "../../infra/common/schema.ts";
import { convert, loadCurrentRates } from "../../infra/money/rates.ts";
import { nonNegativeMoney, positiveRate } from "./validation.ts";

/** 1 `base` = `rate` `quote`, valid from `asOf`; the newest row of a pair is its current rate. */
export const ExchangeRateRef = builder.prismaNode("ExchangeRate", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    base: t.expose("base", { type: CurrencyEnum }),
    quote: t.expose("quote", { type: CurrencyEnum }),
    rate: t.expose("rate", { type: "Decimal" }),
    asOf: t.expose("asOf", { type: "Date" }),
    updatedBy: t.relation("updatedBy", { nullable: true }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  /** The current rate of every stored pair (its newest `asOf`). */
  exchangeRates: t.prismaField({
    type: ["ExchangeRate"],
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.exchangeRate.findMany({
        ...query,
        distinct: ["base", "quote"],
        orderBy: [{ base: "asc" }, { quote: "asc" }, { asOf: "desc" }],
      }),
  }),
  /** Every stored rate of one pair, newest first. */
  exchangeRateHistory: t.prismaConnection(
    {
      type: "ExchangeRate",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        base: t.arg({ type: CurrencyEnum, required: true }),
        quote: t.arg({ type: CurrencyEnum, required: true }),
      },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.exchangeRate.findMany({
          ...query,
          where: { base: args.base, quote: args.quote },
          orderBy: [{ asOf: "desc" }, { id: "desc" }],
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
  /**
   * Converts with the current stored rates: a stored pair directly, its
   * inverse, or through USD. Rounded to cents.
   */
  convertCurrency: t.field({
    type: "Decimal",
    authScopes: { admin: true },
    args: {
      amount: t.arg({ type: "Decimal", required: true, validate: nonNegativeMoney }),
      from: t.arg({ type: CurrencyEnum, required: true }),
      to: t.arg({ type: CurrencyEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => convert(await loadCurrentRates(ctx.prisma), args.amount, args.from, args.to),
  }),
}));

builder.mutationFields((t) => ({
  /** Stores the rate of a pair for a date (replacing that date's rate if there was one). */
  setExchangeRate: t.prismaField({
    type: "ExchangeRate",
    authScopes: { admin: true },
    args: {
      base: t.arg({ type: CurrencyEnum, required: true }),
      quote: t.arg({ type: CurrencyEnum, required: true }),
      rate: t.arg({ type: "Decimal", required: true, validate: positiveRate }),
      asOf: t.arg({ type: "Date", required: true, validate: z.date() }),
    },
    resolve: async (query, _root, args, ctx) => {
      if (args.base === args.quote) {
        throw badInput("A rate needs two different currencies", "SAME_CURRENCY", [{ field: "quote", reason: "SAME_CURRENCY" }]);
      }
      const actorId = viewerUserId(ctx);
      return ctx.prisma.$transaction(async (tx) => {
        const key = { base: args.base, quote: args.quote, asOf: args.asOf };
        const saved = await tx.exchangeRate.upsert({
          where: { base_quote_asOf: key },
          create: { ...key, rate: args.rate, updatedById: actorId },
          update: { rate: args.rate, updatedById: actorId },
          select: { id: true },
        });
        await audit(tx, {
          actorId,
          action: "exchangeRate.set",
          entity: "ExchangeRate",
          entityId: saved.id,
          data: { base: args.base, quote: args.quote, rate: args.rate, asOf: args.asOf.toISOString().slice(0, 10) },
        });
        return tx.exchangeRate.findUniqueOrThrow({ ...query, where: { id: saved.id } });
      });
    },
  }),
}));
