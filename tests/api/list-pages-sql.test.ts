import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// The first page of the opportunities list and of the administrators'
// applications list is one raw statement (issue 13); a cursor, updatedSince,
// another order or selection goes through Prisma. Both must answer alike.
const t = useTestApp();

const CARD = /* GraphQL */ `
  id title description country sector type organization location budget currency deadline
  requirements status featured imageUrl applicationCount createdAt updatedAt
  myApplication { id status createdAt } savedByMe
`;
const OPPORTUNITIES = /* GraphQL */ `
  query Page($filter: OpportunityFilter, $updatedSince: DateTime) {
    opportunities(filter: $filter, first: 5, updatedSince: $updatedSince) {
      totalCount
      edges { cursor node { ${CARD} } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;
const ROW = /* GraphQL */ `
  id status message createdAt updatedAt
  applicant { id fullName email country organization avatarUrl }
  opportunity { id title country sector organization location deadline }
`;
const applications = (extra: string) => /* GraphQL */ `
  query Applications($filter: ApplicationFilter) {
    applications(filter: $filter, first: 3) {
      totalCount
      edges { cursor node { ${ROW} ${extra} } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

let member: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  member = await createUser(t, { organization: "Cooperativa" });
  admin = await createAdmin(t);
  const other = await createUser(t);
  for (let i = 0; i < 8; i++) {
    const o = await createOpportunity(t, { country: "NA", sector: i % 2 ? "HEALTH" : "EDUCATION", budget: i % 3 ? "1500.50" : null, requirements: [`r${i}`, "x"] });
    if (i % 2)
      await t.prisma.application.create({ data: { userId: member.user.id, opportunityId: o.id, message: `m${i}`, status: i % 4 === 1 ? "APPROVED" : "PENDING" } });
    if (i % 3 === 0) await t.prisma.application.create({ data: { userId: other.user.id, opportunityId: o.id, message: "o" } });
    if (i % 3 === 1) await t.prisma.savedOpportunity.create({ data: { userId: member.user.id, opportunityId: o.id } });
  }
});

describe("list first pages read by one statement", () => {
  it("the opportunities page answers as through Prisma, for a visitor and a member, with its count in the same statement", async () => {
    for (const token of [undefined, member.token]) {
      for (const filter of [{ country: "NA" }, { country: "NA", sector: "HEALTH" }]) {
        t.sql.reset();
        const raw = await t.gql(OPPORTUNITIES, { filter }, { token });
        const statements = t.sql.count;
        // every opportunity was changed after 2000: the same rows, through Prisma (page and count apart)
        t.sql.reset();
        const viaPrisma = await t.gql(OPPORTUNITIES, { filter, updatedSince: "2000-01-01T00:00:00Z" }, { token });
        expect(statements).toBe(t.sql.count - 1);
        expect(raw.errors).toBeUndefined();
        expect(raw.data).toEqual(viaPrisma.data);
        expect(raw.data.opportunities.edges.length).toBeGreaterThan(0);
      }
    }
    const mine = await t.gql(OPPORTUNITIES, { filter: { country: "NA" } }, { token: member.token });
    const marks = mine.data.opportunities.edges.map((e: { node: { myApplication: { status: string } | null; savedByMe: boolean } }) => [
      e.node.myApplication?.status ?? null,
      e.node.savedByMe,
    ]);
    expect(marks.flat()).toEqual(expect.arrayContaining(["APPROVED", "PENDING", null, true, false]));
  });

  it("the applications page answers as through Prisma, with the same authorisation", async () => {
    for (const filter of [null, { status: "PENDING" }]) {
      const raw = await t.gql(applications(""), { filter }, { token: admin.token });
      // the history is another relation: the page goes through Prisma
      const viaPrisma = await t.gql(applications("history { status }"), { filter }, { token: admin.token });
      expect(raw.errors).toBeUndefined();
      const { edges, ...rest } = viaPrisma.data.applications;
      const withoutHistory = edges.map((e: { cursor: string; node: Record<string, unknown> }) => {
        const { history: _history, ...node } = e.node;
        return { ...e, node };
      });
      expect(raw.data.applications).toEqual({ ...rest, edges: withoutHistory });
      expect(raw.data.applications.edges).toHaveLength(3);
    }
    const refused = await t.gql(applications(""), {}, { token: member.token });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
