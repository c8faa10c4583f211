import type { Prisma } from "../../generated/prisma/client.ts";

type Tx = Pick<Prisma.TransactionClient, "auditLog">;

/** Records an administrator's write. Call inside the same transaction as the write. */
export function audit(tx: Tx, entry: { actorId: string | null; action: string; entity: string; entityId?: string | null; data?: Prisma.InputJsonValue }) {
  return tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      data: entry.data,
    },
  });
}
