import { describe, expect, it } from "vitest";
import { cookieValue, setCookies } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useMockOAuthProvider } from "../support/oauth-provider.ts";

// Facebook against a local provider: Facebook does not say whether it checked an
// address, so Ponte treats its e-mails as unverified unless it is told otherwise.
const oauth = useMockOAuthProvider("FACEBOOK", { ADMIN_EMAILS: "chefe.fb@ponte.org" });
const { t, providerUser } = oauth;

async function facebookSignIn() {
  const start = await fetch(`${oauth.base()}/auth/facebook/start`, { redirect: "manual" });
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
