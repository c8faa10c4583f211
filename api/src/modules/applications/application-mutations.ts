import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, notFound } from "../../graphql/errors.ts";
import { audit } from "../audit/audit.ts";
import { nodeId, parseNodeId } from "../../graphql/node-id.ts";
import { isUniqueViolation } from "../opportunities/opportunity-admin.ts";

/** The spec's default message when a member applies without writing one. */
export const DEFAULT_APPLICATION_MESSAGE = "Candidatura enviada através do painel.";

const ApplicationDecisionEnum = builder.enumType("ApplicationDecision", { values: ["APPROVED", "REJECTED"] as const });

builder.mutationFields((t) => ({
  /** Applies the signed-in member to an active opportunity (once per opportunity). */
  applyToOpportunity: t.prismaField({
    type: "Application",
    authScopes: { user: true },
    args: {
      opportunityId: t.arg.id({ required: true }),
      message: t.arg.string({ required: false, validate: z.string().max(5000, "TOO_LONG") }),
    },
    resolve: async (query, _root, args, ctx) => {
      const opportunityId = parseNodeId(String(args.opportunityId), "Opportunity", "opportunityId");
      const userId = viewerUserId(ctx)!;
      const opportunity = await ctx.prisma.opportunity.findUnique({ where: { id: opportunityId }, select: { status: true } });
      if (!opportunity) throw notFound("Opportunity");
      if (opportunity.status !== "ACTIVE") throw conflict("The opportunity is not open for applications", "OPPORTUNITY_NOT_ACTIVE");
      try {
        // The unique (user, opportunity) index decides between concurrent clicks.
        return await ctx.prisma.application.create({
          ...query,
          data: {
            userId,
            opportunityId,
            message: args.message?.trim() || DEFAULT_APPLICATION_MESSAGE,
            events: { create: { status: "PENDING", actorId: userId } },
          },
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict("Already applied to this opportunity", "ALREADY_APPLIED");
        throw e;
      }
    },
  }),

  /** Approves or rejects a pending application and notifies the applicant. */
  decideApplication: t.prismaField({
    type: "Application",
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      decision: t.arg({ type: ApplicationDecisionEnum, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = parseNodeId(String(args.id), "Application");
      const actorId = viewerUserId(ctx)!;
      const status = args.decision;
      await ctx.prisma.$transaction(async (tx) => {
        // Conditional update: of two administrators deciding at once, only one wins.
        const { count } = await tx.application.updateMany({
          where: { id, status: "PENDING" },
          data: { status, decidedAt: new Date(), decidedById: actorId },
        });
        const application = await tx.application.findUnique({
          where: { id },
          select: { userId: true, opportunity: { select: { id: true, title: true } } },
        });
        if (!application) throw notFound("Application");
        if (count === 0) throw conflict("Only pending applications can be decided", "APPLICATION_NOT_PENDING");
        await tx.applicationEvent.create({ data: { applicationId: id, status, actorId } });
        await audit(tx, { actorId, action: "application.decide", entity: "Application", entityId: id, data: { status } });
        await tx.notification.create({
          data: {
            userId: application.userId,
            type: "APPLICATION",
            data: {
              applicationId: nodeId("Application", id),
              opportunityId: nodeId("Opportunity", application.opportunity.id),
              opportunityTitle: application.opportunity.title,
              status,
            },
          },
        });
      });
      return ctx.prisma.application.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
