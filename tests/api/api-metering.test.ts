import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newApiTokenSecret } from "../../api/src/modules/auth/api-token-secrets.ts";
import { API_LIMITS } from "../../api/src/graphql/limits.ts";
import { createAdmin, createOpportunity } from "../support/factories.ts";
import { wsClient } from "../support/opportunity-factories.ts";
import { type ApiProcess, startApiProcess } from "../support/api-process.ts";
import { useTestApp } from "../support/test-app.ts";

// Metering of the public API with the real budgets (no multiplier): what a
// partner's client sees in every answer, and what happens at the budget.
const t = useTestApp({ API_BUDGET_MULTIPLIER: "1" });
let adminId: string;
let adminToken: string;
/** this process listening (WebSocket and the two-process case) */
let urlA: string;

beforeAll(async () => {
  urlA = (await t.app.start()).replace("localhost", "127.0.0.1");
  const admin = await createAdmin(t);
  adminId = admin.user.id;
  adminToken = admin.token;
  await createOpportunity(t, { title: "Bolsa em Luanda" });
});
afterAll(async () => {
  await t.app?.stop();
});

/** a partner token straight in the database (scopes as given) */
async function partnerToken(scopes: string[] = ["opportunities:read"], extra: { revokedAt?: Date; expiresAt?: Date } = {}): Promise<string> {
  const secret = newApiTokenSecret();
  await t.prisma.apiToken.create({
    data: {
      name: "Parceiro de teste",
      prefix: secret.prefix,
      tokenHash: secret.tokenHash,
      scopes,
      createdById: adminId,
      expiresAt: extra.expiresAt ?? new Date(Date.now() + 86_400_000),
      revokedAt: extra.revokedAt ?? null,
    },
  });
  return secret.token;
}

/** 15 aliased pages of 100 opportunities: close to (under) the most one operation may cost */
const BIG = `query Big($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `a${i}: opportunities(first: $n) { edges { node { id title } } }`).join(" ")} }`;
const SMALL = `{ opportunities(first: 1) { edges { node { title } } } }`;

function expectMeterHeaders(headers: Headers, limit: number) {
  expect(headers.get("ratelimit-limit")).toBe(String(limit));
  const remaining = Number(headers.get("ratelimit-remaining"));
  expect(remaining).toBeGreaterThanOrEqual(0);
  expect(remaining).toBeLessThanOrEqual(limit);
  const reset = Number(headers.get("ratelimit-reset"));
  expect(reset).toBeGreaterThanOrEqual(1);
  expect(reset).toBeLessThanOrEqual(60);
  expect(headers.get("ratelimit-policy")).toBe(`${limit};w=60`);
}

describe("every answer says where the caller stands", () => {
  it("a visitor's query: headers per IP budget and the cost in extensions", async () => {
    const res = await t.gql(SMALL);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expectMeterHeaders(res.headers, API_LIMITS.budgetPerMinute.anonymous);
    const cost = (res as any).extensions.cost;
    // opportunities 1 + one row × (edges 1 + node 1 + title 1)
    expect(cost).toMatchObject({ requested: 4, limit: API_LIMITS.budgetPerMinute.anonymous });
    expect(cost.remaining).toBe(Number(res.headers.get("ratelimit-remaining")));
    expect(cost.resetSeconds).toBe(Number(res.headers.get("ratelimit-reset")));
  });

  it("errors carry them too: syntax, validation, an unknown token, oversized variables, invalid JSON", async () => {
    const syntax = await t.gql(`{ opportunities {`);
    const invalid = await t.gql(`{ noSuchField }`);
    const unknownToken = await t.gql(SMALL, {}, { token: "pnt_unknown" });
    const oversized = await t.gql(`query($f: OpportunityFilter) { opportunities(filter: $f) { totalCount } }`, {
      f: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
    });
    const badJson = await t.fetch("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{ not json" });
    for (const res of [syntax, invalid, unknownToken, oversized]) {
      expect(res.errors?.length).toBeGreaterThan(0);
      expectMeterHeaders(res.headers, API_LIMITS.budgetPerMinute.anonymous);
      expect((res as any).extensions.cost.requested).toBe(1);
    }
    expect(badJson.status).toBe(400);
    expectMeterHeaders(badJson.headers, API_LIMITS.budgetPerMinute.anonymous);
  });

  it("a signed-in person spends their own budget", async () => {
    const res = await t.gql(SMALL, {}, { token: adminToken });
    expectMeterHeaders(res.headers, API_LIMITS.budgetPerMinute.user);
    expect(Number(res.headers.get("ratelimit-remaining"))).toBe(API_LIMITS.budgetPerMinute.user - 4);
  });
});

describe("credentials", () => {
  it("an unknown, revoked or expired API token answers HTTP 401 with WWW-Authenticate", async () => {
    const revoked = await partnerToken(["opportunities:read"], { revokedAt: new Date() });
    const expired = await partnerToken(["opportunities:read"], { expiresAt: new Date(Date.now() - 1000) });
    for (const [token, reason] of [
      ["pnt_nonsense", "API_TOKEN_INVALID"],
      [revoked, "API_TOKEN_REVOKED"],
      [expired, "API_TOKEN_EXPIRED"],
    ] as const) {
      const res = await t.gql(SMALL, {}, { token });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(res.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason });
      expect(res.data ?? null).toBeNull();
    }
  });

  it("a stale access token of the web app still answers 200: public fields run, private ones say UNAUTHENTICATED", async () => {
    const stale = "eyJhbGciOiJIUzI1NiJ9.e30.stale";
    const open = await t.gql(`{ opportunities(first: 1) { totalCount } }`, {}, { token: stale });
    expect(open.status).toBe(200);
    expect(open.data?.opportunities.totalCount).toBeGreaterThan(0);
    const closed = await t.gql(`{ myNotifications(first: 1) { totalCount } }`, {}, { token: stale });
    expect(closed.status).toBe(200);
    expect(closed.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "ACCESS_TOKEN_INVALID" });
    // it spends the caller's IP budget, like a visitor
    expectMeterHeaders(closed.headers, API_LIMITS.budgetPerMinute.anonymous);
  });

  it("a token's scopes are checked on the partner fields; visitors keep public access", async () => {
    const unscoped = await partnerToken([]);
    const refused = await t.gql(SMALL, {}, { token: unscoped });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "MISSING_SCOPE" });
    expect(refused.data ?? null).toBeNull();
    // a field no scope covers answers as for a visitor
    const other = await t.gql(`{ authProviders { provider } }`, {}, { token: unscoped });
    expect(other.errors).toBeUndefined();

    const scoped = await partnerToken();
    const allowed = await t.gql(SMALL, {}, { token: scoped });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.opportunities.edges[0].node.title).toBe("Bolsa em Luanda");
    expectMeterHeaders(allowed.headers, API_LIMITS.budgetPerMinute.apiToken);
    expect((await t.gql(SMALL)).errors).toBeUndefined();
  });
});

describe("at the budget", () => {
  it("an operation that does not fit is not run: 429, Retry-After, RATE_LIMITED; small ones still fit; nothing charged for the refusal", async () => {
    const token = await partnerToken();
    const limit = API_LIMITS.budgetPerMinute.apiToken;
    const first = await t.gql(BIG, { n: 100 }, { token });
    expect(first.errors).toBeUndefined();
    const cost = (first as any).extensions.cost.requested as number;
    expect(cost).toBeGreaterThan(API_LIMITS.maxCost / 2);
    expect(cost).toBeLessThanOrEqual(API_LIMITS.maxCost);

    let last = first;
    let runs = 1;
    while (last.status === 200 && runs < Math.ceil(limit / cost) + 2) {
      last = await t.gql(BIG, { n: 100 }, { token });
      runs++;
    }
    expect(runs).toBe(Math.floor(limit / cost) + 1);
    expect(last.status).toBe(429);
    expect(last.data ?? null).toBeNull();
    const retryAfter = Number(last.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", reason: "RATE_LIMITED", retryAfterSeconds: retryAfter });
    const remaining = limit - Math.floor(limit / cost) * cost;
    expect(Number(last.headers.get("ratelimit-remaining"))).toBe(remaining);

    // what is left still serves a small query
    const small = await t.gql(SMALL, {}, { token });
    expect(small.status).toBe(200);
    expect(Number(small.headers.get("ratelimit-remaining"))).toBe(remaining - 4);

    // another token is not affected
    expect((await t.gql(BIG, { n: 100 }, { token: await partnerToken() })).status).toBe(200);
  });

  it("over graphql-ws an operation is metered alike; the refusal is the operation's error", async () => {
    const token = await partnerToken();
    const client = wsClient(urlA, token);
    const run = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<{ data?: any; errors?: any[] }>((resolve, reject) => {
        let result: { data?: any; errors?: any[] } = {};
        client.subscribe(
          { query, variables },
          { next: (r) => void (result = r as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => resolve(result) },
        );
      });
    try {
      let last = await run(BIG, { n: 100 });
      expect(last.errors).toBeUndefined();
      for (let i = 0; i < 20 && !last.errors; i++) last = await run(BIG, { n: 100 });
      expect(last.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", reason: "RATE_LIMITED" });
      expect(last.errors?.[0].extensions).not.toHaveProperty("http");
      // the same budget over HTTP
      const http = await t.gql(BIG, { n: 100 }, { token });
      expect(http.status).toBe(429);
    } finally {
      await client.dispose();
    }
  });
});

describe("over graphql-ws", () => {
  it("variables are bounded and the cost is checked before execution, as over HTTP", async () => {
    const client = wsClient(urlA);
    const run = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<{ data?: any; errors?: any[] }>((resolve, reject) => {
        let result: { data?: any; errors?: any[] } = {};
        client.subscribe(
          { query, variables },
          { next: (r) => void (result = r as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => resolve(result) },
        );
      });
    try {
      const f = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`chave${i}`, i]));
      const bounded = await run(`query($f: OpportunityFilter) { opportunities(filter: $f) { totalCount } }`, { f });
      expect(bounded.errors).toHaveLength(1);
      expect(bounded.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "VARIABLES_TOO_LARGE" });
      expect(JSON.stringify(bounded)).not.toContain("chave");
      const costly = await run(
        `query($n: Int) { ${Array.from({ length: 15 }, (_, i) => `a${i}: opportunities(first: $n) { edges { node { id title description country sector } } }`).join(" ")} }`,
        { n: 100 },
      );
      expect(costly.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "QUERY_TOO_COSTLY" });
      const ok = await run(SMALL);
      expect(ok.data.opportunities.edges).toHaveLength(1);
    } finally {
      await client.dispose();
    }
  });
});

describe("two API processes share one budget", () => {
  let second: ApiProcess;
  let urlB: string;

  beforeAll(async () => {
    second = await startApiProcess(t, { API_BUDGET_MULTIPLIER: "1" });
    urlB = second.url;
  });

  afterAll(async () => {
    await second?.stop();
  });

  async function at(url: string, token: string) {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: BIG, variables: { n: 100 } }),
    });
    return { status: res.status, remaining: Number(res.headers.get("ratelimit-remaining")), body: (await res.json()) as any };
  }

  it("what one process charged, the other sees; the budget spent through B refuses on A", async () => {
    const token = await partnerToken();
    const a1 = await at(urlA, token);
    const cost = a1.body.extensions.cost.requested as number;
    const b1 = await at(urlB, token);
    expect(a1.status).toBe(200);
    expect(b1.status).toBe(200);
    expect(b1.remaining).toBe(a1.remaining - cost);
    let last = b1;
    for (let i = 0; i < 20 && last.status === 200; i++) last = await at(urlB, token);
    expect(last.status).toBe(429);
    const onA = await at(urlA, token);
    expect(onA.status).toBe(429);
    expect(onA.body.errors[0].extensions.code).toBe("RATE_LIMITED");
  });
});
