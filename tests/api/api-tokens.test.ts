import { describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateApiTokenInput!) {
    createApiToken(input: $input) { token apiToken { id name prefix scopes expiresAt revokedAt lastUsedAt createdBy { fullName } } }
  }
`;
const LIST = /* GraphQL */ `
  query List { apiTokens(first: 10) { totalCount edges { node { id name prefix revokedAt lastUsedAt } } } }
`;
const REVOKE = /* GraphQL */ `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`;
const PARTNER_QUERY = /* GraphQL */ `{ opportunities(first: 5) { totalCount edges { node { title } } } }`;

async function newToken(adminToken: string, input: Record<string, unknown> = {}) {
  const res = await t.gql(CREATE, { input: { name: "Universidade de Namíbia", expiresInDays: 90, scopes: ["opportunities:read"], ...input } }, { token: adminToken });
  expect(res.errors).toBeUndefined();
  return res.data.createApiToken as { token: string; apiToken: { id: string; prefix: string; expiresAt: string; createdBy: { fullName: string } } };
}

describe("partner API tokens", () => {
  it("an admin creates a token shown once; only its hash is stored; it reads opportunities", async () => {
    const { token: adminToken } = await createAdmin(t, { fullName: "Gestora Ponte" });
    await createOpportunity(t, { title: "Bolsa de estudo em Windhoek" });
    const created = await newToken(adminToken);
    expect(created.token).toMatch(/^pnt_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.apiToken.prefix)).toBe(true);
    expect(created.apiToken.createdBy.fullName).toBe("Gestora Ponte");
    const days = (new Date(created.apiToken.expiresAt).getTime() - Date.now()) / 86400000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const rows = await t.prisma.apiToken.findMany();
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect(await t.prisma.auditLog.count({ where: { action: "apiToken.create" } })).toBe(1);

    const res = await t.gql(PARTNER_QUERY, {}, { token: created.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.opportunities.edges.map((e: any) => e.node.title)).toContain("Bolsa de estudo em Windhoek");

    const listed = await t.gql(LIST, {}, { token: adminToken });
    const node = listed.data.apiTokens.edges.find((e: any) => e.node.id === created.apiToken.id).node;
    expect(node.lastUsedAt).not.toBeNull();
    expect(node).not.toHaveProperty("token");
  });

  it("a token cannot act as a person", async () => {
    const { token: adminToken } = await createAdmin(t);
    const { token } = await newToken(adminToken);
    const me = await t.gql(`{ me { id } }`, {}, { token });
    expect(me.data.me).toBeNull();
    const list = await t.gql(LIST, {}, { token });
    expect(list.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const mutation = await t.gql(`mutation { updateMyPreferences(input: { theme: dark }) { id } }`, {}, { token });
    expect(mutation.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("revoked, expired and unknown tokens get UNAUTHENTICATED for the whole request", async () => {
    const { token: adminToken } = await createAdmin(t);
    const revoked = await newToken(adminToken, { name: "Revogado" });
    const r = await t.gql(REVOKE, { id: revoked.apiToken.id }, { token: adminToken });
    expect(r.data.revokeApiToken.revokedAt).not.toBeNull();
    const afterRevoke = await t.gql(PARTNER_QUERY, {}, { token: revoked.token });
    expect(afterRevoke.data).toBeUndefined();
    expect(afterRevoke.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "API_TOKEN_REVOKED" });
    // revoking again keeps the first date
    const again = await t.gql(REVOKE, { id: revoked.apiToken.id }, { token: adminToken });
    expect(again.data.revokeApiToken.revokedAt).toBe(r.data.revokeApiToken.revokedAt);
    expect(await t.prisma.auditLog.count({ where: { action: "apiToken.revoke" } })).toBe(1);

    const expired = await newToken(adminToken, { name: "Expirado", expiresInDays: 1 });
    await t.prisma.apiToken.updateMany({ where: { name: "Expirado" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const afterExpiry = await t.gql(PARTNER_QUERY, {}, { token: expired.token });
    expect(afterExpiry.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "API_TOKEN_EXPIRED" });

    const unknown = await t.gql(PARTNER_QUERY, {}, { token: "pnt_madeup" });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "API_TOKEN_INVALID" });
  });

  it("validates name, lifetime (1 to 365 days) and scopes", async () => {
    const { token: adminToken } = await createAdmin(t);
    const bad = async (input: Record<string, unknown>) =>
      (await t.gql(CREATE, { input: { name: "X", expiresInDays: 30, scopes: ["opportunities:read"], ...input } }, { token: adminToken })).errors?.[0].extensions;
    expect(await bad({ expiresInDays: 0 })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await bad({ expiresInDays: 366 })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await bad({ scopes: ["users:write"] })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await bad({ scopes: [] })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await bad({ name: "  " })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await t.prisma.apiToken.count({ where: { name: "X" } })).toBe(0);
  });

  it("only administrators manage tokens", async () => {
    const { token: memberToken } = await createUser(t);
    const create = await t.gql(CREATE, { input: { name: "Mine", expiresInDays: 30, scopes: ["opportunities:read"] } }, { token: memberToken });
    expect(create.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.gql(LIST)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("limits each token to 600 requests a minute", async () => {
    const { token: adminToken } = await createAdmin(t);
    const created = await newToken(adminToken, { name: "Ocupado" });
    // the counter is a database row shared by every API process; start it near the limit
    await t.prisma.rateLimitBucket.create({
      data: { key: `api-token:${(await t.prisma.apiToken.findFirstOrThrow({ where: { name: "Ocupado" } })).id}`, count: 600, resetAt: new Date(Date.now() + 30_000) },
    });
    const res = await t.gql(PARTNER_QUERY, {}, { token: created.token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED" });
    expect(res.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(res.errors?.[0].extensions?.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it("lists newest first, and sorts by name, expiry and last use both ways", async () => {
    const { token: adminToken } = await createAdmin(t);
    await t.prisma.apiToken.deleteMany();
    await newToken(adminToken, { name: "Bravo", expiresInDays: 30 });
    await newToken(adminToken, { name: "Alpha", expiresInDays: 200 });
    const used = await newToken(adminToken, { name: "Charlie", expiresInDays: 90 });
    await t.gql(PARTNER_QUERY, {}, { token: used.token });
    const SORTED = /* GraphQL */ `query Sorted($orderBy: ApiTokenOrder) { apiTokens(first: 10, orderBy: $orderBy) { edges { node { name } } } }`;
    const names = async (orderBy: unknown) => {
      const res = await t.gql(SORTED, { orderBy }, { token: adminToken });
      expect(res.errors).toBeUndefined();
      return res.data.apiTokens.edges.map((e: any) => e.node.name);
    };
    expect(await names(null)).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(await names({ field: "NAME", direction: "ASC" })).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await names({ field: "NAME", direction: "DESC" })).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(await names({ field: "EXPIRES_AT", direction: "ASC" })).toEqual(["Bravo", "Charlie", "Alpha"]);
    expect(await names({ field: "EXPIRES_AT", direction: "DESC" })).toEqual(["Alpha", "Charlie", "Bravo"]);
    expect((await names({ field: "LAST_USED_AT", direction: "ASC" }))[0]).toBe("Charlie");
    expect((await names({ field: "LAST_USED_AT", direction: "DESC" }))[0]).toBe("Charlie");
  });
});
