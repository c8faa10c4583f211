import { builder } from "../../graphql/builder.ts";
import { CountryEnum, CurrencyEnum } from "../../infra/common/schema.ts";
import { FinancePeriodEnum } from "./enums.ts";
import { type CashFlowPoint, type CashFlowValue, cashFlow, type FinanceSummaryValue, financeSummary } from "./summary.ts";

const FinanceSummaryRef = builder.objectRef<FinanceSummaryValue>("FinanceSummary").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    currency: t.expose("currency", { type: CurrencyEnum }),
    /** first day of the period */
    start: t.expose("start", { type: "Date" }),
    /** last day of the period */
    end: t.expose("end", { type: "Date" }),
    /** completed income */
    revenue: t.expose("revenue", { type: "Decimal" }),
    /** completed expenses */
    expenses: t.expose("expenses", { type: "Decimal" }),
    /** revenue − expenses */
    net: t.expose("net", { type: "Decimal" }),
    /** net / revenue in percent; null without revenue */
    marginPercent: t.exposeFloat("marginPercent", { nullable: true }),
    /** the sum of pending transactions */
    pending: t.expose("pending", { type: "Decimal" }),
    pendingCount: t.exposeInt("pendingCount"),
    budgetAllocated: t.expose("budgetAllocated", { type: "Decimal" }),
    budgetSpent: t.expose("budgetSpent", { type: "Decimal" }),
    budgetUsedPercent: t.exposeFloat("budgetUsedPercent", { nullable: true }),
    /** the current stored USD→AOA rate (direct, inverse or derived) */
    usdToAoa: t.expose("usdToAoa", { type: "Decimal", nullable: true }),
  }),
});

const CashFlowPointRef = builder.objectRef<CashFlowPoint>("CashFlowPoint").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    /** first day of the week or month */
    start: t.expose("start", { type: "Date" }),
    income: t.expose("income", { type: "Decimal" }),
    expense: t.expose("expense", { type: "Decimal" }),
  }),
});

const CashFlowBucketEnum = builder.enumType("CashFlowBucket", { values: ["WEEK", "MONTH"] as const });

const CashFlowRef = builder.objectRef<CashFlowValue>("CashFlow").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    currency: t.expose("currency", { type: CurrencyEnum }),
    bucket: t.expose("bucket", { type: CashFlowBucketEnum }),
    points: t.expose("points", { type: [CashFlowPointRef] }),
    income: t.expose("income", { type: "Decimal" }),
    expense: t.expose("expense", { type: "Decimal" }),
    previousIncome: t.expose("previousIncome", { type: "Decimal" }),
    previousExpense: t.expose("previousExpense", { type: "Decimal" }),
    /** change against the previous period of the same kind; null when that was zero */
    incomeChangePercent: t.exposeFloat("incomeChangePercent", { nullable: true }),
    expenseChangePercent: t.exposeFloat("expenseChangePercent", { nullable: true }),
    netChangePercent: t.exposeFloat("netChangePercent", { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  /** The dashboard's summary cards for a country (or all) and a period. */
  financeSummary: t.field({
    type: FinanceSummaryRef,
    authScopes: { admin: true },
    args: {
      country: t.arg({ type: CountryEnum, required: false }),
      period: t.arg({ type: FinancePeriodEnum, required: true }),
      currency: t.arg({ type: CurrencyEnum, required: false, defaultValue: "USD" }),
    },
    resolve: (_root, args, ctx) => financeSummary(ctx.prisma, { country: args.country, period: args.period, currency: args.currency ?? "USD" }),
  }),
  /** Completed income and expense over the period, per week or month, from the stored transactions. */
  cashFlow: t.field({
    type: CashFlowRef,
    authScopes: { admin: true },
    args: {
      country: t.arg({ type: CountryEnum, required: false }),
      period: t.arg({ type: FinancePeriodEnum, required: true }),
      currency: t.arg({ type: CurrencyEnum, required: false, defaultValue: "USD" }),
    },
    resolve: (_root, args, ctx) => cashFlow(ctx.prisma, { country: args.country, period: args.period, currency: args.currency ?? "USD" }),
  }),
}));
