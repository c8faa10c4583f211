import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { notFound } from "../../graphql/errors.ts";
import { CountryEnum, CurrencyEnum, SectorEnum } from "../../infra/common/schema.ts";
import { PriorityEnum, ProjectHealthEnum, ProjectStatusEnum, ProjectTimelineKindEnum } from "./enums.ts";
import { executionPercent, isPastDate, projectHealth } from "./health.ts";
import { ProjectFilter, projectWhere } from "./project-filter.ts";
import { projectSpentLoader } from "./spent.ts";
import { sumInUsd } from "../../infra/money/usd.ts";

export interface TimelineEntry {
  kind: "CREATED" | "MILESTONE" | "END";
  /** the milestone's title; the web app names the other entries in its language */
  title: string | null;
  date: Date | null;
  completed: boolean;
  /** not completed and its date is over (a late milestone, or a project past its end) */
  overdue: boolean;
}

const TimelineEntryRef = builder.objectRef<TimelineEntry>("ProjectTimelineEntry").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.expose("kind", { type: ProjectTimelineKindEnum }),
    title: t.exposeString("title", { nullable: true }),
    date: t.expose("date", { type: "Date", nullable: true }),
    completed: t.exposeBoolean("completed"),
    overdue: t.exposeBoolean("overdue"),
  }),
});

export const ProjectRef = builder.prismaNode("Project", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    client: t.relation("client"),
    country: t.expose("country", { type: CountryEnum }),
    sector: t.expose("sector", { type: SectorEnum }),
    description: t.exposeString("description"),
    budget: t.expose("budget", { type: "Decimal" }),
    /** derived from the project's completed expenses (spent.ts) */
    spent: t.field({
      type: "Decimal",
      select: { id: true, currency: true },
      resolve: (p, _args, ctx) => projectSpentLoader(ctx).load(p),
    }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    progress: t.exposeInt("progress"),
    status: t.expose("status", { type: ProjectStatusEnum }),
    priority: t.expose("priority", { type: PriorityEnum }),
    startDate: t.expose("startDate", { type: "Date", nullable: true }),
    endDate: t.expose("endDate", { type: "Date", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    health: t.field({
      type: ProjectHealthEnum,
      select: { id: true, currency: true, budget: true, progress: true, status: true, endDate: true },
      resolve: async (p, _args, ctx) => projectHealth({ ...p, spent: await projectSpentLoader(ctx).load(p) }),
    }),
    remaining: t.field({
      type: "Decimal",
      select: { id: true, currency: true, budget: true },
      resolve: async (p, _args, ctx) => p.budget.sub(await projectSpentLoader(ctx).load(p)),
    }),
    /** spent / budget in percent, to one decimal */
    executionPercent: t.float({
      select: { id: true, currency: true, budget: true },
      resolve: async (p, _args, ctx) => executionPercent(p.budget, await projectSpentLoader(ctx).load(p)),
    }),
    memberCount: t.relationCount("members"),
    members: t.relation("members", { query: { orderBy: [{ addedAt: "asc" }, { staffMemberId: "asc" }] } }),
    deliverables: t.relation("deliverables", { query: { orderBy: [{ position: "asc" }, { createdAt: "asc" }] } }),
    milestones: t.relation("milestones", { query: { orderBy: [{ dueDate: "asc" }, { createdAt: "asc" }] } }),
    risks: t.relation("risks", { query: { orderBy: [{ createdAt: "asc" }] } }),
    documents: t.relation("documents", { query: { orderBy: [{ uploadedAt: "desc" }] } }),
    /** "Projeto Criado", one entry per milestone, then "Fim do Projeto" */
    timeline: t.field({
      type: [TimelineEntryRef],
      select: {
        createdAt: true,
        endDate: true,
        status: true,
        milestones: { select: { title: true, dueDate: true, completedAt: true }, orderBy: [{ dueDate: "asc" }, { createdAt: "asc" }] },
      },
      resolve: (p): TimelineEntry[] => {
        const now = new Date();
        const done = p.status === "COMPLETED";
        return [
          { kind: "CREATED", title: null, date: p.createdAt, completed: true, overdue: false },
          ...p.milestones.map((m) => ({
            kind: "MILESTONE" as const,
            title: m.title,
            date: m.dueDate,
            completed: m.completedAt != null,
            overdue: m.completedAt == null && isPastDate(m.dueDate, now),
          })),
          { kind: "END", title: null, date: p.endDate, completed: done, overdue: !done && p.status !== "CANCELLED" && isPastDate(p.endDate, now) },
        ];
      },
    }),
  }),
});

const ProjectSummaryRef = builder
  .objectRef<{ total: number; active: number; completed: number; planning: number; totalBudget: Prisma.Decimal; averageProgress: number }>("ProjectSummary")
  .implement({
    authScopes: { admin: true },
    fields: (t) => ({
      total: t.exposeInt("total"),
      active: t.exposeInt("active"),
      completed: t.exposeInt("completed"),
      planning: t.exposeInt("planning"),
      /** in US dollars, converted with the newest stored rates */
      totalBudget: t.expose("totalBudget", { type: "Decimal" }),
      /** in percent, to one decimal */
      averageProgress: t.exposeFloat("averageProgress"),
    }),
  });

const ProjectOrder = connectionOrder("Project", "project", {
  NAME: { description: "Project name, alphabetically.", orderBy: "name" },
  CLIENT: { description: "The client's name, alphabetically.", orderBy: (dir) => ({ client: { name: dir } }) },
  STATUS: { description: "Project status, in the order of its life cycle.", orderBy: "status" },
  PRIORITY: { description: "Priority, low to critical.", orderBy: "priority" },
  PROGRESS: { description: "Progress in percent.", orderBy: "progress" },
  BUDGET: { description: "Budget amount (in the project's own currency).", orderBy: "budget" },
  END_DATE: { description: "Deadline; projects without one come last.", orderBy: (dir) => ({ endDate: { sort: dir, nulls: "last" } }) },
  CREATED_AT: { description: "When the project was recorded.", orderBy: "createdAt" },
});

builder.queryFields((t) => ({
  projects: t.prismaConnection(
    {
      type: "Project",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: ProjectFilter, required: false }),
        orderBy: t.arg({ type: ProjectOrder.Input, required: false, description: "The order of the list; newest first when omitted." }),
      },
      totalCount: async (_parent, args, ctx) => ctx.prisma.project.count({ where: await projectWhere(ctx, args.filter) }),
      resolve: async (query, _parent, args, ctx) =>
        ctx.prisma.project.findMany({
          ...query,
          where: await projectWhere(ctx, args.filter),
          orderBy: ProjectOrder.toOrderBy(args.orderBy, [{ createdAt: "desc" }, { id: "desc" }]) as never,
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  project: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ProjectRef }) },
    resolve: async (query, _root, args, ctx) => {
      const project = await ctx.prisma.project.findUnique({ ...query, where: { id: args.id.id } });
      if (!project) throw notFound("Project");
      return project;
    },
  }),

  /** The six summary cards, over the same filters as the list; one grouped SQL query. */
  projectSummary: t.field({
    type: ProjectSummaryRef,
    authScopes: { admin: true },
    args: { filter: t.arg({ type: ProjectFilter, required: false }) },
    resolve: async (_root, args, ctx) => {
      const groups = await ctx.prisma.project.groupBy({
        by: ["status", "currency"],
        where: await projectWhere(ctx, args.filter),
        _count: { _all: true },
        _sum: { budget: true, progress: true },
      });
      const count = (status?: string) => groups.filter((g) => !status || g.status === status).reduce((n, g) => n + g._count._all, 0);
      const total = count();
      const progressSum = groups.reduce((n, g) => n + (g._sum.progress ?? 0), 0);
      return {
        total,
        active: count("ACTIVE"),
        completed: count("COMPLETED"),
        planning: count("PLANNING"),
        totalBudget: await sumInUsd(
          ctx.prisma,
          groups.map((g) => ({ currency: g.currency, amount: g._sum.budget })),
        ),
        averageProgress: total ? Math.round((progressSum / total) * 10) / 10 : 0,
      };
    },
  }),
}));
