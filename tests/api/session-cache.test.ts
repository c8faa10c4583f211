// The per-process cache of open sessions (api/src/infra/security/session-cache.ts):
// a signed-in request no longer looks its session up when this process did a
// moment ago, yet a session that ends, or a role that changes, is refused or
// seen at once on every process: the database's change events drop the entry
// (LISTEN), and the process that made the change forgets before it answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ME, SIGN_OUT, signIn } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { type ApiProcess, startApiProcess } from "../support/api-process.ts";
import { useTestApp } from "../support/test-app.ts";
import { eventually } from "../support/eventually.ts";
import type { SessionCache } from "../../api/src/infra/security/session-cache.ts";

const t = useTestApp();
let urlB: string;
let second: ApiProcess;

beforeAll(async () => {
  await t.app.start();
  second = await startApiProcess(t);
  urlB = second.url;
});

afterAll(async () => {
  await second?.stop();
  await t.app?.stop();
});

const cache = () => t.app.services.sessions as SessionCache;

async function signedInMember() {
  const { user, password } = await createUser(t);
  const { accessToken } = await signIn(t, user.email, password);
  expect(accessToken).toBeTruthy();
  return { user, accessToken };
}

const me = (token: string) => t.gql(ME, {}, { token });

describe("the cache of open sessions", () => {
  it("a repeated request of the same session runs no session statement", async () => {
    const { user, accessToken } = await signedInMember();
    expect((await me(accessToken)).data?.me.email).toBe(user.email);
    const before = cache().stats().hits;
    t.sql.reset();
    const again = await me(accessToken);
    const cached = t.sql.count;
    expect(again.data?.me.email).toBe(user.email);
    expect(cache().stats().hits).toBe(before + 1);

    // the same request with the cache emptied: one statement more (the lookup)
    cache().clear();
    t.sql.reset();
    await me(accessToken);
    expect(t.sql.count).toBe(cached + 1);
  });

  it("signed out through another process: refused here as soon as the change event arrives", async () => {
    const { user, accessToken } = await signedInMember();
    expect((await me(accessToken)).data?.me.email).toBe(user.email);
    expect((await me(accessToken)).data?.me.email).toBe(user.email); // now served from the cache

    const res = await fetch(`${urlB}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-ponte-csrf": "1", authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query: SIGN_OUT }),
    });
    expect(((await res.json()) as any).errors).toBeUndefined();

    const refused = await eventually(
      () => me(accessToken),
      (r) => r.errors?.[0]?.extensions?.code === "UNAUTHENTICATED",
    );
    expect(refused.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    expect(refused.data?.me ?? null).toBeNull();
  });

  it("a session ended straight in the database (no API process involved) is dropped too", async () => {
    const { user, accessToken } = await signedInMember();
    await me(accessToken);
    expect((await me(accessToken)).data?.me.email).toBe(user.email);
    await t.prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    await eventually(
      () => me(accessToken),
      (r) => r.errors?.[0]?.extensions?.reason === "SESSION_EXPIRED",
    );
  });

  it("a changed role is seen on the next requests (the change event drops the person's sessions)", async () => {
    const { user, accessToken } = await signedInMember();
    expect((await me(accessToken)).data?.me.role).toBe("USER");
    expect((await me(accessToken)).data?.me.role).toBe("USER");
    await t.prisma.user.update({ where: { id: user.id }, data: { role: "ADMIN" } });
    await eventually(
      () => me(accessToken),
      (r) => r.data?.me?.role === "ADMIN",
    );
  });

  it("signed out on this process: the very next request is refused, without waiting for the change event", async () => {
    const { accessToken } = await signedInMember();
    await me(accessToken);
    await me(accessToken);
    const out = await t.gql(SIGN_OUT, {}, { token: accessToken, headers: { "x-ponte-csrf": "1" } });
    expect(out.errors).toBeUndefined();
    const next = await me(accessToken);
    expect(next.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" });
  });

  it("not used while the change events are not heard; a lookup overtaken by a revocation is not kept", async () => {
    const listening = { on: false };
    const { createSessionCache } = await import("../../api/src/infra/security/session-cache.ts");
    const c = createSessionCache(() => listening.on);
    c.store("s1", { userId: "u1", role: "USER" }, c.begin());
    expect(c.get("s1")).toBeUndefined();
    listening.on = true;
    c.store("s1", { userId: "u1", role: "USER" }, c.begin());
    expect(c.get("s1")).toMatchObject({ userId: "u1" });
    // a lookup under way when a revocation arrived is not kept
    const begun = c.begin();
    c.revoke({ kind: "apiToken", id: "k" });
    c.store("s2", { userId: "u2", role: "USER" }, begun);
    expect(c.get("s2")).toBeUndefined();
    c.revoke({ kind: "user", id: "u1", reason: "ROLE_CHANGED" });
    expect(c.get("s1")).toBeUndefined();
  });
});
