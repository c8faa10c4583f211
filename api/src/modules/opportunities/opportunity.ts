import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { CountryEnum, CurrencyEnum, OpportunityStatusEnum, OpportunityTypeEnum, SectorEnum } from "../common/schema.ts";
import { countAlongside, totalCountFor } from "./connection-count.ts";

export const OpportunityRef = builder.prismaNode("Opportunity", {
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    country: t.expose("country", { type: CountryEnum }),
    sector: t.expose("sector", { type: SectorEnum }),
    type: t.expose("type", { type: OpportunityTypeEnum }),
    organization: t.exposeString("organization"),
    location: t.exposeString("location"),
    budget: t.expose("budget", { type: "Decimal", nullable: true }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    deadline: t.expose("deadline", { type: "Date" }),
    requirements: t.exposeStringList("requirements"),
    status: t.expose("status", { type: OpportunityStatusEnum }),
    featured: t.exposeBoolean("featured"),
    /** an uploaded image (served from /media/:id) or a stock/sector image path */
    imageUrl: t.string({
      nullable: true,
      select: { imageId: true, imageUrl: true },
      resolve: (o) => (o.imageId ? `/media/${o.imageId}` : o.imageUrl),
    }),
    applicationCount: t.relationCount("applications"),
    /** who published it (administrators only; null for everyone else) */
    createdBy: t.relation("createdBy", {
      nullable: true,
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const OpportunityFilter = builder.inputType("OpportunityFilter", {
  fields: (t) => ({
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    type: t.field({ type: OpportunityTypeEnum, required: false }),
    featured: t.boolean({ required: false }),
    /** case-insensitive, over title, description and organisation */
    search: t.string({ required: false, validate: z.string().max(200) }),
  }),
});

export function opportunityWhere(
  filter: { country?: string | null; sector?: string | null; type?: string | null; featured?: boolean | null; search?: string | null } | null | undefined,
): Prisma.OpportunityWhereInput {
  const where: Prisma.OpportunityWhereInput = { status: "ACTIVE" };
  if (!filter) return where;
  if (filter.country) where.country = filter.country as Prisma.OpportunityWhereInput["country"];
  if (filter.sector) where.sector = filter.sector as Prisma.OpportunityWhereInput["sector"];
  if (filter.type) where.type = filter.type as Prisma.OpportunityWhereInput["type"];
  if (filter.featured != null) where.featured = filter.featured;
  const q = filter.search?.trim();
  if (q) {
    where.OR = [
      { title: { contains: q, mode: "insensitive" } },
      { description: { contains: q, mode: "insensitive" } },
      { organization: { contains: q, mode: "insensitive" } },
    ];
  }
  return where;
}

builder.queryFields((t) => ({
  /** Active opportunities, newest first: public, and readable by partner API tokens. */
  opportunities: t.prismaConnection(
    {
      type: "Opportunity",
      cursor: "id",
      authScopes: { public: true },
      args: { filter: t.arg({ type: OpportunityFilter, required: false }) },
      totalCount: (_parent, args, ctx) =>
        totalCountFor(args, () => ctx.prisma.opportunity.count({ where: opportunityWhere(args.filter) })),
      resolve: (query, _parent, args, ctx, info) => {
        const where = opportunityWhere(args.filter);
        const page = ctx.prisma.opportunity.findMany({ ...query, where, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
        countAlongside(args, info, () => ctx.prisma.opportunity.count({ where }));
        return page;
      },
    },
    { authScopes: { public: true } },
    { authScopes: { public: true } },
  ),
}));
