import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { notFound } from "../../graphql/errors.ts";
import { CountryEnum } from "../../infra/common/schema.ts";
import { DepartmentEnum, StaffStatusEnum } from "./enums.ts";

/**
 * A member of the regional team. The salary column is kept for payroll and
 * is deliberately not a field here: no screen shows it (spec §3).
 */
export const StaffMemberRef = builder.prismaNode("StaffMember", {
  id: { field: "id" },
  authScopes: { admin: true },
  select: {
    id: true,
    name: true,
    role: true,
    email: true,
    phone: true,
    country: true,
    department: true,
    avatarUrl: true,
    status: true,
    joinDate: true,
    skills: true,
    createdAt: true,
    updatedAt: true,
  },
  fields: (t) => ({
    name: t.exposeString("name"),
    role: t.exposeString("role"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone", { nullable: true }),
    country: t.expose("country", { type: CountryEnum }),
    department: t.expose("department", { type: DepartmentEnum }),
    avatarUrl: t.exposeString("avatarUrl", { nullable: true }),
    status: t.expose("status", { type: StaffStatusEnum }),
    joinDate: t.expose("joinDate", { type: "Date" }),
    skills: t.exposeStringList("skills"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    projectCount: t.relationCount("projects"),
    projects: t.relation("projects", { query: { orderBy: [{ addedAt: "asc" }, { projectId: "asc" }] } }),
  }),
});

export const StaffFilter = builder.inputType("StaffFilter", {
  fields: (t) => ({
    country: t.field({ type: CountryEnum, required: false }),
    department: t.field({ type: DepartmentEnum, required: false }),
    status: t.field({ type: StaffStatusEnum, required: false }),
    /** case-insensitive, over name, role, e-mail and skills */
    search: t.string({ required: false, validate: z.string().max(200) }),
  }),
});

type StaffFilterShape =
  | {
      country?: Prisma.StaffMemberWhereInput["country"] | null;
      department?: Prisma.StaffMemberWhereInput["department"] | null;
      status?: Prisma.StaffMemberWhereInput["status"] | null;
      search?: string | null;
    }
  | null
  | undefined;

export async function staffWhere(db: SearchScope, filter: StaffFilterShape): Promise<Prisma.StaffMemberWhereInput> {
  const where: Prisma.StaffMemberWhereInput = {};
  if (!filter) return where;
  if (filter.country) where.country = filter.country;
  if (filter.department) where.department = filter.department;
  if (filter.status) where.status = filter.status;
  const q = filter.search?.trim();
  // name, role, e-mail or skills; accents, case and wildcards ignored (infra/search/text-search.ts)
  if (q) where.id = { in: await matchingIds(db, SEARCH.staffMember, q) };
  return where;
}

const StaffOrder = connectionOrder("StaffMember", "staff", {
  NAME: { description: "Name, alphabetically.", orderBy: "name" },
  ROLE: { description: "Role, alphabetically.", orderBy: "role" },
  DEPARTMENT: { description: "Department.", orderBy: "department" },
  STATUS: { description: "Staff status.", orderBy: "status" },
  JOIN_DATE: { description: "Date the member joined.", orderBy: "joinDate" },
});

builder.queryFields((t) => ({
  staffMembers: t.prismaConnection(
    {
      type: "StaffMember",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: StaffFilter, required: false }),
        orderBy: t.arg({ type: StaffOrder.Input, required: false, description: "The order of the list; by name (then id) when omitted." }),
      },
      totalCount: async (_parent, args, ctx) => ctx.prisma.staffMember.count({ where: await staffWhere(ctx, args.filter) }),
      resolve: async (query, _parent, args, ctx) =>
        ctx.prisma.staffMember.findMany({
          ...query,
          where: await staffWhere(ctx, args.filter),
          orderBy: StaffOrder.toOrderBy(args.orderBy, [{ name: "asc" }, { id: "asc" }]) as never,
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  staffMember: t.prismaField({
    type: "StaffMember",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: StaffMemberRef }) },
    resolve: async (query, _root, args, ctx) => {
      const member = await ctx.prisma.staffMember.findUnique({ ...query, where: { id: args.id.id } });
      if (!member) throw notFound("StaffMember");
      return member;
    },
  }),
}));
