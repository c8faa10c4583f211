import { builder } from "../../graphql/builder.ts";
import { CountryEnum, CurrencyEnum, LanguageEnum, SectorEnum } from "../../infra/common/schema.ts";
import { analyticsCsv } from "./analytics-csv.ts";
import {
  ANALYTICS_PERIODS,
  type AnalyticsKpis,
  type AnalyticsValue,
  computeAnalytics,
  type CountryRow,
  type HealthCounts,
  type ProjectionValue,
  type SectorRow,
  type TrendPoint,
} from "./compute.ts";
import type { Insight } from "./rules.ts";

const admin = { admin: true } as const;

export const AnalyticsPeriodEnum = builder.enumType("AnalyticsPeriod", { values: ANALYTICS_PERIODS });
const ToneEnum = builder.enumType("AnalyticsTone", { values: ["POSITIVE", "INFO", "WARNING", "CRITICAL"] as const });

const KpisRef = builder.objectRef<AnalyticsKpis>("AnalyticsKpis").implement({
  authScopes: admin,
  fields: (t) => ({
    /** completed income in the period, USD */
    revenue: t.expose("revenue", { type: "Decimal" }),
    /** percent change against the previous period of the same length; null for "all" or without a base */
    revenueGrowth: t.exposeFloat("revenueGrowth", { nullable: true }),
    expenses: t.expose("expenses", { type: "Decimal" }),
    /** projects running at some point in the period */
    projects: t.exposeInt("projects"),
    /** change in projects running, against the projects running in the previous period */
    projectsGrowth: t.exposeFloat("projectsGrowth", { nullable: true }),
    /** active clients with a project in the period */
    activeClients: t.exposeInt("activeClients"),
    /** change in active clients, against the active clients of the previous period */
    clientsGrowth: t.exposeFloat("clientsGrowth", { nullable: true }),
    /** staff not inactive at the end of the period */
    teamSize: t.exposeInt("teamSize"),
    teamGrowth: t.exposeFloat("teamGrowth", { nullable: true }),
    averageProgress: t.exposeFloat("averageProgress", { nullable: true }),
    /** (revenue − recorded expenses) / recorded expenses, percent; null without recorded expenses */
    roi: t.exposeFloat("roi", { nullable: true }),
    roiTarget: t.exposeFloat("roiTarget"),
    /** the spec's assumed cost ratio (costs as a share of revenue), for assumedRoi */
    costRatio: t.exposeFloat("costRatio"),
    /** (revenue − revenue × costRatio) / (revenue × costRatio), percent: an assumption, not a measurement */
    assumedRoi: t.exposeFloat("assumedRoi", { nullable: true }),
  }),
});

const TrendPointRef = builder.objectRef<TrendPoint>("AnalyticsTrendPoint").implement({
  authScopes: admin,
  fields: (t) => ({
    month: t.expose("month", { type: "Date" }),
    revenue: t.expose("revenue", { type: "Decimal" }),
    /** projects running during the month */
    projects: t.exposeInt("projects"),
    /** clients who had joined by the month's end */
    clients: t.exposeInt("clients"),
    /** staff (not inactive) who had joined by the month's end */
    team: t.exposeInt("team"),
  }),
});

const CountryRowRef = builder.objectRef<CountryRow>("AnalyticsCountry").implement({
  authScopes: admin,
  fields: (t) => ({
    country: t.expose("country", { type: CountryEnum }),
    projects: t.exposeInt("projects"),
    budget: t.expose("budget", { type: "Decimal" }),
    revenue: t.expose("revenue", { type: "Decimal" }),
    revenueShare: t.exposeFloat("revenueShare", { nullable: true }),
    clients: t.exposeInt("clients"),
    team: t.exposeInt("team"),
    averageProgress: t.exposeFloat("averageProgress", { nullable: true }),
    critical: t.exposeInt("critical"),
  }),
});

const SectorRowRef = builder.objectRef<SectorRow>("AnalyticsSector").implement({
  authScopes: admin,
  fields: (t) => ({
    /** null: revenue not linked to a project */
    sector: t.expose("sector", { type: SectorEnum, nullable: true }),
    projects: t.exposeInt("projects"),
    budget: t.expose("budget", { type: "Decimal" }),
    revenue: t.expose("revenue", { type: "Decimal" }),
    clients: t.exposeInt("clients"),
  }),
});

const HealthRef = builder.objectRef<HealthCounts>("AnalyticsHealth").implement({
  authScopes: admin,
  fields: (t) => ({
    critical: t.exposeInt("critical"),
    warning: t.exposeInt("warning"),
    good: t.exposeInt("good"),
    normal: t.exposeInt("normal"),
  }),
});

/** A rule's finding: `code` names the rule; the web app words it in the reader's language. */
const InsightRef = builder.objectRef<Insight>("AnalyticsInsight").implement({
  authScopes: admin,
  fields: (t) => ({
    code: t.exposeString("code"),
    tone: t.expose("tone", { type: ToneEnum }),
    country: t.expose("country", { type: CountryEnum, nullable: true }),
    sector: t.expose("sector", { type: SectorEnum, nullable: true }),
    count: t.exposeInt("count", { nullable: true }),
    value: t.exposeFloat("value", { nullable: true }),
  }),
});

const ProjectionMonthRef = builder.objectRef<ProjectionValue["months"][number]>("AnalyticsProjectionMonth").implement({
  authScopes: admin,
  fields: (t) => ({
    month: t.expose("month", { type: "Date" }),
    revenue: t.expose("revenue", { type: "Decimal" }),
    projects: t.exposeInt("projects"),
  }),
});

const ProjectionRef = builder.objectRef<ProjectionValue>("AnalyticsProjection").implement({
  authScopes: admin,
  fields: (t) => ({
    /** complete months the least-squares line was fitted to */
    basisMonths: t.exposeInt("basisMonths"),
    /** USD per month */
    revenueSlope: t.exposeFloat("revenueSlope"),
    projectsSlope: t.exposeFloat("projectsSlope"),
    months: t.expose("months", { type: [ProjectionMonthRef] }),
    totalRevenue: t.expose("totalRevenue", { type: "Decimal" }),
  }),
});

const AnalyticsRef = builder.objectRef<AnalyticsValue>("Analytics").implement({
  authScopes: admin,
  fields: (t) => ({
    period: t.expose("period", { type: AnalyticsPeriodEnum }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    start: t.expose("start", { type: "Date" }),
    end: t.expose("end", { type: "Date" }),
    previousStart: t.expose("previousStart", { type: "Date", nullable: true }),
    previousEnd: t.expose("previousEnd", { type: "Date", nullable: true }),
    kpis: t.expose("kpis", { type: KpisRef }),
    trends: t.expose("trends", { type: [TrendPointRef] }),
    countries: t.expose("countries", { type: [CountryRowRef] }),
    sectors: t.expose("sectors", { type: [SectorRowRef] }),
    health: t.expose("health", { type: HealthRef }),
    insights: t.expose("insights", { type: [InsightRef] }),
    recommendations: t.expose("recommendations", { type: [InsightRef] }),
    projection: t.expose("projection", { type: ProjectionRef, nullable: true }),
  }),
});

builder.queryFields((t) => ({
  /** KPIs, trends, tables, health, insights and projections for a period, computed from the stored data (USD). */
  analytics: t.field({
    type: AnalyticsRef,
    authScopes: admin,
    args: { period: t.arg({ type: AnalyticsPeriodEnum, required: true }) },
    resolve: (_root, args, ctx) => computeAnalytics(ctx.prisma, args.period),
  }),
  /** The same figures as CSV text, for download. */
  analyticsCsv: t.string({
    authScopes: admin,
    args: {
      period: t.arg({ type: AnalyticsPeriodEnum, required: true }),
      language: t.arg({ type: LanguageEnum, required: false, defaultValue: "pt" }),
    },
    resolve: async (_root, args, ctx) => analyticsCsv(await computeAnalytics(ctx.prisma, args.period), args.language ?? "pt"),
  }),
}));
