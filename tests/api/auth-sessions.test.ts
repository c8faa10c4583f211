import { beforeEach, describe, expect, it } from "vitest";
import { clearRateLimits, cookieValue, ME, refresh, SIGN_OUT, setCookies, signIn } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

beforeEach(() => clearRateLimits(t));

describe("sign-in", () => {
  it("signs in with e-mail (any case, spaces) and password, and the access token identifies the person", async () => {
    const { user, password } = await createUser(t, { email: "ana@example.test" });
    const s = await signIn(t, "  Ana@Example.TEST ", password);
    expect(s.res.errors).toBeUndefined();
    expect(s.res.data.signIn.user).toMatchObject({ id: expect.any(String), email: "ana@example.test", role: "USER" });
    expect(new Date(s.res.data.signIn.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now());

    const me = await t.gql(ME, {}, { token: s.accessToken });
    expect(me.data.me.email).toBe(user.email);

    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.tokenHash).not.toBe(s.refreshToken);
    expect(session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const { user } = await createUser(t);
    const wrong = await signIn(t, user.email, "not-the-password");
    const unknown = await signIn(t, "nobody@example.test", "not-the-password");
    for (const r of [wrong, unknown]) {
      expect(r.res.data).toBeNull();
      expect(r.res.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "INVALID_CREDENTIALS" });
      expect(r.setCookie).toBe("");
    }
    expect(wrong.res.errors?.[0].message).toBe(unknown.res.errors?.[0].message);
  });

  // guessing limits: auth-guessing.test.ts

  it("sets an HttpOnly, SameSite=Lax refresh cookie: persistent with remember-me, a browser-session cookie without", async () => {
    const { user, password } = await createUser(t);
    const remembered = await signIn(t, user.email, password, { rememberMe: true });
    expect(remembered.setCookie).toMatch(/^ponte_rt=[A-Za-z0-9_-]{40,};/);
    expect(remembered.setCookie).toContain("HttpOnly");
    expect(remembered.setCookie).toContain("SameSite=Lax");
    expect(remembered.setCookie).toContain("Path=/");
    const maxAge = Number(/Max-Age=(\d+)/.exec(remembered.setCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 86400);
    expect(remembered.setCookie).not.toContain("Secure"); // PUBLIC_URL is not https here

    const session = await signIn(t, user.email, password, { rememberMe: false });
    expect(session.setCookie).toContain("HttpOnly");
    expect(session.setCookie).not.toMatch(/Max-Age|Expires/);
    expect(session.res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("refresh tokens", () => {
  it("rotates: a new refresh token and access token, and the old row points to its successor", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password, { rememberMe: true });
    const r = await refresh(t, s.refreshToken);
    expect(r.res.errors).toBeUndefined();
    expect(r.res.data.refreshSession.user.email).toBe(user.email);
    expect(r.refreshToken).not.toBe(s.refreshToken);
    expect(r.setCookie).toMatch(/Max-Age=\d+/); // remember-me is kept across rotations
    const me = await t.gql(ME, {}, { token: r.accessToken });
    expect(me.data.me.id).toBe(s.res.data.signIn.user.id);

    const rows = await t.prisma.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0].replacedById).toBe(rows[1].id);
    expect(rows[0].familyId).toBe(rows[1].familyId);
  });

  it("treats reuse of a rotated refresh token as theft: the whole sign-in is revoked", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    const r1 = await refresh(t, s.refreshToken);
    expect(r1.res.errors).toBeUndefined();
    // past the grace period for two tabs refreshing at once
    await t.prisma.session.updateMany({ where: { userId: user.id, replacedById: { not: null } }, data: { lastUsedAt: new Date(Date.now() - 60_000) } });

    const replay = await refresh(t, s.refreshToken);
    expect(replay.res.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" });
    expect(replay.setCookie).toMatch(/^ponte_rt=;.*Max-Age=0/);

    // the legitimate holder's newer token is gone too, and so is its access token
    const legit = await refresh(t, r1.refreshToken);
    expect(legit.res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    const me = await t.gql(ME, {}, { token: r1.accessToken });
    expect(me.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" });
    expect(await t.prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("lets two tabs refresh with the same cookie at the same moment", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    const [a, b] = await Promise.all([refresh(t, s.refreshToken), refresh(t, s.refreshToken)]);
    expect(a.res.errors).toBeUndefined();
    expect(b.res.errors).toBeUndefined();
    expect((await refresh(t, a.refreshToken)).res.errors).toBeUndefined();
  });

  it("answers SESSION_EXPIRED without a cookie, for an unknown one and for an expired session", async () => {
    const none = await t.gql(`mutation { refreshSession { accessToken } }`);
    expect(none.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" });
    expect((await refresh(t, "made-up-token")).res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");

    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    await t.prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await refresh(t, s.refreshToken);
    expect(expired.res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    expect(expired.setCookie).toContain("Max-Age=0");
  });
});

describe("sign-out", () => {
  it("revokes the refresh token, refuses the access token of that session and clears the cookie", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    const other = await signIn(t, user.email, password); // another device stays signed in

    const out = await t.gql(SIGN_OUT, {}, { token: s.accessToken, headers: { cookie: `ponte_rt=${s.refreshToken}` } });
    expect(out.data.signOut).toBe(true);
    expect(setCookies(out.headers).get("ponte_rt")).toMatch(/Max-Age=0/);

    expect((await refresh(t, s.refreshToken)).res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    const me = await t.gql(ME, {}, { token: s.accessToken });
    expect(me.data?.me ?? null).toBeNull();
    expect(me.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" });

    const stillIn = await t.gql(ME, {}, { token: other.accessToken });
    expect(stillIn.data.me.email).toBe(user.email);
  });

  it("works when already signed out, even with a stale access token attached", async () => {
    const { user, password } = await createUser(t);
    const s = await signIn(t, user.email, password);
    await t.gql(SIGN_OUT, {}, { headers: { cookie: `ponte_rt=${s.refreshToken}` } });
    const again = await t.gql(SIGN_OUT, {}, { token: s.accessToken, headers: { cookie: `ponte_rt=${s.refreshToken}` } });
    expect(again.errors).toBeUndefined();
    expect(again.data.signOut).toBe(true);
    const anonymous = await t.gql(SIGN_OUT);
    expect(anonymous.data.signOut).toBe(true);
  });

  it("a garbage access token does not break public queries but says why on private ones", async () => {
    const pub = await t.gql(`{ authSettings { demoMode } }`, {}, { token: "not-a-jwt" });
    expect(pub.errors).toBeUndefined();
    const priv = await t.gql(`mutation { updateMyPreferences(input: { theme: dark }) { id } }`, {}, { token: "not-a-jwt" });
    expect(priv.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "ACCESS_TOKEN_INVALID" });
    expect(cookieValue(undefined)).toBe("");
  });
});
