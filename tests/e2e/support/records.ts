import type { Prisma } from "../../../api/src/generated/prisma/client.ts";
import type { Db } from "../../../api/src/db/prisma.ts";
import type { E2EUser } from "./e2e.ts";

// What a member's dashboard shows, made for a test's own member (the demo
// seed gives the same kind of records to the demo member only).

/**
 * Connections with the seeded community (people without a password, who are
 * never signed in as): `accepted` of them accepted, then `incoming` requests
 * waiting for the member's answer, each with its notification.
 */
export async function connectToCommunity(prisma: Db, member: E2EUser, { accepted = 0, incoming = 0 }: { accepted?: number; incoming?: number }) {
  const community = await prisma.user.findMany({ where: { passwordHash: null, role: "USER" }, orderBy: { email: "asc" }, take: accepted + incoming });
  if (community.length < accepted + incoming) throw new Error(`the demo data has ${community.length} community members, ${accepted + incoming} asked for`);
  const friends = community.slice(0, accepted);
  const askers = community.slice(accepted);
  for (const [i, other] of friends.entries()) {
    // both ways round: who asked first does not matter once accepted
    const [requesterId, addresseeId] = i % 2 === 0 ? [member.id, other.id] : [other.id, member.id];
    await prisma.connection.create({ data: { requesterId, addresseeId, status: "ACCEPTED", respondedAt: new Date() } });
  }
  for (const other of askers) {
    const c = await prisma.connection.create({ data: { requesterId: other.id, addresseeId: member.id } });
    await prisma.notification.create({
      data: { userId: member.id, type: "CONNECTION", data: { connectionId: c.id, fromName: other.fullName, kind: "REQUESTED" } },
    });
  }
  return { friends, askers };
}

/** A service request the member sent (pending unless said otherwise), with their name and e-mail as the form fills them. */
export function createServiceRequest(
  prisma: Db,
  member: E2EUser,
  data: Pick<Prisma.ServiceRequestUncheckedCreateInput, "category" | "serviceType" | "message"> & Partial<Prisma.ServiceRequestUncheckedCreateInput>,
) {
  return prisma.serviceRequest.create({
    data: { userId: member.id, name: member.fullName, email: member.email, phone: "+244 923 456 789", userCountry: "AO", ...data },
  });
}
