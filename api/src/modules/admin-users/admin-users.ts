import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
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

function where(filter: { search?: string | null; country?: string | null; role?: string | null } | null | undefined): Prisma.UserWhereInput {
  const w: Prisma.UserWhereInput = {};
  const q = filter?.search?.trim();
  if (q) {
    w.OR = [
      { fullName: { contains: q, mode: "insensitive" } },
      { email: { contains: q, mode: "insensitive" } },
      { organization: { contains: q, mode: "insensitive" } },
    ];
  }
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
      totalCount: (_p, args, ctx) => ctx.prisma.user.count({ where: where(args.filter) }),
      resolve: (query, _p, args, ctx) =>
        ctx.prisma.user.findMany({ ...query, where: where(args.filter), orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));
