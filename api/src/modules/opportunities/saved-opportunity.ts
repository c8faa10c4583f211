import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { OpportunityRef } from "./opportunity.ts";

builder.prismaObjectFields("Opportunity", (t) => ({
  savedByMe: t.boolean({
    authScopes: { public: true },
    // Folded into the page's query: one extra statement per page, not per row, and none
    // for a visitor, who has no bookmarks.
    select: (_args, ctx) => {
      const userId = viewerUserId(ctx);
      return userId ? { savedBy: { where: { userId }, select: { userId: true }, take: 1 } } : {};
    },
    resolve: (opportunity, _args, ctx) => viewerUserId(ctx) !== null && ((opportunity as { savedBy?: unknown[] }).savedBy?.length ?? 0) > 0,
  }),
}));

builder.queryFields((t) => ({
  /** The signed-in person's saved opportunities that are still open, newest first. */
  mySavedOpportunities: t.prismaConnection(
    {
      type: "Opportunity",
      cursor: "id",
      authScopes: { user: true },
      totalCount: (_parent, _args, ctx) => ctx.prisma.opportunity.count({ where: { status: "ACTIVE", savedBy: { some: { userId: viewerUserId(ctx)! } } } }),
      resolve: (query, _parent, _args, ctx) =>
        ctx.prisma.opportunity.findMany({
          ...query,
          where: { status: "ACTIVE", savedBy: { some: { userId: viewerUserId(ctx)! } } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),
}));

builder.mutationFields((t) => ({
  /** Bookmarks an active opportunity (saving twice is fine). */
  saveOpportunity: t.prismaField({
    type: "Opportunity",
    authScopes: { user: true },
    args: { opportunityId: t.arg.globalID({ required: true, for: OpportunityRef }) },
    resolve: async (query, _root, args, ctx) => {
      const opportunityId = args.opportunityId.id;
      const userId = viewerUserId(ctx)!;
      const open = await ctx.prisma.opportunity.count({ where: { id: opportunityId, status: "ACTIVE" } });
      if (!open) throw notFound("Opportunity");
      await ctx.prisma.savedOpportunity.createMany({ data: [{ userId, opportunityId }], skipDuplicates: true });
      return ctx.prisma.opportunity.findUniqueOrThrow({ ...query, where: { id: opportunityId } });
    },
  }),

  /** Removes a bookmark (removing one that is not there is fine). */
  unsaveOpportunity: t.prismaField({
    type: "Opportunity",
    authScopes: { user: true },
    args: { opportunityId: t.arg.globalID({ required: true, for: OpportunityRef }) },
    resolve: async (query, _root, args, ctx) => {
      const opportunityId = args.opportunityId.id;
      const { count } = await ctx.prisma.savedOpportunity.deleteMany({ where: { userId: viewerUserId(ctx)!, opportunityId } });
      // Answers with an inactive opportunity only to the member who had saved it
      // (otherwise this would be a way round opportunity(id)'s ACTIVE-only rule).
      const found = await ctx.prisma.opportunity.findFirst({
        ...query,
        where: { id: opportunityId, ...(count > 0 ? {} : { status: "ACTIVE" as const }) },
      });
      if (!found) throw notFound("Opportunity");
      return found;
    },
  }),
}));
