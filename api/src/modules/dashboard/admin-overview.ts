import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { OPERATING_COUNTRIES } from "../../infra/common/countries.ts";
import { CountryEnum } from "../../infra/common/schema.ts";

const ActivityKindEnum = builder.enumType("ActivityKind", {
  values: { APPLICATION: {}, SERVICE_REQUEST: {}, REGISTRATION: {}, OPPORTUNITY: {} } as const,
});

interface Activity {
  kind: "APPLICATION" | "SERVICE_REQUEST" | "REGISTRATION" | "OPPORTUNITY";
  id: string;
  /** who acted (applicant, requester, new member) or the opportunity's organisation */
  actor: string;
  /** what it was about: opportunity title, service type, sector */
  subject: string;
  country: string | null;
  createdAt: Date;
}

const ActivityRef = builder.objectRef<Activity>("ActivityItem").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.field({ type: ActivityKindEnum, resolve: (a) => a.kind }),
    id: t.exposeString("id"),
    actor: t.exposeString("actor"),
    subject: t.exposeString("subject"),
    country: t.field({ type: CountryEnum, nullable: true, resolve: (a) => a.country as never }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

interface CountryActivity {
  country: string;
  applications: number;
  requests: number;
}

const CountryActivityRef = builder.objectRef<CountryActivity>("CountryActivity").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    country: t.field({ type: CountryEnum, resolve: (c) => c.country as never }),
    /** applications to opportunities located in the country */
    applications: t.exposeInt("applications"),
    /** service requests from members of the country */
    requests: t.exposeInt("requests"),
  }),
});

const AdminOverviewRef = builder.objectRef<Record<string, never>>("AdminOverview").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    activeOpportunities: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.opportunity.count({ where: { status: "ACTIVE" } }) }),
    totalOpportunities: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.opportunity.count() }),
    pendingApplications: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.application.count({ where: { status: "PENDING" } }) }),
    totalApplications: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.application.count() }),
    pendingRequests: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.serviceRequest.count({ where: { status: "PENDING" } }) }),
    totalRequests: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.serviceRequest.count() }),
    /** registered accounts (members and administrators) */
    totalUsers: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.user.count() }),
    /** accepted connections between members */
    connections: t.int({ resolve: (_p, _a, ctx) => ctx.prisma.connection.count({ where: { status: "ACCEPTED" } }) }),
    /** latest applications, requests, registrations and opportunities, merged, newest first */
    recentActivity: t.field({
      type: [ActivityRef],
      args: { limit: t.arg.int({ required: false, defaultValue: 8, validate: z.number().int().min(1).max(50) }) },
      resolve: async (_p, args, ctx) => {
        const take = Math.min(Math.max(args.limit ?? 8, 1), 50);
        const [applications, requests, users, opportunities] = await Promise.all([
          ctx.prisma.application.findMany({
            take,
            orderBy: { createdAt: "desc" },
            select: { id: true, createdAt: true, user: { select: { fullName: true } }, opportunity: { select: { title: true, country: true } } },
          }),
          ctx.prisma.serviceRequest.findMany({
            take,
            orderBy: { createdAt: "desc" },
            select: { id: true, createdAt: true, name: true, serviceType: true, userCountry: true },
          }),
          ctx.prisma.user.findMany({
            take,
            orderBy: { createdAt: "desc" },
            select: { id: true, createdAt: true, fullName: true, country: true, sector: true },
          }),
          ctx.prisma.opportunity.findMany({
            take,
            orderBy: { createdAt: "desc" },
            select: { id: true, createdAt: true, title: true, organization: true, country: true },
          }),
        ]);
        const items: Activity[] = [
          ...applications.map((a) => ({
            kind: "APPLICATION" as const,
            id: a.id,
            actor: a.user.fullName,
            subject: a.opportunity.title,
            country: a.opportunity.country,
            createdAt: a.createdAt,
          })),
          ...requests.map((r) => ({
            kind: "SERVICE_REQUEST" as const,
            id: r.id,
            actor: r.name,
            subject: r.serviceType,
            country: r.userCountry,
            createdAt: r.createdAt,
          })),
          ...users.map((u) => ({
            kind: "REGISTRATION" as const,
            id: u.id,
            actor: u.fullName,
            subject: u.sector,
            country: u.country,
            createdAt: u.createdAt,
          })),
          ...opportunities.map((o) => ({
            kind: "OPPORTUNITY" as const,
            id: o.id,
            actor: o.organization,
            subject: o.title,
            country: o.country,
            createdAt: o.createdAt,
          })),
        ];
        return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, take);
      },
    }),
    /** applications plus requests for Angola, Namibia and South Africa */
    countryActivity: t.field({
      type: [CountryActivityRef],
      resolve: async (_p, _a, ctx) => {
        const countries = OPERATING_COUNTRIES;
        const [apps, reqs] = await Promise.all([
          Promise.all(countries.map((c) => ctx.prisma.application.count({ where: { opportunity: { country: c } } }))),
          ctx.prisma.serviceRequest.groupBy({ by: ["userCountry"], _count: { _all: true } }),
        ]);
        return countries.map((country, i) => ({
          country,
          applications: apps[i],
          requests: reqs.find((r) => r.userCountry === country)?._count._all ?? 0,
        }));
      },
    }),
  }),
});

builder.queryFields((t) => ({
  /** The admin dashboard's stat cards and overview, computed from the data. */
  adminOverview: t.field({ type: AdminOverviewRef, authScopes: { admin: true }, resolve: () => ({}) }),
}));
