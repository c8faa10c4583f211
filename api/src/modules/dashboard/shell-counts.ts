import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";

/**
 * The numbers on the sidebar's badges and footer, counted from the database
 * (DESIGN.md §9.2). Administrators read the organisation-wide fields;
 * members read their own.
 */
const ShellCountsRef = builder.objectRef<Record<string, never>>("ShellCounts").implement({
  authScopes: { user: true },
  fields: (t) => ({
    projects: t.int({ authScopes: { admin: true }, resolve: (_p, _a, ctx) => ctx.prisma.project.count() }),
    activeProjects: t.int({
      authScopes: { admin: true },
      resolve: (_p, _a, ctx) => ctx.prisma.project.count({ where: { status: "ACTIVE" } }),
    }),
    clients: t.int({ authScopes: { admin: true }, resolve: (_p, _a, ctx) => ctx.prisma.client.count() }),
    teamMembers: t.int({ authScopes: { admin: true }, resolve: (_p, _a, ctx) => ctx.prisma.staffMember.count() }),
    pendingTransactions: t.int({
      authScopes: { admin: true },
      resolve: (_p, _a, ctx) => ctx.prisma.transaction.count({ where: { status: "PENDING" } }),
    }),
    pendingApplications: t.int({
      authScopes: { admin: true },
      resolve: (_p, _a, ctx) => ctx.prisma.application.count({ where: { status: "PENDING" } }),
    }),
    pendingRequests: t.int({
      authScopes: { admin: true },
      resolve: (_p, _a, ctx) => ctx.prisma.serviceRequest.count({ where: { status: "PENDING" } }),
    }),
    unhandledContactMessages: t.int({
      authScopes: { admin: true },
      resolve: (_p, _a, ctx) => ctx.prisma.contactMessage.count({ where: { handledAt: null } }),
    }),
    myApplications: t.int({
      authScopes: { user: true },
      resolve: (_p, _a, ctx) => ctx.prisma.application.count({ where: { userId: viewerUserId(ctx)! } }),
    }),
    /** the viewer's requests still pending or being processed */
    myOpenRequests: t.int({
      authScopes: { user: true },
      resolve: (_p, _a, ctx) => ctx.prisma.serviceRequest.count({ where: { userId: viewerUserId(ctx)!, status: { in: ["PENDING", "PROCESSING"] } } }),
    }),
    myConnections: t.int({
      authScopes: { user: true },
      resolve: (_p, _a, ctx) => {
        const id = viewerUserId(ctx)!;
        return ctx.prisma.connection.count({ where: { status: "ACCEPTED", OR: [{ requesterId: id }, { addresseeId: id }] } });
      },
    }),
    myPendingConnectionRequests: t.int({
      authScopes: { user: true },
      resolve: (_p, _a, ctx) => ctx.prisma.connection.count({ where: { addresseeId: viewerUserId(ctx)!, status: "PENDING" } }),
    }),
  }),
});

builder.queryFields((t) => ({
  shellCounts: t.field({ type: ShellCountsRef, authScopes: { user: true }, resolve: () => ({}) }),
}));
