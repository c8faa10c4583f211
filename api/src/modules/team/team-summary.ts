import { Prisma } from "../../generated/prisma/client.ts";
import { type Country, Department } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { OPERATING_COUNTRIES } from "../../infra/common/countries.ts";
import { CountryEnum } from "../../infra/common/schema.ts";
import { DepartmentEnum } from "./enums.ts";
import { StaffMemberRef } from "./staff-member.ts";

const CountryCountRef = builder.objectRef<{ country: Country; count: number }>("CountryCount").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    country: t.expose("country", { type: CountryEnum }),
    count: t.exposeInt("count"),
  }),
});

const DepartmentCountRef = builder.objectRef<{ department: Department; count: number }>("DepartmentCount").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    department: t.expose("department", { type: DepartmentEnum }),
    count: t.exposeInt("count"),
  }),
});

const TeamSummaryRef = builder.objectRef<{ total: number; active: number; byCountry: Array<{ country: Country; count: number }> }>("TeamSummary").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    total: t.exposeInt("total"),
    active: t.exposeInt("active"),
    /** always Angola, Namibia and South Africa (other countries when present) */
    byCountry: t.field({ type: [CountryCountRef], resolve: (s) => s.byCountry }),
  }),
});

type StaffRow = Prisma.StaffMemberGetPayload<{ select: typeof staffSelect }>;
const staffSelect = {
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
} satisfies Prisma.StaffMemberSelect;

interface PerformanceEntry {
  staffMember: StaffRow;
  projectCount: number;
  activeProjectCount: number;
  milestonesCompleted: number;
  milestonesTotal: number;
  openRisks: number;
}

const TeamPerformanceRef = builder.objectRef<PerformanceEntry>("TeamPerformance").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    staffMember: t.field({ type: StaffMemberRef, resolve: (e) => e.staffMember }),
    projectCount: t.exposeInt("projectCount"),
    activeProjectCount: t.exposeInt("activeProjectCount"),
    /** milestones completed on the projects they are on */
    milestonesCompleted: t.exposeInt("milestonesCompleted"),
    milestonesTotal: t.exposeInt("milestonesTotal"),
    /** open risks on the projects they are on */
    openRisks: t.exposeInt("openRisks"),
  }),
});

const countryWhere = (country: Country | null | undefined) => (country ? { country } : {});

builder.queryFields((t) => ({
  /** The five cards: total, active, and one count per country. */
  teamSummary: t.field({
    type: TeamSummaryRef,
    authScopes: { admin: true },
    args: { country: t.arg({ type: CountryEnum, required: false }) },
    resolve: async (_root, args, ctx) => {
      const groups = await ctx.prisma.staffMember.groupBy({
        by: ["country", "status"],
        where: countryWhere(args.country),
        _count: { _all: true },
      });
      const sum = (rows: typeof groups) => rows.reduce((n, g) => n + g._count._all, 0);
      const present = [...new Set<Country>([...OPERATING_COUNTRIES, ...groups.map((g) => g.country)])];
      return {
        total: sum(groups),
        active: sum(groups.filter((g) => g.status === "ACTIVE")),
        byCountry: present.map((country) => ({ country, count: sum(groups.filter((g) => g.country === country)) })),
      };
    },
  }),

  /** Members per department (all six, zero included). */
  departmentSummary: t.field({
    type: [DepartmentCountRef],
    authScopes: { admin: true },
    args: { country: t.arg({ type: CountryEnum, required: false }) },
    resolve: async (_root, args, ctx) => {
      const groups = await ctx.prisma.staffMember.groupBy({
        by: ["department"],
        where: countryWhere(args.country),
        _count: { _all: true },
      });
      return Object.values(Department).map((department) => ({
        department,
        count: groups.find((g) => g.department === department)?._count._all ?? 0,
      }));
    },
  }),

  /** Per member, from the projects they are on: projects, milestones completed, open risks. */
  teamPerformance: t.field({
    type: [TeamPerformanceRef],
    authScopes: { admin: true },
    args: { country: t.arg({ type: CountryEnum, required: false }) },
    resolve: async (_root, args, ctx) => {
      const staff = await ctx.prisma.staffMember.findMany({
        where: countryWhere(args.country),
        select: staffSelect,
        orderBy: [{ name: "asc" }, { id: "asc" }],
      });
      if (!staff.length) return [];
      const stats = await ctx.prisma.$queryRaw<
        Array<{ id: string; projects: number; active_projects: number; milestones_completed: number; milestones_total: number; open_risks: number }>
      >(Prisma.sql`
        SELECT pm."staffMemberId" AS id,
               COUNT(*)::int AS projects,
               (COUNT(*) FILTER (WHERE p.status = 'ACTIVE'))::int AS active_projects,
               COALESCE(SUM(ms.completed), 0)::int AS milestones_completed,
               COALESCE(SUM(ms.total), 0)::int AS milestones_total,
               COALESCE(SUM(rk.open), 0)::int AS open_risks
        FROM "ProjectMember" pm
        JOIN "Project" p ON p.id = pm."projectId"
        LEFT JOIN (
          SELECT "projectId", COUNT(*) FILTER (WHERE "completedAt" IS NOT NULL) AS completed, COUNT(*) AS total
          FROM "Milestone" GROUP BY "projectId"
        ) ms ON ms."projectId" = pm."projectId"
        LEFT JOIN (
          SELECT "projectId", COUNT(*) FILTER (WHERE status = 'OPEN') AS open
          FROM "Risk" GROUP BY "projectId"
        ) rk ON rk."projectId" = pm."projectId"
        WHERE pm."staffMemberId" = ANY(${staff.map((s) => s.id)}::uuid[])
        GROUP BY pm."staffMemberId"`);
      const byId = new Map(stats.map((s) => [s.id, s]));
      return staff.map((s) => {
        const row = byId.get(s.id);
        return {
          staffMember: s,
          projectCount: row?.projects ?? 0,
          activeProjectCount: row?.active_projects ?? 0,
          milestonesCompleted: row?.milestones_completed ?? 0,
          milestonesTotal: row?.milestones_total ?? 0,
          openRisks: row?.open_risks ?? 0,
        };
      });
    },
  }),
}));
