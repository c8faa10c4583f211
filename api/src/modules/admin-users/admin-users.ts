import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { CountryEnum, RoleEnum } from "../common/schema.ts";

const AdminUserFilter = builder.inputType("AdminUserFilter", {
  fields: (t) => ({
    /** part of the name, e-mail or organisation, case-insensitive */
    search: t.string({ required: false, validate: z.string().max(200) }),
    country: t.field({ type: CountryEnum, required: false }),
    role: t.field({ type: RoleEnum, required: false }),
  }),
});

async function where(db: SearchScope, filter: { search?: string | null; country?: string | null; role?: string | null } | null | undefined): Promise<Prisma.UserWhereInput> {
  const w: Prisma.UserWhereInput = {};
  const q = filter?.search?.trim();
  // name, e-mail or organisation; accents, case and wildcards ignored (search/text-search.ts)
  if (q) w.id = { in: await matchingIds(db, SEARCH.account, q) };
  if (filter?.country) w.country = filter.country as Prisma.UserWhereInput["country"];
  if (filter?.role) w.role = filter.role as Prisma.UserWhereInput["role"];
  return w;
}

builder.queryFields((t) => ({
  /** Every account, newest first, for the admin dashboard's Users tab. */
  adminUsers: t.prismaConnection(
    {
      type: "User",
      cursor: "id",
      authScopes: { admin: true },
      args: { filter: t.arg({ type: AdminUserFilter, required: false }) },
      totalCount: async (_p, args, ctx) => ctx.prisma.user.count({ where: await where(ctx, args.filter) }),
      resolve: async (query, _p, args, ctx) =>
        ctx.prisma.user.findMany({ ...query, where: await where(ctx, args.filter), orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));
