import type { AddressInfo } from "node:net";
import { Events, OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieValue, setCookies } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Facebook against a local provider: Facebook does not say whether it checked an
// address, so Ponte treats its e-mails as unverified unless it is told otherwise.
const provider = new OAuth2Server();
const env: Record<string, string> = { ADMIN_EMAILS: "chefe.fb@ponte.org" };
let base = "";

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url!.replace(/\/$/, "");
  Object.assign(env, {
    FACEBOOK_CLIENT_ID: "ponte-test-client",
    FACEBOOK_CLIENT_SECRET: "ponte-test-secret",
    FACEBOOK_AUTH_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
  });
});

const t = useTestApp(env);

beforeAll(async () => {
  await t.app.start();
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.app.stop();
  await provider.stop();
});

const providerUser = (profile: Record<string, unknown>) =>
  provider.service.once(Events.BeforeUserinfo, (res) => {
    res.body = profile;
  });

async function facebookSignIn() {
  const start = await fetch(`${base}/auth/facebook/start`, { redirect: "manual" });
  const stateCookie = setCookies(start.headers).get("ponte_oauth")!;
  const back = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const final = await fetch(back.headers.get("location")!, {
    redirect: "manual",
    headers: { cookie: `ponte_oauth=${cookieValue(stateCookie)}` },
  });
  return { location: final.headers.get("location"), refresh: setCookies(final.headers).get("ponte_rt") };
}

describe("Facebook e-mails", () => {
  it("a new account from an unverified address signs in, but the address is not taken as proven (no configured admin rights)", async () => {
    providerUser({ id: "fb-chefe", email: "chefe.fb@ponte.org", name: "Someone" });
    const flow = await facebookSignIn();
    expect(flow.location).toBe("/auth/callback?status=success");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: "chefe.fb@ponte.org" } });
    expect(user.role).toBe("USER");
    expect(user.emailConfirmedAt).toBeNull();
  });

  it("never links an unverified address to an existing account, not even through the owner's mailbox", async () => {
    const { user } = await createUser(t, { email: "ndapewa@example.test" });
    providerUser({ id: "fb-ndapewa", email: "ndapewa@example.test", name: "Ndapewa" });
    const flow = await facebookSignIn();
    expect(flow.location).toBe("/auth/callback?error=email_unverified");
    expect(flow.refresh).toBeUndefined();
    expect(await t.prisma.oAuthAccount.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.prisma.oneTimeToken.count({ where: { userId: user.id, purpose: "OAUTH_LINK" } })).toBe(0);
  });

  it("an address Facebook marks verified is offered the e-mailed link like Google's", async () => {
    const { user } = await createUser(t, { email: "sipho@example.test" });
    providerUser({ id: "fb-sipho", email: "sipho@example.test", email_verified: true, name: "Sipho" });
    const flow = await facebookSignIn();
    expect(flow.location).toBe("/auth/callback?status=link_pending&provider=facebook");
    expect(await t.prisma.oneTimeToken.count({ where: { userId: user.id, purpose: "OAUTH_LINK", usedAt: null } })).toBe(1);
  });
});
