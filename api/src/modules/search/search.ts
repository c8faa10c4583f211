import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { CountryEnum } from "../../infra/common/schema.ts";
import { PublicProfileRef } from "../network/public-profile.ts";
import { opportunityWhere } from "../opportunities/opportunity.ts";
import { StaffMemberRef } from "../team/staff-member.ts";
import { matchingIds, SEARCH, type SearchScope, type SearchSource } from "../../infra/search/text-search.ts";

const PER_KIND = 5;

interface Hit {
  id: string;
  title: string;
  subtitle: string;
  country: string | null;
}

/** A project or client found by the header search (administrators). */
const SearchHitRef = builder.objectRef<Hit>("SearchHit").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.exposeString("id"),
    title: t.exposeString("title"),
    subtitle: t.exposeString("subtitle"),
    country: t.field({ type: CountryEnum, nullable: true, resolve: (h) => h.country as never }),
  }),
});

/** `id: { in: … }` for the rows of `source` containing `q` (accents, case and wildcards ignored: see text-search.ts). */
const idsContaining = async (ctx: SearchScope, source: SearchSource, q: string) => ({ in: await matchingIds(ctx, source, q) });

/**
 * The header search. Everyone finds opportunities; members find other
 * members' public profiles (their connections first); administrators also
 * find projects, clients, the regional team and every account (with e-mail).
 * Which sections a caller may read is decided by each field's scope.
 */
const SearchResultsRef = builder.objectRef<{ query: string }>("SearchResults").implement({
  authScopes: { user: true },
  fields: (t) => ({
    query: t.exposeString("query"),
    opportunities: t.prismaField({
      type: ["Opportunity"],
      authScopes: { user: true },
      resolve: async (query, { query: q }, _a, ctx) =>
        ctx.prisma.opportunity.findMany({
          ...query,
          where: await opportunityWhere(ctx, { search: q }),
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: PER_KIND,
        }),
    }),
    /** other members (public profile only), connections first */
    people: t.prismaField({
      type: [PublicProfileRef],
      authScopes: { user: true },
      resolve: async (query, { query: q }, _a, ctx) => {
        const me = viewerUserId(ctx)!;
        const where: Prisma.UserWhereInput = {
          NOT: { id: me },
          role: "USER",
          id: await idsContaining(ctx, SEARCH.memberProfile, q),
        };
        const connected: Prisma.UserWhereInput = {
          OR: [{ sentConnections: { some: { addresseeId: me, status: "ACCEPTED" } } }, { receivedConnections: { some: { requesterId: me, status: "ACCEPTED" } } }],
        };
        const first = await ctx.prisma.user.findMany({ ...query, where: { AND: [where, connected] }, orderBy: { fullName: "asc" }, take: PER_KIND });
        if (first.length >= PER_KIND) return first;
        const rest = await ctx.prisma.user.findMany({
          ...query,
          where: { AND: [where, { NOT: connected }] },
          orderBy: { fullName: "asc" },
          take: PER_KIND - first.length,
        });
        return [...first, ...rest];
      },
    }),
    /** every account, with e-mail (administrators) */
    users: t.prismaField({
      type: ["User"],
      authScopes: { admin: true },
      resolve: async (query, { query: q }, _a, ctx) =>
        ctx.prisma.user.findMany({
          ...query,
          where: { id: await idsContaining(ctx, SEARCH.account, q) },
          orderBy: { fullName: "asc" },
          take: PER_KIND,
        }),
    }),
    projects: t.field({
      type: [SearchHitRef],
      authScopes: { admin: true },
      resolve: async ({ query: q }, _a, ctx) =>
        (
          await ctx.prisma.project.findMany({
            where: { id: await idsContaining(ctx, SEARCH.project, q) },
            select: { id: true, name: true, country: true, client: { select: { name: true } } },
            orderBy: { updatedAt: "desc" },
            take: PER_KIND,
          })
        ).map((p) => ({ id: p.id, title: p.name, subtitle: p.client.name, country: p.country })),
    }),
    /** the regional team, under the team screen's rule (administrators) and its text match (name, role, e-mail, skills) */
    staff: t.prismaField({
      type: [StaffMemberRef],
      authScopes: { admin: true },
      resolve: async (query, { query: q }, _a, ctx) =>
        ctx.prisma.staffMember.findMany({
          ...query,
          where: { id: await idsContaining(ctx, SEARCH.staffMember, q) },
          orderBy: [{ name: "asc" }, { id: "asc" }],
          take: PER_KIND,
        }),
    }),
    clients: t.field({
      type: [SearchHitRef],
      authScopes: { admin: true },
      resolve: async ({ query: q }, _a, ctx) =>
        (
          await ctx.prisma.client.findMany({
            where: { id: await idsContaining(ctx, SEARCH.client, q) },
            select: { id: true, name: true, organization: true, country: true },
            orderBy: { name: "asc" },
            take: PER_KIND,
          })
        ).map((c) => ({ id: c.id, title: c.name, subtitle: c.organization, country: c.country })),
    }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResultsRef,
    authScopes: { user: true },
    args: { query: t.arg.string({ required: true, validate: z.string().trim().min(2, "TOO_SHORT").max(100, "TOO_LONG") }) },
    resolve: (_r, args) => ({ query: args.query.trim() }),
  }),
}));
