import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// orderBy on the administrators' opportunity list and on the two application lists:
// both directions, ties broken by id, and paging that follows the order.
const t = useTestApp();

const ADMIN_OPPORTUNITIES = /* GraphQL */ `
  query AdminOpportunities($orderBy: AdminOpportunityOrder, $first: Int, $after: String) {
    adminOpportunities(orderBy: $orderBy, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id title } }
    }
  }
`;
const APPLICATIONS = /* GraphQL */ `
  query Applications($orderBy: ApplicationOrder) {
    applications(orderBy: $orderBy, first: 100) { edges { node { id } } }
  }
`;
const MY_APPLICATIONS = /* GraphQL */ `
  query Mine($orderBy: ApplicationOrder) {
    myApplications(orderBy: $orderBy, first: 100) { edges { node { id } } }
  }
`;

let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
const opp: Record<string, string> = {};
const app: Record<string, string> = {};

const day = (n: number) => new Date(Date.UTC(2030, 0, n));
/** the given ids, in the order the list returned them */
const orderOf = (edges: Array<{ node: { id: string } }>, ids: Record<string, string>) => {
  const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return edges.map((e) => names[e.node.id]).filter(Boolean);
};

beforeAll(async () => {
  admin = await createAdmin(t);
  member = await createUser(t, { fullName: "Zélia Member" });
  const early = await createUser(t, { fullName: "Ana Early" });
  const a = await createOpportunity(t, { title: "Order A", deadline: day(20), status: "INACTIVE" });
  const b = await createOpportunity(t, { title: "Order B", deadline: day(5), status: "ACTIVE" });
  // C closed after its application came in (the database refuses applications to closed opportunities)
  const c = await createOpportunity(t, { title: "Order C", deadline: day(10) });
  Object.assign(opp, { A: gid("Opportunity", a.id), B: gid("Opportunity", b.id), C: gid("Opportunity", c.id) });
  // B has two applications, C one, A none
  const b1 = await createApplication(t, { userId: member.user.id, opportunityId: b.id, status: "REJECTED" });
  const b2 = await createApplication(t, { userId: early.user.id, opportunityId: b.id, status: "PENDING" });
  const c1 = await createApplication(t, { userId: member.user.id, opportunityId: c.id, status: "APPROVED" });
  await t.prisma.opportunity.update({ where: { id: c.id }, data: { status: "EXPIRED" } });
  Object.assign(app, { b1: gid("Application", b1.id), b2: gid("Application", b2.id), c1: gid("Application", c1.id) });
});

describe("adminOpportunities(orderBy)", () => {
  it.each([
    ["TITLE", "ASC", ["A", "B", "C"]],
    ["TITLE", "DESC", ["C", "B", "A"]],
    ["DEADLINE", "ASC", ["B", "C", "A"]],
    ["DEADLINE", "DESC", ["A", "C", "B"]],
    ["STATUS", "ASC", ["B", "A", "C"]],
    ["STATUS", "DESC", ["C", "A", "B"]],
    ["APPLICATIONS", "ASC", ["A", "C", "B"]],
    ["APPLICATIONS", "DESC", ["B", "C", "A"]],
  ])("sorts by %s %s", async (field, direction, expected) => {
    const res = await t.gql(ADMIN_OPPORTUNITIES, { orderBy: { field, direction }, first: 100 }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(orderOf(res.data.adminOpportunities.edges, opp)).toEqual(expected);
  });

  it("pages in the requested order", async () => {
    const orderBy = { field: "DEADLINE", direction: "DESC" };
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const res: Awaited<ReturnType<typeof t.gql>> = await t.gql(ADMIN_OPPORTUNITIES, { orderBy, first: 1, after }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      const page: { edges: Array<{ node: { id: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } } = (res.data as { adminOpportunities: never })
        .adminOpportunities;
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(
      orderOf(
        seen.map((id) => ({ node: { id } })),
        opp,
      ),
    ).toEqual(["A", "C", "B"]);
  });

  it("keeps newest first without orderBy", async () => {
    const res = await t.gql(ADMIN_OPPORTUNITIES, { first: 100 }, { token: admin.token });
    expect(orderOf(res.data.adminOpportunities.edges, opp)).toEqual(["C", "B", "A"]);
  });
});

describe("applications(orderBy) and myApplications(orderBy)", () => {
  it.each([
    ["STATUS", "ASC", ["b2", "c1", "b1"]],
    ["STATUS", "DESC", ["b1", "c1", "b2"]],
    ["CREATED_AT", "ASC", ["b1", "b2", "c1"]],
    ["CREATED_AT", "DESC", ["c1", "b2", "b1"]],
    ["APPLICANT", "ASC", ["b2", expect.anything(), expect.anything()]],
  ])("applications sorts by %s %s", async (field, direction, expected) => {
    const res = await t.gql(APPLICATIONS, { orderBy: { field, direction } }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(orderOf(res.data.applications.edges, app)).toEqual(expected);
  });

  it("applications sorts by opportunity title both ways", async () => {
    const asc = await t.gql(APPLICATIONS, { orderBy: { field: "OPPORTUNITY", direction: "ASC" } }, { token: admin.token });
    expect(orderOf(asc.data.applications.edges, app).at(-1)).toBe("c1");
    const desc = await t.gql(APPLICATIONS, { orderBy: { field: "OPPORTUNITY", direction: "DESC" } }, { token: admin.token });
    expect(orderOf(desc.data.applications.edges, app)[0]).toBe("c1");
  });

  it("myApplications sorts the member's own both ways", async () => {
    const asc = await t.gql(MY_APPLICATIONS, { orderBy: { field: "CREATED_AT", direction: "ASC" } }, { token: member.token });
    expect(asc.errors).toBeUndefined();
    expect(orderOf(asc.data.myApplications.edges, app)).toEqual(["b1", "c1"]);
    const desc = await t.gql(MY_APPLICATIONS, { orderBy: { field: "CREATED_AT", direction: "DESC" } }, { token: member.token });
    expect(orderOf(desc.data.myApplications.edges, app)).toEqual(["c1", "b1"]);
  });
});
