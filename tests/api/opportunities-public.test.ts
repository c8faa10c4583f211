import { describe, expect, it } from "vitest";
import { createOpportunity } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const LIST = /* GraphQL */ `
  query List($filter: OpportunityFilter, $first: Int) {
    opportunities(filter: $filter, first: $first) {
      totalCount
      edges { node { id title country sector type featured status applicationCount } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

describe("public opportunities connection", () => {
  it("lists active opportunities only, newest first, to anonymous visitors", async () => {
    const older = await createOpportunity(t, { title: "Older active", createdAt: new Date(Date.now() - 60000) });
    const newer = await createOpportunity(t, { title: "Newer active" });
    await createOpportunity(t, { title: "Paused one", status: "INACTIVE" });
    await createOpportunity(t, { title: "Expired one", status: "EXPIRED" });

    const res = await t.gql(LIST, {});
    expect(res.errors).toBeUndefined();
    const titles = res.data.opportunities.edges.map((e: any) => e.node.title);
    expect(titles).toEqual([newer.title, older.title]);
    expect(res.data.opportunities.totalCount).toBe(2);
    expect(res.data.opportunities.edges.every((e: any) => e.node.status === "ACTIVE")).toBe(true);
  });

  it("filters by country, sector, type, featured and free text", async () => {
    await createOpportunity(t, { title: "Windhoek solar grant", country: "NA", sector: "TECHNOLOGY", type: "FUNDING", featured: true });
    await createOpportunity(t, { title: "Cape Town clinic partnership", country: "ZA", sector: "HEALTH", type: "PARTNERSHIP", organization: "Saúde Sul" });

    const byCountry = await t.gql(LIST, { filter: { country: "NA" } });
    expect(byCountry.data.opportunities.edges.map((e: any) => e.node.title)).toEqual(["Windhoek solar grant"]);

    const bySector = await t.gql(LIST, { filter: { sector: "HEALTH", type: "PARTNERSHIP" } });
    expect(bySector.data.opportunities.edges.map((e: any) => e.node.title)).toEqual(["Cape Town clinic partnership"]);

    const featured = await t.gql(LIST, { filter: { featured: true } });
    expect(featured.data.opportunities.edges.map((e: any) => e.node.title)).toEqual(["Windhoek solar grant"]);

    // case-insensitive, over organisation too
    const text = await t.gql(LIST, { filter: { search: "SAÚDE" } });
    expect(text.data.opportunities.edges.map((e: any) => e.node.title)).toEqual(["Cape Town clinic partnership"]);
  });

  it("pages with cursors and caps the page size at 100", async () => {
    const first = await t.gql(LIST, { first: 1 });
    expect(first.data.opportunities.edges).toHaveLength(1);
    expect(first.data.opportunities.pageInfo.hasNextPage).toBe(true);

    await t.prisma.opportunity.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({
        title: `Bulk ${i}`,
        description: "bulk",
        country: "AO" as const,
        sector: "GENERAL" as const,
        organization: "Bulk Org",
        deadline: new Date(Date.now() + 86400000),
        requirements: ["x"],
      })),
    });
    const tooMany = await t.gql(LIST, { first: 1000 });
    expect(tooMany.errors).toBeUndefined();
    expect(tooMany.data.opportunities.edges).toHaveLength(100);
    expect(tooMany.data.opportunities.pageInfo.hasNextPage).toBe(true);
  });

  it("answers unknown enum values with a bad-input error, not a crash", async () => {
    const res = await t.gql(LIST, { filter: { country: "XX" } });
    expect(res.errors?.[0].message).toMatch(/Country/);
    expect(res.data).toBeUndefined();
  });
});
