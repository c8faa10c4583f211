import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { UserRef } from "../users/user.ts";
import { AuditLogFilter, auditLogWhere } from "./audit-entry.ts";

export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const AuditLogOrder = connectionOrder("AuditLog", "audit log", {
  CREATED_AT: { description: "When the action was recorded.", orderBy: "createdAt" },
  ACTION: { description: "The action code, alphabetically.", orderBy: "action" },
  ENTITY: { description: "The kind of record acted on, alphabetically.", orderBy: "entity" },
});

interface AuditLogFacets {
  actions: string[];
  entities: string[];
  actorIds: string[];
}

const AuditLogFacetsRef = builder.objectRef<AuditLogFacets>("AuditLogFacets").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    actions: t.exposeStringList("actions"),
    entities: t.exposeStringList("entities"),
    actors: t.field({
      type: [UserRef],
      resolve: (facets, _args, ctx) => ctx.prisma.user.findMany({ where: { id: { in: facets.actorIds } }, orderBy: [{ fullName: "asc" }, { id: "asc" }] }),
    }),
  }),
});

builder.queryFields((t) => ({
  auditLog: t.prismaConnection(
    {
      type: "AuditLog",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: AuditLogFilter, required: false }),
        orderBy: t.arg({ type: AuditLogOrder.Input, required: false }),
      },
      totalCount: async (_parent, args, ctx) => ctx.prisma.auditLog.count({ where: await auditLogWhere(ctx, args.filter) }),
      resolve: async (query, _parent, args, ctx) =>
        ctx.prisma.auditLog.findMany({
          ...query,
          where: await auditLogWhere(ctx, args.filter),
          orderBy: AuditLogOrder.toOrderBy(args.orderBy, NEWEST_FIRST) as Prisma.AuditLogOrderByWithRelationInput[],
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  auditLogFacets: t.field({
    type: AuditLogFacetsRef,
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) => {
      const [actions, entities, actors] = await Promise.all([
        ctx.prisma.auditLog.groupBy({ by: ["action"], orderBy: { action: "asc" } }),
        ctx.prisma.auditLog.groupBy({ by: ["entity"], orderBy: { entity: "asc" } }),
        ctx.prisma.auditLog.groupBy({ by: ["actorId"], where: { actorId: { not: null } } }),
      ]);
      return {
        actions: actions.map((g) => g.action),
        entities: entities.map((g) => g.entity),
        actorIds: actors.flatMap((g) => (g.actorId ? [g.actorId] : [])),
      };
    },
  }),
}));
