import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../graphql/errors.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { audit } from "../../infra/audit/audit.ts";

/** The `kind` of an APPLICATION notification telling an applicant the opportunity was deleted (with its application). */
export const OPPORTUNITY_DELETED = "OPPORTUNITY_DELETED";

/**
 * Deletes an opportunity and its applications, telling each applicant (a
 * stored notification carrying the opportunity's title, since the row is
 * gone). Runs inside the caller's transaction.
 *
 * The opportunity row is locked first (FOR UPDATE): an application being
 * written at this moment holds it FOR SHARE, so the delete waits for it and
 * then removes it too (and tells its author); an application that starts
 * after the lock waits for the delete and then finds the opportunity gone
 * (NOT_FOUND). Without the lock, an application slipping in between the two
 * deletes broke the foreign key and the delete failed with an internal error.
 */
export async function deleteOpportunityAndTellApplicants(tx: Prisma.TransactionClient, id: string, actorId: string) {
  const [opportunity] = await tx.$queryRaw<Array<{ title: string }>>`
    SELECT "title" FROM "Opportunity" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (!opportunity) throw notFound("Opportunity");
  const applications = await tx.application.findMany({ where: { opportunityId: id }, select: { id: true, userId: true, status: true } });
  if (applications.length > 0) {
    await tx.notification.createMany({
      data: applications.map((a) => ({
        userId: a.userId,
        type: "APPLICATION" as const,
        data: {
          kind: OPPORTUNITY_DELETED,
          applicationId: nodeId("Application", a.id),
          opportunityId: nodeId("Opportunity", id),
          opportunityTitle: opportunity.title,
          status: a.status,
        },
      })),
    });
  }
  const { count } = await tx.application.deleteMany({ where: { opportunityId: id } });
  await tx.opportunity.delete({ where: { id }, select: { id: true } });
  await audit(tx, { actorId, action: "opportunity.delete", entity: "Opportunity", entityId: id, data: { title: opportunity.title, applications: count } });
}
