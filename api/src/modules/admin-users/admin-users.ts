import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { CountryEnum, RoleEnum } from "../../infra/common/schema.ts";
import { connectionOrder } from "../../graphql/ordering.ts";

const AdminUserFilter = builder.inputType("AdminUserFilter", {
  fields: (t) => ({
    /** part of the name, e-mail or organisation, case-insensitive */
    search: t.string({ required: false, validate: z.string().max(200) }),
    country: t.field({ type: CountryEnum, required: false }),
    role: t.field({ type: RoleEnum, required: false }),
  }),
});

async function where(
  db: SearchScope,
  filter: { search?: string | null; country?: string | null; role?: string | null } | null | undefined,
): Promise<Prisma.UserWhereInput> {
  const w: Prisma.UserWhereInput = {};
  const q = filter?.search?.trim();
  // name, e-mail or organisation; accents, case and wildcards ignored (infra/search/text-search.ts)
  if (q) w.id = { in: await matchingIds(db, SEARCH.account, q) };
  if (filter?.country) w.country = filter.country as Prisma.UserWhereInput["country"];
  if (filter?.role) w.role = filter.role as Prisma.UserWhereInput["role"];
  return w;
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const UserOrder = connectionOrder("AdminUser", "administrators' user", {
  NAME: { description: "The person's full name.", orderBy: "fullName" },
  JOINED: { description: "When the account was created.", orderBy: "createdAt" },
  ROLE: { description: "The account's role (members before administrators when ascending).", orderBy: "role" },
});

builder.queryFields((t) => ({
  /** Every account, newest first, for the admin dashboard's Users tab. */
  adminUsers: t.prismaConnection(
    {
      type: "User",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: AdminUserFilter, required: false }),
        orderBy: t.arg({ type: UserOrder.Input, required: false, description: "The order of the list; newest accounts first when omitted." }),
      },
      totalCount: async (_p, args, ctx) => ctx.prisma.user.count({ where: await where(ctx, args.filter) }),
      resolve: async (query, _p, args, ctx) =>
        ctx.prisma.user.findMany({
          ...query,
          where: await where(ctx, args.filter),
          orderBy: UserOrder.toOrderBy(args.orderBy, NEWEST_FIRST) as Prisma.UserOrderByWithRelationInput[],
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));
