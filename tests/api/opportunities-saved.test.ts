import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const SAVE = /* GraphQL */ `mutation Save($id: ID!) { saveOpportunity(opportunityId: $id) { id savedByMe } }`;
const UNSAVE = /* GraphQL */ `mutation Unsave($id: ID!) { unsaveOpportunity(opportunityId: $id) { id savedByMe } }`;
const SAVED = /* GraphQL */ `query Saved { mySavedOpportunities(first: 50) { totalCount edges { node { title savedByMe } } } }`;

const PUBLIC_PAGE = /* GraphQL */ `
  query Page($first: Int) {
    opportunities(first: $first) {
      totalCount
      edges { node { id title imageUrl applicationCount savedByMe createdBy { id } myApplication { id status createdAt } } }
    }
  }
`;
const ADMIN_PAGE = /* GraphQL */ `
  query AdminPage($first: Int) {
    applications(first: $first) {
      totalCount
      edges { node { id status opportunity { title country applicationCount } applicant { fullName email } } }
    }
  }
`;

let member: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  member = await createUser(t);
  admin = await createAdmin(t);
});

describe("saved opportunities", () => {
  it("saving and unsaving are idempotent and only the saver sees savedByMe", async () => {
    const o = await createOpportunity(t, { title: "Guardada" });
    const id = gid("Opportunity", o.id);
    expect((await t.gql(SAVE, { id }, { token: member.token })).data.saveOpportunity.savedByMe).toBe(true);
    const twice = await t.gql(SAVE, { id }, { token: member.token });
    expect(twice.errors).toBeUndefined();
    expect(await t.prisma.savedOpportunity.count({ where: { opportunityId: o.id } })).toBe(1);

    const someoneElse = await createUser(t);
    const theirView = await t.gql(`query($id: ID!) { opportunity(id: $id) { savedByMe } }`, { id }, { token: someoneElse.token });
    expect(theirView.data.opportunity.savedByMe).toBe(false);

    const saved = await t.gql(SAVED, {}, { token: member.token });
    expect(saved.data.mySavedOpportunities.edges).toEqual([{ node: { title: "Guardada", savedByMe: true } }]);
    expect((await t.gql(SAVED, {}, { token: someoneElse.token })).data.mySavedOpportunities.totalCount).toBe(0);

    expect((await t.gql(UNSAVE, { id }, { token: member.token })).data.unsaveOpportunity.savedByMe).toBe(false);
    expect((await t.gql(UNSAVE, { id }, { token: member.token })).errors).toBeUndefined();
    expect((await t.gql(SAVED, {}, { token: member.token })).data.mySavedOpportunities.totalCount).toBe(0);
  });

  it("needs a signed-in person and an open opportunity", async () => {
    const o = await createOpportunity(t);
    expect((await t.gql(SAVE, { id: gid("Opportunity", o.id) })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const closed = await createOpportunity(t, { status: "EXPIRED" });
    expect((await t.gql(SAVE, { id: gid("Opportunity", closed.id) }, { token: member.token })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("SQL statements per page stay constant (no N+1)", () => {
  beforeAll(async () => {
    // 100 opportunities, each with an application and a bookmark by the member.
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: crypto.randomUUID(),
      title: `Página ${i}`,
      description: "x",
      country: "ZA" as const,
      sector: "COMMERCE" as const,
      organization: "Org",
      deadline: new Date(Date.now() + 86400000),
      requirements: ["x"],
      createdById: admin.user.id,
    }));
    await t.prisma.opportunity.createMany({ data: rows });
    await t.prisma.application.createMany({ data: rows.map((r) => ({ userId: member.user.id, opportunityId: r.id, message: "m" })) });
    await t.prisma.savedOpportunity.createMany({ data: rows.map((r) => ({ userId: member.user.id, opportunityId: r.id })) });
  });

  async function statements(query: string, first: number, token: string) {
    t.sql.reset();
    const res = await t.gql(query, { first }, { token });
    expect(res.errors).toBeUndefined();
    return { count: t.sql.count, res };
  }

  it("the public list with the member's application and bookmark", async () => {
    const counts = [];
    for (const first of [1, 20, 100]) {
      const { count, res } = await statements(PUBLIC_PAGE, first, member.token);
      expect(res.data.opportunities.edges).toHaveLength(first);
      const node = res.data.opportunities.edges[0].node;
      expect(node).toMatchObject({ savedByMe: true, applicationCount: 1, createdBy: null, myApplication: { status: "PENDING" } });
      counts.push(count);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(8);
  });

  it("the administrators' applications list with opportunity and applicant", async () => {
    const counts = [];
    for (const first of [1, 20, 100]) {
      const { count, res } = await statements(ADMIN_PAGE, first, admin.token);
      expect(res.data.applications.edges).toHaveLength(first);
      expect(res.data.applications.edges[0].node.applicant.email).toBe(member.user.email);
      counts.push(count);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeLessThanOrEqual(6);
  });
});
