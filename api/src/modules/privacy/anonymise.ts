import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { audit } from "../../infra/audit/audit.ts";
import { deletePhotoIfUnused } from "../../infra/media/stored-image.ts";

/** How long a deletion request waits, during which signing in cancels it. */
export const DELETION_GRACE_DAYS = 7;
export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * 86_400_000;

/**
 * The name an anonymised account shows wherever it is still counted or
 * referenced (applications, the audit trail). Stored in Portuguese, the
 * product's default language, as every other stored label.
 */
export const REMOVED_MEMBER_NAME = "Membro removido";

/** A unique address that can never receive mail (RFC 2606 `.invalid`), so the e-mail stays unique and free for a new account. */
export const placeholderEmail = (userId: string): string => `removed-${userId}@anonymised.invalid`;

/** Why an account was anonymised, kept in its audit entry. */
export type AnonymisationGrounds = "DELETION_REQUESTED" | "ADMIN_REQUEST";

/**
 * Erases one person's personal data in place, inside the caller's
 * transaction. The User row stays (applications, decisions and the audit
 * trail keep pointing at it, so counts and history do not change); what
 * identifies or was written by the person goes:
 * - name, e-mail, password, organisation and photo; the role becomes member;
 * - every session (revoked first, so open connections close), linked
 *   Google/Facebook accounts, e-mail links, sign-in throttles;
 * - connections, saved opportunities and notifications;
 * - the free text of applications, service requests and contact messages
 *   (the rows stay, anonymised, for the statistics).
 * The caller has already claimed the account (set `anonymisedAt`).
 */
export async function eraseAccount(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<void> {
  const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, avatarUrl: true } });
  const email = placeholderEmail(userId);
  await tx.user.update({
    where: { id: userId },
    data: {
      fullName: REMOVED_MEMBER_NAME,
      email,
      passwordHash: null,
      organization: null,
      avatarUrl: null,
      role: "USER",
      verified: false,
      emailConfirmedAt: null,
      notificationsEnabled: false,
    },
  });
  await deletePhotoIfUnused(tx, before.avatarUrl);
  // revoked before they go, so the realtime triggers close the person's open sockets
  await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  await tx.session.deleteMany({ where: { userId } });
  await tx.oAuthAccount.deleteMany({ where: { userId } });
  await tx.oneTimeToken.deleteMany({ where: { userId } });
  await tx.signInThrottle.deleteMany({ where: { email: before.email } });
  await tx.connection.deleteMany({ where: { OR: [{ requesterId: userId }, { addresseeId: userId }] } });
  await tx.savedOpportunity.deleteMany({ where: { userId } });
  await tx.savedSearch.deleteMany({ where: { userId } });
  await tx.notification.deleteMany({ where: { userId } });
  await tx.application.updateMany({ where: { userId }, data: { message: "" } });
  await tx.serviceRequest.updateMany({ where: { userId }, data: { name: REMOVED_MEMBER_NAME, email, phone: "", message: "" } });
  await tx.contactMessage.updateMany({
    where: { userId },
    data: { name: REMOVED_MEMBER_NAME, email, phone: null, organization: null, message: "" },
  });
  // a team member's HR record is the organisation's, not the account's: only the link goes
  await tx.staffMember.updateMany({ where: { userId }, data: { userId: null } });
}

/**
 * Anonymises one account now, in one transaction, with its audit entry.
 * Returns false when it was already anonymised (nothing is written).
 * `requestedBefore` limits it to deletion requests made up to that moment
 * (the grace period's sweep); an administrator's request passes none.
 */
export async function anonymiseAccount(
  prisma: Pick<Db, "$transaction">,
  userId: string,
  opts: { now: Date; actorId: string | null; grounds: AnonymisationGrounds; requestedBefore?: Date },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    // The claim is the guard: a sign-in that cancels the request, or another
    // process running the same sweep, makes it match nothing.
    const claimed = await tx.user.updateMany({
      where: {
        id: userId,
        anonymisedAt: null,
        ...(opts.requestedBefore ? { deletionRequestedAt: { lte: opts.requestedBefore } } : {}),
      },
      data: { anonymisedAt: opts.now },
    });
    if (claimed.count === 0) return false;
    await eraseAccount(tx, userId, opts.now);
    await audit(tx, { actorId: opts.actorId, action: "user.anonymised", entity: "User", entityId: userId, data: { grounds: opts.grounds } });
    return true;
  });
}

/**
 * Anonymises every account whose deletion request is older than the grace
 * period at `now`. One indexed query finds them; each is then anonymised
 * in its own transaction, so one failure does not undo the others and a
 * long list holds no long lock. Safe to run again (or in two processes at
 * once): an account already done, or whose request a sign-in cancelled, is
 * skipped. Returns the ids anonymised by this call.
 */
export async function anonymiseDueDeletions(prisma: Db, now: Date): Promise<string[]> {
  const requestedBefore = new Date(now.getTime() - DELETION_GRACE_MS);
  const due = await prisma.user.findMany({
    where: { deletionRequestedAt: { lte: requestedBefore }, anonymisedAt: null },
    select: { id: true },
    orderBy: { deletionRequestedAt: "asc" },
  });
  const done: string[] = [];
  for (const { id } of due) {
    if (await anonymiseAccount(prisma, id, { now, actorId: null, grounds: "DELETION_REQUESTED", requestedBefore })) done.push(id);
  }
  return done;
}
