import { expect, it } from "vitest";
import { seedOpportunities } from "../../prisma/seed/opportunities.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

it("seeds the five example opportunities and the demo member's applications, so the dashboards are not empty", async () => {
  const member = await createUser(t, { fullName: "Ana Membro" });
  const admin = await createAdmin(t);
  await t.prisma.$transaction((tx) => seedOpportunities({ tx, adminId: admin.user.id, memberId: member.user.id, today: new Date() }));

  const list = await t.gql(
    `{ opportunities(first: 20) { totalCount edges { node { title country sector type featured imageUrl budget deadline requirements myApplication { status } } } } }`,
    {},
    { token: member.token },
  );
  expect(list.errors).toBeUndefined();
  const nodes = list.data.opportunities.edges.map((e: any) => e.node);
  expect(list.data.opportunities.totalCount).toBe(5);
  expect(new Set(nodes.map((n: any) => n.country))).toEqual(new Set(["AO", "NA", "ZA"]));
  expect(new Set(nodes.map((n: any) => n.sector))).toEqual(new Set(["HEALTH", "EDUCATION", "COMMERCE", "TOURISM", "TECHNOLOGY"]));
  expect(new Set(nodes.map((n: any) => n.type))).toEqual(new Set(["PROJECT", "PARTNERSHIP", "FUNDING", "EDUCATION"]));
  expect(nodes.some((n: any) => n.featured)).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  for (const n of nodes) {
    expect(new URL(n.imageUrl).pathname).toBe(`/images/sectors/${n.sector.toLowerCase()}.svg`);
    expect(n.deadline > today).toBe(true);
    expect(Number(n.budget)).toBeGreaterThan(0);
    expect(n.requirements.length).toBeGreaterThan(0);
  }
  expect(
    nodes
      .map((n: any) => n.myApplication?.status)
      .filter(Boolean)
      .sort(),
  ).toEqual(["APPROVED", "PENDING"]);

  const stats = await t.gql(`{ applicationStats { total pending approved rejected } }`, {}, { token: admin.token });
  expect(stats.data.applicationStats).toEqual({ total: 2, pending: 1, approved: 1, rejected: 0 });
  const notes = await t.gql(`{ myNotifications(first: 5) { edges { node { type data } } } }`, {}, { token: member.token });
  expect(notes.data.myNotifications.edges[0].node).toMatchObject({ type: "APPLICATION", data: { status: "APPROVED" } });
});
