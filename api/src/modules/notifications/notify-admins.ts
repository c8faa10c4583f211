import type { Prisma } from "../../generated/prisma/client.ts";
import type { NotificationType } from "../../generated/prisma/enums.ts";

/** The `kind` of an admin's notification about something a member just sent (application, service request). */
export const NEW_FOR_ADMINS = "NEW";

/**
 * Stores one notification per administrator about something a member just
 * sent. Runs inside the caller's transaction, so a failed create leaves none;
 * the notification trigger publishes each row to its admin's `notificationAdded`.
 */
export async function notifyAdmins(tx: Prisma.TransactionClient, type: NotificationType, data: Prisma.InputJsonObject): Promise<void> {
  const admins = await tx.user.findMany({ where: { role: "ADMIN" }, select: { id: true } });
  if (admins.length === 0) return;
  await tx.notification.createMany({ data: admins.map((a) => ({ userId: a.id, type, data })) });
}
