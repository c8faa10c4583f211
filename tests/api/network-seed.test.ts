import { expect, it } from "vitest";
import { seedNetwork } from "../../prisma/seed/network.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

it("the demo member starts with connections across the three countries, pending requests and requests in several states", async () => {
  const member = await createUser(t, { fullName: "Ana Membro" });
  const admin = await createAdmin(t);
  await t.prisma.$transaction((tx) => seedNetwork({ tx, adminId: admin.user.id, memberId: member.user.id, today: new Date() }));

  const stats = await t.gql(`{ connectionStats { total pendingIncoming byCountry { country count } } }`, {}, { token: member.token });
  expect(stats.data.connectionStats.total).toBe(6);
  expect(stats.data.connectionStats.pendingIncoming).toBe(2);
  for (const c of stats.data.connectionStats.byCountry) expect(c.count).toBeGreaterThan(0);

  const mine = await t.gql(`{ myServiceRequests { edges { node { status } } } }`, {}, { token: member.token });
  expect(new Set(mine.data.myServiceRequests.edges.map((e: any) => e.node.status))).toEqual(new Set(["PENDING", "PROCESSING", "COMPLETED"]));
  expect(await t.prisma.notification.count({ where: { userId: member.user.id } })).toBe(3);
});
