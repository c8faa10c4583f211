import { describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const Q = /* GraphQL */ `
  query U($filter: AdminUserFilter, $first: Int, $after: String) {
    adminUsers(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { fullName email country sector organization role createdAt } }
    }
  }
`;

describe("admin users list", () => {
  it("searches name, e-mail and organisation, filters by country and role, counts the matches", async () => {
    const admin = await createAdmin(t, { fullName: "Users Admin" });
    await createUser(t, { fullName: "Etosha One", country: "NA", organization: "Etosha Parks" });
    await createUser(t, { fullName: "Second", email: "etosha-two@example.test", country: "AO" });
    await createUser(t, { fullName: "Unrelated", country: "NA" });

    const search = await t.gql(Q, { filter: { search: "etosha" } }, { token: admin.token });
    expect(search.errors).toBeUndefined();
    expect(search.data.adminUsers.totalCount).toBe(2);
    expect(search.data.adminUsers.edges.map((e: any) => e.node.fullName).sort()).toEqual(["Etosha One", "Second"]);

    const namibia = await t.gql(Q, { filter: { search: "etosha", country: "NA" } }, { token: admin.token });
    expect(namibia.data.adminUsers.edges.map((e: any) => e.node)).toEqual([
      expect.objectContaining({ fullName: "Etosha One", country: "NA", organization: "Etosha Parks", role: "USER" }),
    ]);

    const admins = await t.gql(Q, { filter: { role: "ADMIN" } }, { token: admin.token });
    expect(admins.data.adminUsers.edges.map((e: any) => e.node.email)).toEqual([admin.user.email]);
  });

  it("pages with cursors", async () => {
    const admin = await createAdmin(t);
    const page1 = await t.gql(Q, { first: 2 }, { token: admin.token });
    expect(page1.data.adminUsers.edges).toHaveLength(2);
    expect(page1.data.adminUsers.pageInfo.hasNextPage).toBe(true);
    const page2 = await t.gql(Q, { first: 2, after: page1.data.adminUsers.pageInfo.endCursor }, { token: admin.token });
    expect(page2.data.adminUsers.edges[0].node.email).not.toBe(page1.data.adminUsers.edges[1].node.email);
  });

  it("members and visitors cannot list users", async () => {
    const { token } = await createUser(t);
    const member = await t.gql(Q, {}, { token });
    expect(member.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(member.data).toBeNull();
    const visitor = await t.gql(Q, {});
    expect(visitor.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("sorting the admin users list", () => {
  const SORTED = /* GraphQL */ `
    query Sorted($orderBy: AdminUserOrder, $filter: AdminUserFilter) {
      adminUsers(orderBy: $orderBy, filter: $filter, first: 50) { edges { node { fullName role } } }
    }
  `;
  it("sorts by name, joined date and role, both ways", async () => {
    const admin = await createAdmin(t, { fullName: "Sortadmin Bravo", organization: "Sortorg", createdAt: new Date("2024-06-01") });
    await createUser(t, { fullName: "Sortuser Alpha", organization: "Sortorg", createdAt: new Date("2025-01-01") });
    await createUser(t, { fullName: "Sortuser Charlie", organization: "Sortorg", createdAt: new Date("2023-01-01") });
    const names = async (orderBy: unknown) => {
      const res = await t.gql(SORTED, { orderBy, filter: { search: "sortorg" } }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      return res.data.adminUsers.edges.map((e: any) => e.node.fullName);
    };
    expect(await names({ field: "NAME", direction: "ASC" })).toEqual(["Sortadmin Bravo", "Sortuser Alpha", "Sortuser Charlie"]);
    expect(await names({ field: "NAME", direction: "DESC" })).toEqual(["Sortuser Charlie", "Sortuser Alpha", "Sortadmin Bravo"]);
    expect(await names({ field: "JOINED", direction: "ASC" })).toEqual(["Sortuser Charlie", "Sortadmin Bravo", "Sortuser Alpha"]);
    expect(await names({ field: "JOINED", direction: "DESC" })).toEqual(["Sortuser Alpha", "Sortadmin Bravo", "Sortuser Charlie"]);
    expect((await names({ field: "ROLE", direction: "ASC" })).at(-1)).toBe("Sortadmin Bravo");
    expect((await names({ field: "ROLE", direction: "DESC" }))[0]).toBe("Sortadmin Bravo");
  });
});
