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

  it("never serve a stale access token from the cache, nor a visitor's answer to a member", async () => {
    const member = await createUser(t);
    await t.gql(MEMBER_LIST, { first: 5 });
    const before = t.app.publicCache.stats();
    const stale = await t.gql(MEMBER_LIST, { first: 5 }, { token: `${member.token}x` });
    expect(t.app.publicCache.stats()).toEqual(before);
    expect(stale.errors?.[0]?.extensions?.code ?? stale.status).toBeDefined();
    // the member's first read is computed (and stored as theirs), not the visitor's answer
    const mine = await t.gql(MEMBER_LIST, { first: 5 }, { token: member.token });
    expect(mine.errors).toBeUndefined();
    expect(t.app.publicCache.stats().hits).toBe(before.hits);
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

describe("signed-in list reads", () => {
  const ADMIN_LIST = `query Admin($first: Int) { applications(first: $first) { totalCount edges { node { id status message applicant { id fullName email } opportunity { id title } } } } }`;
  const SAVE = `mutation Save($id: ID!) { saveOpportunity(opportunityId: $id) { id } }`;
  type Card = { node: { id: string; savedByMe: boolean; myApplication: { id: string } | null } };
  const card = (r: { data?: { opportunities: { edges: Card[] } } }, id: string) => r.data?.opportunities.edges.find((e) => e.node.id === id)?.node;
  let globalId = "";
  let ownerId = "";
  let ownerToken = "";
  let applicationId = "";
  let adminToken = "";

  beforeAll(async () => {
    globalId = (await t.gql(`{ opportunities(first: 50) { edges { node { id title } } } }`)).data.opportunities.edges.find((e: { node: { title: string } }) =>
      e.node.title.startsWith("Bolsa"),
    ).node.id;
    const owner = await createUser(t, { fullName: "Dona da candidatura" });
    ownerId = owner.user.id;
    ownerToken = owner.token;
    applicationId = (await t.prisma.application.create({ data: { userId: ownerId, opportunityId, message: "Primeira mensagem." } })).id;
    await t.prisma.savedOpportunity.create({ data: { userId: ownerId, opportunityId } });
    adminToken = (await createAdmin(t)).token;
  });

  it("are each person's own: a second read is a hit, another member computes theirs", async () => {
    const other = await createUser(t);
    await until(
      () => t.gql(MEMBER_LIST, { first: 50 }, { token: ownerToken }),
      (r) => card(r, globalId)?.savedByMe === true,
      "the owner's bookmark is read",
    );
    // the owner's answer is in the cache (retried: a late change event may empty it meanwhile) …
    const hit = async (token: string) => {
      const before = t.app.publicCache.stats().hits;
      const r = await t.gql(MEMBER_LIST, { first: 50 }, { token });
      return { r, hit: t.app.publicCache.stats().hits > before };
    };
    const mine = await until(
      () => hit(ownerToken),
      (v) => v.hit,
      "the owner's answer is served from the cache",
    );
    expect(card(mine.r, globalId)).toMatchObject({ savedByMe: true, myApplication: { id: expect.any(String) } });
    // … and another member's read is computed, not served the owner's
    const before = t.app.publicCache.stats().hits;
    const theirs = await t.gql(MEMBER_LIST, { first: 50 }, { token: other.token });
    expect(t.app.publicCache.stats().hits).toBe(before);
    expect(card(theirs, globalId)).toMatchObject({ savedByMe: false, myApplication: null });
    // then served theirs from the cache
    const again = await until(
      () => hit(other.token),
      (v) => v.hit,
      "the other member's answer is served from the cache",
    );
    expect(again.r.data).toEqual(theirs.data);
  });

  it("keep the role in the key: a member is refused the administrators' list an administrator has cached", async () => {
    const admin = await t.gql(ADMIN_LIST, { first: 50 }, { token: adminToken });
    expect(admin.errors).toBeUndefined();
    expect(admin.data.applications.totalCount).toBeGreaterThan(0);
    const refused = await t.gql(ADMIN_LIST, { first: 50 }, { token: ownerToken });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(refused.data?.applications ?? null).toBeNull();
  });

  it("follow every table they read: a bookmark, an application's message, an applicant's name", async () => {
    const other = await createUser(t);
    const unsaved = await t.gql(MEMBER_LIST, { first: 50 }, { token: other.token });
    expect(card(unsaved, globalId)?.savedByMe).toBe(false);
    await t.prisma.savedOpportunity.create({ data: { userId: other.user.id, opportunityId } });
    await until(
      () => t.gql(MEMBER_LIST, { first: 50 }, { token: other.token }),
      (r) => card(r, globalId)?.savedByMe === true,
      "the new bookmark is served",
    );

    const row = (r: { data?: { applications: { edges: Array<{ node: { message: string; applicant: { fullName: string } } }> } } }) =>
      r.data?.applications.edges.find((e) => e.node.applicant.fullName.startsWith("Dona"))?.node;
    await t.gql(ADMIN_LIST, { first: 50 }, { token: adminToken });
    await t.prisma.application.update({ where: { id: applicationId }, data: { message: "Mensagem revista." } });
    await until(
      () => t.gql(ADMIN_LIST, { first: 50 }, { token: adminToken }),
      (r) => row(r)?.message === "Mensagem revista.",
      "the edited message is served",
    );
    await t.prisma.user.update({ where: { id: ownerId }, data: { fullName: "Dona renomeada" } });
    await until(
      () => t.gql(ADMIN_LIST, { first: 50 }, { token: adminToken }),
      (r) => row(r)?.applicant.fullName === "Dona renomeada",
      "the applicant's new name is served",
    );
  });

  it("show a person their own mutation at once, before its event arrives", async () => {
    const other = await createUser(t);
    await t.gql(MEMBER_LIST, { first: 50 }, { token: other.token });
    const saved = await t.gql(SAVE, { id: globalId }, { token: other.token });
    expect(saved.errors).toBeUndefined();
    const after = await t.gql(MEMBER_LIST, { first: 50 }, { token: other.token });
    expect(card(after, globalId)?.savedByMe).toBe(true);
  });

  it("leave out operations with any other field (here who published the opportunity)", async () => {
    const withCreator = `{ opportunities(first: 5) { edges { node { id createdBy { id } } } } }`;
    const before = t.app.publicCache.stats();
    await t.gql(withCreator, {}, { token: adminToken });
    await t.gql(withCreator, {}, { token: adminToken });
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
