import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newApiTokenSecret } from "../../api/src/modules/auth/api-token-secrets.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// The shared cache of visitors' reads (api/src/server/public-cache.ts): on here, as in production.
const t = useTestApp({ PUBLIC_READ_CACHE: "true" });

const LIST = `query List($first: Int) { opportunities(first: $first) { totalCount edges { node { id title applicationCount } } } }`;
const MEMBER_LIST = `query List($first: Int) { opportunities(first: $first) { edges { node { id title savedByMe myApplication { id } } } } }`;

let opportunityId = "";
let adminId = "";

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const titles = (r: { data?: { opportunities: { edges: Array<{ node: { title: string } }> } } }) => r.data?.opportunities.edges.map((e) => e.node.title) ?? [];

beforeAll(async () => {
  adminId = (await createAdmin(t)).user.id;
  opportunityId = (await createOpportunity(t, { title: "Bolsa em cache" })).id;
  // LISTEN is what keeps the cache honest: the cache is off until it runs
  await t.app.start();
}, 60_000);
afterAll(async () => {
  await t.app?.stop();
});

describe("visitors' opportunity reads", () => {
  it("are computed once, then served from the cache, still metered", async () => {
    const before = t.app.publicCache.stats();
    const first = await t.gql(LIST, { first: 5 });
    const second = await t.gql(LIST, { first: 5 });
    expect(first.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    const after = t.app.publicCache.stats();
    expect(after.stores - before.stores).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    // a hit still pays its cost: the budget goes down and the headers say so
    const cost = (r: typeof first) => r.headers.get("ratelimit-remaining");
    expect(Number(cost(second))).toBeLessThan(Number(cost(first)));
  });

  it("follow a committed change at once: an edited title, a new application's count", async () => {
    await t.gql(LIST, { first: 5 });
    await t.prisma.opportunity.update({ where: { id: opportunityId }, data: { title: "Bolsa renomeada" } });
    const renamed = await until(
      () => t.gql(LIST, { first: 5 }),
      (r) => titles(r).includes("Bolsa renomeada"),
      "the edited title is served",
    );
    expect(titles(renamed)).not.toContain("Bolsa em cache");

    const member = await createUser(t);
    await t.prisma.application.create({ data: { userId: member.user.id, opportunityId, message: "Quero participar." } });
    const counted = await until(
      () => t.gql(LIST, { first: 5 }),
      (r) => r.data?.opportunities.edges.some((e: { node: { id: string; applicationCount: number } }) => e.node.applicationCount === 1),
      "the new application is counted",
    );
    expect(counted.errors).toBeUndefined();
  });

  it("never serve a signed-in member, nor a stale access token, from the cache", async () => {
    const member = await createUser(t);
    await t.gql(MEMBER_LIST, { first: 5 });
    const before = t.app.publicCache.stats();
    const mine = await t.gql(MEMBER_LIST, { first: 5 }, { token: member.token });
    const stale = await t.gql(MEMBER_LIST, { first: 5 }, { token: `${member.token}x` });
    const after = t.app.publicCache.stats();
    expect(after).toEqual(before);
    expect(mine.errors).toBeUndefined();
    expect(stale.errors?.[0]?.extensions?.code ?? stale.status).toBeDefined();
  });

  it("still check a partner token's scopes when the answer is cached", async () => {
    await t.gql(LIST, { first: 3 });
    const secret = newApiTokenSecret();
    await t.prisma.apiToken.create({
      data: { name: "Sem escopo", prefix: secret.prefix, tokenHash: secret.tokenHash, scopes: [], createdById: adminId, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const refused = await t.gql(LIST, { first: 3 }, { token: secret.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", reason: "MISSING_SCOPE" });
    expect(refused.data?.opportunities).toBeFalsy();
  });

  it("keep other root fields out: an operation that also asks for the viewer is not cached", async () => {
    const mixed = `{ viewer { id } opportunities(first: 2) { totalCount } }`;
    const before = t.app.publicCache.stats();
    await t.gql(mixed);
    await t.gql(mixed);
    expect(t.app.publicCache.stats()).toEqual(before);
  });
});

describe("partners who poll with GET", () => {
  const url = () => `/graphql?query=${encodeURIComponent(LIST)}&variables=${encodeURIComponent(JSON.stringify({ first: 5 }))}`;
  const get = (headers: Record<string, string> = {}) => t.fetch(url(), { headers: { accept: "application/json", "x-ponte-csrf": "1", ...headers } });

  it("get an ETag, then 304 Not Modified until the data changes, then the new answer", async () => {
    const first = await get();
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    await first.json();

    const again = await get({ "if-none-match": tag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    // still metered
    expect(again.headers.get("ratelimit-remaining")).not.toBeNull();

    await t.prisma.opportunity.update({ where: { id: opportunityId }, data: { title: "Bolsa mudou outra vez" } });
    const changed = await until(
      () => get({ "if-none-match": tag as string }),
      (r) => r.status === 200,
      "the changed list is answered in full",
    );
    expect(changed.headers.get("etag")).not.toBe(tag);
    expect(JSON.stringify(await changed.json())).toContain("Bolsa mudou outra vez");
  });

  it("a POST carries no ETag and is never answered 304", async () => {
    const res = await t.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "if-none-match": "*" },
      body: JSON.stringify({ query: LIST, variables: { first: 5 } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeNull();
  });
});
