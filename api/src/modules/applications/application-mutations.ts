import { applicationRules } from "@ponte/contracts/applications";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { AppError, conflict, notFound, statusConflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { isUniqueViolation } from "../opportunities/opportunity-admin.ts";
import { OpportunityRef } from "../opportunities/opportunity.ts";
import { NEW_FOR_ADMINS, notifyAdmins } from "../notifications/notify-admins.ts";
import { queueEmail } from "../email-notifications/email-jobs.ts";
import { ApplicationRef } from "./application.ts";

type DbFailure = {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string; originalMessage?: string } } };
  cause?: unknown;
};
function hasCause(e: unknown, test: (f: DbFailure) => boolean): boolean {
  for (let c: unknown = e, i = 0; c && typeof c === "object" && i < 5; i++) {
    if (test(c as DbFailure)) return true;
    c = (c as DbFailure).cause;
  }
  return false;
}
/** A foreign-key violation (PostgreSQL 23503, Prisma P2003): a referenced row is gone. */
const isForeignKeyViolation = (e: unknown) =>
  hasCause(
    e,
    (f) =>
      f.code === "P2003" ||
      f.code === "23503" ||
      f.meta?.driverAdapterError?.cause?.kind === "ForeignKeyConstraintViolation" ||
      f.meta?.driverAdapterError?.cause?.originalCode === "23503",
  );

const opportunityClosed = () => conflict("Applications closed at the end of the opportunity's deadline day", "OPPORTUNITY_CLOSED");

const TRIGGER_REFUSALS = ["OPPORTUNITY_CLOSED", "OPPORTUNITY_NOT_ACTIVE"] as const;
/** Which refusal the Application insert trigger raised (prisma/migrations/*_opportunity_closes_at_deadline), if any. */
export function closedRefusal(e: unknown): (typeof TRIGGER_REFUSALS)[number] | null {
  for (const reason of TRIGGER_REFUSALS) {
    if (hasCause(e, (f) => f.meta?.driverAdapterError?.cause?.originalMessage === reason || (f as { message?: unknown }).message === reason)) return reason;
  }
  return null;
}

/** The spec's default message when a member applies without writing one. */
export const DEFAULT_APPLICATION_MESSAGE = "Candidatura enviada através do painel.";

const ApplicationDecisionEnum = builder.enumType("ApplicationDecision", { values: ["APPROVED", "REJECTED"] as const });

builder.mutationFields((t) => ({
  /** Applies the signed-in member to an active opportunity (once per opportunity). */
  applyToOpportunity: t.prismaField({
    type: "Application",
    authScopes: { user: true },
    args: {
      opportunityId: t.arg.globalID({ required: true, for: OpportunityRef }),
      message: t.arg.string({ required: false, validate: applicationRules.message }),
    },
    resolve: async (query, _root, args, ctx) => {
      const opportunityId = args.opportunityId.id;
      const userId = viewerUserId(ctx)!;
      try {
        // the answer is read in the same transaction: an opportunity deleted right after still
        // answers with the application (whose author the delete then notifies), never NOT_FOUND
        return await ctx.prisma.$transaction(async (tx) => {
          // FOR SHARE: an opportunity being deleted or closed at this moment is
          // waited for, then seen as it ends (gone, or no longer active); while
          // the application is written, it cannot be deleted or closed.
          // `closed`: its deadline day has ended in its country's time zone, in the
          // database's clock, as the insert trigger sees it (the job may not have run yet).
          const [opportunity] = await tx.$queryRaw<Array<{ status: string; closed: boolean }>>`
            SELECT "status"::text AS status, now() >= ponte_opportunity_closes_at("country", "deadline") AS closed
            FROM "Opportunity" WHERE "id" = ${opportunityId}::uuid FOR SHARE`;
          if (!opportunity) throw notFound("Opportunity");
          if (opportunity.status !== "ACTIVE") throw conflict("The opportunity is not open for applications", "OPPORTUNITY_NOT_ACTIVE");
          if (opportunity.closed) throw opportunityClosed();
          // The unique (user, opportunity) index decides between concurrent clicks.
          const created = await tx.application.create({
            data: {
              userId,
              opportunityId,
              message: args.message?.trim() || DEFAULT_APPLICATION_MESSAGE,
              events: { create: { status: "PENDING", actorId: userId } },
            },
            select: { id: true, user: { select: { fullName: true } }, opportunity: { select: { title: true } } },
          });
          await notifyAdmins(tx, "APPLICATION", {
            kind: NEW_FOR_ADMINS,
            applicationId: nodeId("Application", created.id),
            opportunityId: nodeId("Opportunity", opportunityId),
            opportunityTitle: created.opportunity.title,
            applicantName: created.user.fullName,
          });
          return tx.application.findUniqueOrThrow({ ...query, where: { id: created.id } });
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict("Already applied to this opportunity", "ALREADY_APPLIED");
        // the insert trigger's refusal (backstop; the check above answers first)
        const refusal = closedRefusal(e);
        if (refusal === "OPPORTUNITY_CLOSED") throw opportunityClosed();
        if (refusal === "OPPORTUNITY_NOT_ACTIVE") throw conflict("The opportunity is not open for applications", "OPPORTUNITY_NOT_ACTIVE");
        // the opportunity went away between the check and the write (backstop; the lock above prevents it)
        if (isForeignKeyViolation(e)) throw new AppError("NOT_FOUND", "The opportunity was deleted", { reason: "OPPORTUNITY_DELETED" });
        throw e;
      }
    },
  }),

  /** Approves or rejects a pending application and notifies the applicant. */
  decideApplication: t.prismaField({
    type: "Application",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: ApplicationRef }),
      decision: t.arg({ type: ApplicationDecisionEnum, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id.id;
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
          select: { status: true, userId: true, opportunity: { select: { id: true, title: true } } },
        });
        if (!application) throw notFound("Application");
        if (count === 0) throw statusConflict("The application", { currentStatus: application.status, reason: "APPLICATION_NOT_PENDING" });
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
        await queueEmail(ctx.jobs, { userId: application.userId, content: { kind: "APPLICATION_DECIDED", opportunityTitle: application.opportunity.title, status } }, tx);
      });
      return ctx.prisma.application.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
