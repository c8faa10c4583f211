import { ServiceCategory } from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { ServiceCategoryEnum } from "./service-request.ts";

interface StatusCounts {
  total: number;
  pending: number;
  processing: number;
  completed: number;
  cancelled: number;
}

const StatusCountsRef = builder.objectRef<StatusCounts>("ServiceRequestStats").implement({
  authScopes: { user: true },
  fields: (t) => ({
    total: t.exposeInt("total"),
    pending: t.exposeInt("pending"),
    processing: t.exposeInt("processing"),
    completed: t.exposeInt("completed"),
    cancelled: t.exposeInt("cancelled"),
  }),
});

interface CategoryCount {
  category: string;
  count: number;
}

const CategoryCountRef = builder.objectRef<CategoryCount>("ServiceCategoryCount").implement({
  authScopes: { user: true },
  fields: (t) => ({
    category: t.field({ type: ServiceCategoryEnum, resolve: (c) => c.category as never }),
    count: t.exposeInt("count"),
  }),
});

interface MyStats extends StatusCounts {
  byCategory: CategoryCount[];
}

const MyStatsRef = builder.objectRef<MyStats>("MyServiceRequestStats").implement({
  authScopes: { user: true },
  fields: (t) => ({
    total: t.exposeInt("total"),
    pending: t.exposeInt("pending"),
    processing: t.exposeInt("processing"),
    completed: t.exposeInt("completed"),
    cancelled: t.exposeInt("cancelled"),
    /** one entry per category, zero included */
    byCategory: t.field({ type: [CategoryCountRef], resolve: (s) => s.byCategory }),
  }),
});

type Row = { status: string; category: string | null; _count: { _all: number } };

function countStatuses(rows: Row[]): StatusCounts {
  const by = (s: string) => rows.filter((r) => r.status === s).reduce((n, r) => n + r._count._all, 0);
  return {
    total: rows.reduce((n, r) => n + r._count._all, 0),
    pending: by("PENDING"),
    processing: by("PROCESSING"),
    completed: by("COMPLETED"),
    cancelled: by("CANCELLED"),
  };
}

builder.queryFields((t) => ({
  /** Counts of every request by status (administrators: stat cards and tab badges). */
  serviceRequestStats: t.field({
    type: StatusCountsRef,
    authScopes: { admin: true },
    resolve: async (_r, _a, ctx) => {
      const rows = await ctx.prisma.serviceRequest.groupBy({ by: ["status", "category"], _count: { _all: true } });
      return countStatuses(rows);
    },
  }),
  /** The signed-in member's own requests counted by status and by category (dashboard tiles). */
  myServiceRequestStats: t.field({
    type: MyStatsRef,
    authScopes: { user: true },
    resolve: async (_r, _a, ctx) => {
      const rows = await ctx.prisma.serviceRequest.groupBy({
        by: ["status", "category"],
        where: { userId: viewerUserId(ctx)! },
        _count: { _all: true },
      });
      return {
        ...countStatuses(rows),
        byCategory: Object.values(ServiceCategory).map((category) => ({
          category,
          count: rows.filter((r) => r.category === category).reduce((n, r) => n + r._count._all, 0),
        })),
      };
    },
  }),
}));
