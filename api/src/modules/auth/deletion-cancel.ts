import type { Db } from "../../db/prisma.ts";
import { audit } from "../../infra/audit/audit.ts";

/**
 * Cancels a pending deletion request because its owner signed in within the
 * grace period. Returns true when there was one (the sign-in then tells the
 * person). An account already anonymised is left alone.
 */
export async function cancelPendingDeletion(prisma: Pick<Db, "$transaction">, userId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, deletionRequestedAt: { not: null }, anonymisedAt: null },
      data: { deletionRequestedAt: null },
    });
    if (count === 0) return false;
    await audit(tx, { actorId: userId, action: "user.deletion.cancelled", entity: "User", entityId: userId });
    return true;
  });
}
