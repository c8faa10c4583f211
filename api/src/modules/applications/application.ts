import { z } from "zod";
import * as E from "../../generated/prisma/enums.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { asksForTotalCount, countAlongside, totalCountFor } from "../opportunities/connection-count.ts";
import { isAdmin } from "../opportunities/opportunity-admin.ts";
import { OpportunityRef } from "../opportunities/opportunity.ts";
import type { Db } from "../../db/prisma.ts";
import { applicationPage, asApplicationFilter, countApplications } from "./application-page-sql.ts";

export const ApplicationStatusEnum = builder.enumType(E.ApplicationStatus, { name: "ApplicationStatus" });

/** One step of an application's history (applied, approved, rejected). */
builder.prismaObject("ApplicationEvent", {
  // Reachable only through Application.history, which is owner-or-admin.
  authScopes: { user: true },
  fields: (t) => ({
    status: t.expose("status", { type: ApplicationStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    /** who made the change: shown to administrators, and to the member for their own steps */
    actor: t.relation("actor", {
      nullable: true,
      authScopes: (event, _args, ctx) => event.actorId === viewerUserId(ctx) || { admin: true },
      unauthorizedResolver: () => null,
    }),
  }),
});

/** A member's application to an opportunity: visible to its owner and to administrators only. */
export const ApplicationRef = builder.prismaNode("Application", {
  id: { field: "id" },
  authScopes: (application, ctx) => application.userId === viewerUserId(ctx) || { admin: true },
  fields: (t) => ({
    status: t.expose("status", { type: ApplicationStatusEnum }),
    message: t.exposeString("message"),
    /** the application date */
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    opportunity: t.relation("opportunity"),
    applicant: t.relation("user"),
    decidedBy: t.relation("decidedBy", {
      nullable: true,
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
    history: t.relation("events", { query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
  }),
});

builder.prismaObjectFields("Opportunity", (t) => ({
  /** the signed-in member's own application (null for visitors and partner API tokens) */
  myApplication: t.field({
    type: ApplicationRef,
    nullable: true,
    // Public, answering null without a member: an `authScopes: { user: true }` refusal would
    // build (and throw away) an error per row of every visitor's page.
    authScopes: { public: true },
    // Folded into the page's query, so a list of opportunities stays a constant number of
    // statements; a visitor has no application, so nothing is looked up for them.
    select: (_args, ctx, nestedSelection) => {
      const userId = viewerUserId(ctx);
      return userId ? { applications: nestedSelection({ where: { userId }, take: 1 }) } : {};
    },
    resolve: (opportunity, _args, ctx) => {
      if (!viewerUserId(ctx)) return null;
      return (opportunity as { applications?: Array<(typeof opportunity.applications)[number]> }).applications?.[0] ?? null;
    },
  }),
}));

const ApplicationFilter = builder.inputType("ApplicationFilter", {
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusEnum, required: false }),
    opportunityId: t.globalID({ required: false, for: OpportunityRef }),
    /** case-insensitive, over the applicant's name and e-mail and the opportunity's title */
    search: t.string({ required: false, validate: z.string().max(200, "TOO_LONG") }),
  }),
});

async function applicationWhere(
  db: SearchScope,
  filter: { status?: string | null; opportunityId?: { id: string } | null; search?: string | null } | null | undefined,
): Promise<Prisma.ApplicationWhereInput> {
  const where: Prisma.ApplicationWhereInput = {};
  if (filter?.status) where.status = filter.status as Prisma.ApplicationWhereInput["status"];
  if (filter?.opportunityId != null) where.opportunityId = filter.opportunityId.id;
  const q = filter?.search?.trim();
  if (q) {
    // applicant's name or e-mail, or the opportunity's title; accents, case and wildcards ignored (infra/search/text-search.ts)
    where.id = { in: await matchingIds(db, SEARCH.application, q) };
  }
  return where;
}

const ApplicationStatsRef = builder.objectRef<{ total: number; pending: number; approved: number; rejected: number }>("ApplicationStats").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    total: t.exposeInt("total"),
    pending: t.exposeInt("pending"),
    approved: t.exposeInt("approved"),
    rejected: t.exposeInt("rejected"),
  }),
});

const countOf = (db: Db, where: Prisma.ApplicationWhereInput) => {
  const plain = asApplicationFilter(where);
  return plain ? countApplications(db, plain) : db.application.count({ where });
};

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const ApplicationOrder = connectionOrder("Application", "application", {
  CREATED_AT: { description: "When the application was sent.", orderBy: "createdAt" },
  STATUS: { description: "The status (PENDING, APPROVED, REJECTED in that order).", orderBy: "status" },
  OPPORTUNITY: { description: "The opportunity's title, alphabetically.", orderBy: (dir) => ({ opportunity: { title: dir } }) },
  APPLICANT: { description: "The applicant's full name, alphabetically.", orderBy: (dir) => ({ user: { fullName: dir } }) },
});

builder.queryFields((t) => ({
  /** The signed-in person's own applications, newest first. */
  myApplications: t.prismaConnection(
    {
      type: "Application",
      cursor: "id",
      authScopes: { user: true },
      args: { orderBy: t.arg({ type: ApplicationOrder.Input, required: false }) },
      totalCount: (_parent, _args, ctx) => ctx.prisma.application.count({ where: { userId: viewerUserId(ctx)! } }),
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.application.findMany({
          ...query,
          where: { userId: viewerUserId(ctx)! },
          orderBy: ApplicationOrder.toOrderBy(args.orderBy, NEWEST_FIRST),
        }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),

  /** All applications with their opportunity and applicant, newest first (admin area). */
  applications: t.prismaConnection(
    {
      type: "Application",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: ApplicationFilter, required: false }),
        orderBy: t.arg({ type: ApplicationOrder.Input, required: false }),
      },
      totalCount: (_parent, args, ctx) => totalCountFor(args, async () => countOf(ctx.prisma, await applicationWhere(ctx, args.filter))),
      resolve: async (query, _parent, args, ctx, info) => {
        const where = await applicationWhere(ctx, args.filter);
        const orderBy = ApplicationOrder.toOrderBy(args.orderBy, NEWEST_FIRST);
        // The first page of the usual order, and its count, are one raw statement (application-page-sql.ts).
        const plain = asApplicationFilter(where);
        const raw = plain ? applicationPage(ctx.prisma, plain, query as Record<string, unknown>, orderBy, asksForTotalCount(info)) : null;
        countAlongside(args, info, () => (raw ? raw.then((p) => p.total) : countOf(ctx.prisma, where)));
        return raw ? ((await raw).rows as never) : ctx.prisma.application.findMany({ ...query, where, orderBy });
      },
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  /** One application: its owner or an administrator; NOT_FOUND for anyone else. */
  application: t.prismaField({
    type: "Application",
    nullable: true,
    authScopes: { user: true },
    args: { id: t.arg.globalID({ required: true, for: ApplicationRef }) },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id.id;
      const found = await ctx.prisma.application.findFirst({
        ...query,
        where: { id, ...(isAdmin(ctx) ? {} : { userId: viewerUserId(ctx)! }) },
      });
      if (!found) throw notFound("Application");
      return found;
    },
  }),

  /** Application counts by status (admin dashboard). */
  applicationStats: t.field({
    type: ApplicationStatsRef,
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const groups = await ctx.prisma.application.groupBy({ by: ["status"], _count: { _all: true } });
      const by = Object.fromEntries(groups.map((g) => [g.status, g._count._all])) as Partial<Record<E.ApplicationStatus, number>>;
      const pending = by.PENDING ?? 0;
      const approved = by.APPROVED ?? 0;
      const rejected = by.REJECTED ?? 0;
      return { total: pending + approved + rejected, pending, approved, rejected };
    },
  }),
}));
