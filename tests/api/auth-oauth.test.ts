import { Events } from "oauth2-mock-server";
import { describe, expect, it } from "vitest";
import { cookieValue, linkToken, refresh, setCookies, signIn, waitForMail } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useMockOAuthProvider } from "../support/oauth-provider.ts";

// The full redirect flow against a local OpenID provider standing in for
// Google (Facebook stays unconfigured).
const oauth = useMockOAuthProvider("GOOGLE", { ADMIN_EMAILS: "diretora@ponte.org" });
const { t, providerUser } = oauth;

/** Walks the browser's redirects: app /start → provider /authorize → app /callback → web /auth/callback. */
async function oauthSignIn(path = "/auth/google/start?remember=1") {
  const start = await fetch(`${oauth.base()}${path}`, { redirect: "manual" });
  expect(start.status).toBe(302);
  const stateCookie = setCookies(start.headers).get("ponte_oauth");
  const authorize = start.headers.get("location")!;
  if (!stateCookie) return { start, authorize, final: start };

  const back = await fetch(authorize, { redirect: "manual" });
  expect(back.status).toBe(302);
  const callbackUrl = back.headers.get("location")!;
  const final = await fetch(callbackUrl, {
    redirect: "manual",
    headers: { cookie: `ponte_oauth=${cookieValue(stateCookie)}` },
  });
  expect(final.status).toBe(302);
  return { start, authorize, stateCookie, callbackUrl, final };
}

describe("OAuth sign-in", () => {
  it("lists which providers are enabled", async () => {
    const res = await t.gql(`{ authProviders { provider enabled } }`);
    expect(res.data.authProviders).toEqual([
      { provider: "GOOGLE", enabled: true },
      { provider: "FACEBOOK", enabled: false },
    ]);
  });

  it("signs a new person in with Google: PKCE and state, an account is created, the refresh cookie is set", async () => {
    providerUser({ sub: "google-nomvula", email: "Nomvula@Example.TEST", email_verified: true, name: "Nomvula Khumalo" });
    const flow = await oauthSignIn();

    const authorize = new URL(flow.authorize);
    expect(authorize.searchParams.get("client_id")).toBe("ponte-test-client");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");
    // from the configuration (PUBLIC_URL, else HOST or localhost and the port), never from the request's Host
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${oauth.base()}/auth/google/callback`);
    expect(flow.stateCookie).toMatch(/HttpOnly/);
    expect(flow.stateCookie).toMatch(/Path=\/auth\//);

    expect(flow.final.headers.get("location")).toBe("/auth/callback?status=success");
    const cookies = setCookies(flow.final.headers);
    expect(cookies.get("ponte_oauth")).toMatch(/Max-Age=0/);
    const rt = cookies.get("ponte_rt")!;
    expect(rt).toMatch(/Max-Age=\d+/); // remember=1

    // the web app's callback page exchanges the cookie for an access token (over real HTTP here)
    const http = await fetch(`${oauth.base()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `ponte_rt=${cookieValue(rt)}` },
      body: JSON.stringify({ query: "mutation { refreshSession { accessToken user { email } } }" }),
    });
    const body = (await http.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.refreshSession.user.email).toBe("nomvula@example.test");
    expect(setCookies(http.headers).get("ponte_rt")).toMatch(/^ponte_rt=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const session = await t.prisma.session.findFirstOrThrow({ where: { user: { email: "nomvula@example.test" }, replacedById: null } });
    expect(session.ipAddress).toBe("127.0.0.1");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: "nomvula@example.test" }, include: { oauthAccounts: true } });
    expect(user).toMatchObject({ fullName: "Nomvula Khumalo", role: "USER", passwordHash: null });
    expect(user.oauthAccounts).toMatchObject([{ provider: "GOOGLE", providerAccountId: "google-nomvula" }]);
  });

  it("finds the same account on the next sign-in, and links an existing password account by e-mail", async () => {
    providerUser({ sub: "google-nomvula", email: "nomvula@example.test", email_verified: true, name: "Other Name" });
    const again = await oauthSignIn("/auth/google/start");
    expect(again.final.headers.get("location")).toBe("/auth/callback?status=success");
    // without remember=1 the refresh cookie lasts for the browser session
    expect(setCookies(again.final.headers).get("ponte_rt")).not.toMatch(/Max-Age/);
    expect(await t.prisma.user.count({ where: { email: "nomvula@example.test" } })).toBe(1);

    // an existing password account is not entered: its owner is asked by e-mail first (auth-oauth-linking.test.ts)
    const { user } = await createUser(t, { email: "pieter@example.test" });
    providerUser({ sub: "google-pieter", email: "pieter@example.test", email_verified: true, name: "Pieter" });
    const pending = await oauthSignIn();
    expect(pending.final.headers.get("location")).toBe("/auth/callback?status=link_pending&provider=google");
    expect(setCookies(pending.final.headers).get("ponte_rt")).toBeUndefined();
    expect(await t.prisma.oAuthAccount.count({ where: { userId: user.id } })).toBe(0);
  });

  it("links an existing account only when its owner follows the e-mailed link, and tells them", async () => {
    const { user, password } = await createUser(t, { email: "thandi@example.test", language: "en" });
    providerUser({ sub: "google-thandi", email: "thandi@example.test", email_verified: true, name: "Thandi" });
    const pending = await oauthSignIn();
    expect(pending.final.headers.get("location")).toBe("/auth/callback?status=link_pending&provider=google");
    const mail = await waitForMail(t.config.outboxDir, user.email, "/link-account?token=");
    expect(mail).toContain("Subject: Ponte: link your Google account?");
    expect(mail).toContain(`${oauth.base()}/link-account?token=`);
    const token = linkToken(mail, "/link-account");

    const LINK = /* GraphQL */ `mutation($token: String!) { confirmOAuthLink(token: $token) }`;
    const linked = await t.gql(LINK, { token });
    expect(linked.errors).toBeUndefined();
    expect(linked.data.confirmOAuthLink).toBe("GOOGLE");
    await waitForMail(t.config.outboxDir, user.email, "Google can now be used to sign in");
    expect((await t.gql(LINK, { token })).errors?.[0].extensions?.reason).toBe("TOKEN_INVALID");

    providerUser({ sub: "google-thandi", email: "thandi@example.test", email_verified: true, name: "Thandi" });
    const again = await oauthSignIn();
    expect(again.final.headers.get("location")).toBe("/auth/callback?status=success");
    const session = await refresh(t, cookieValue(setCookies(again.final.headers).get("ponte_rt")));
    expect(session.res.data.refreshSession.user.id).toBe(Buffer.from(`User:${user.id}`).toString("base64"));
    expect(password).toBeTruthy();
  });

  it("never links an administrator's account from the mailbox alone: the owner must be signed in", async () => {
    const { user, password } = await createUser(t, { email: "chefe@example.test", role: "ADMIN" });
    providerUser({ sub: "google-chefe", email: "chefe@example.test", email_verified: true, name: "Chefe" });
    await oauthSignIn();
    const token = linkToken(await waitForMail(t.config.outboxDir, user.email, "/link-account?token="), "/link-account");
    const LINK = /* GraphQL */ `mutation($token: String!) { confirmOAuthLink(token: $token) }`;
    const anonymous = await t.gql(LINK, { token });
    expect(anonymous.errors?.[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", reason: "SIGN_IN_REQUIRED" });
    expect(await t.prisma.oAuthAccount.count({ where: { userId: user.id } })).toBe(0);
    const me = await signIn(t, user.email, password);
    const signedIn = await t.gql(LINK, { token }, { token: me.accessToken });
    expect(signedIn.data?.confirmOAuthLink).toBe("GOOGLE");
    expect(await t.prisma.oAuthAccount.count({ where: { userId: user.id } })).toBe(1);
  });

  it("grants ADMIN at once to a configured address the provider has verified", async () => {
    providerUser({ sub: "google-diretora", email: "diretora@ponte.org", email_verified: true, name: "Diretora" });
    await oauthSignIn();
    expect((await t.prisma.user.findUniqueOrThrow({ where: { email: "diretora@ponte.org" } })).role).toBe("ADMIN");
  });

  it("refuses an e-mail the provider has not verified", async () => {
    providerUser({ sub: "google-x", email: "someone-else@example.test", email_verified: false });
    const flow = await oauthSignIn();
    const to = new URL(flow.final.headers.get("location")!, oauth.base());
    expect(to.pathname).toBe("/auth/callback");
    expect(to.searchParams.get("error")).toBe("server_error");
    expect(to.searchParams.get("error_description")).toMatch(/not verified/);
    expect(setCookies(flow.final.headers).has("ponte_rt")).toBe(false);
    expect(await t.prisma.user.count({ where: { email: "someone-else@example.test" } })).toBe(0);
  });

  it("sends the person back with error=access_denied when they cancel at the provider", async () => {
    oauth.server.service.once(Events.BeforeAuthorizeRedirect, ({ url }) => {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    });
    const flow = await oauthSignIn();
    expect(flow.final.headers.get("location")).toBe("/auth/callback?error=access_denied");
  });

  it("answers provider_not_enabled for a provider without settings", async () => {
    const flow = await oauthSignIn("/auth/facebook/start");
    expect(flow.final.headers.get("location")).toBe("/auth/callback?error=provider_not_enabled&provider=facebook");
  });

  it("refuses a callback whose state does not match the browser's cookie (login CSRF)", async () => {
    const start = await fetch(`${oauth.base()}/auth/google/start`, { redirect: "manual" });
    const stateCookie = cookieValue(setCookies(start.headers).get("ponte_oauth"));
    const forged = await fetch(`${oauth.base()}/auth/google/callback?code=attacker-code&state=attacker-state`, {
      redirect: "manual",
      headers: { cookie: `ponte_oauth=${stateCookie}` },
    });
    const to = new URL(forged.headers.get("location")!, oauth.base());
    expect(to.searchParams.get("error")).toBe("server_error");
    expect(setCookies(forged.headers).has("ponte_rt")).toBe(false);

    const noCookie = await fetch(`${oauth.base()}/auth/google/callback?code=x&state=y`, { redirect: "manual" });
    expect(new URL(noCookie.headers.get("location")!, oauth.base()).searchParams.get("error")).toBe("server_error");
  });
});
