import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { clearRateLimits, linkToken, mailsTo, REGISTER, signIn, waitForMail } from "../support/auth-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const outbox = path.join(os.tmpdir(), `ponte-outbox-${crypto.randomUUID()}`);
const t = useTestApp({ EMAIL_CONFIRMATION_REQUIRED: "true", DEV_OUTBOX_DIR: outbox });

beforeEach(() => clearRateLimits(t));

const CONFIRM = /* GraphQL */ `mutation($token: String!) { confirmEmail(token: $token) }`;
const RESEND = /* GraphQL */ `mutation($email: String!) { resendConfirmation(email: $email) }`;
const register = (email: string) => t.gql(REGISTER, { input: { fullName: "Lindiwe Dube", email, password: "Cape-Town-2026", country: "ZA", sector: "HEALTH" } });

describe("e-mail confirmation", () => {
  it("requires clicking the e-mailed link before signing in", async () => {
    const res = await register("lindiwe@example.test");
    expect(res.data.register.emailConfirmationRequired).toBe(true);
    const mail = await waitForMail(outbox, "lindiwe@example.test", "/confirm-email?token=");
    expect(mail).toContain("Subject: Ponte: confirme o seu email");

    const early = await signIn(t, "lindiwe@example.test", "Cape-Town-2026");
    expect(early.res.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "EMAIL_NOT_CONFIRMED" });
    expect(early.setCookie).toBe("");
    // a wrong password still says only INVALID_CREDENTIALS (no hint that the account exists)
    expect((await signIn(t, "lindiwe@example.test", "wrong-one")).res.errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS");

    const ok = await t.gql(CONFIRM, { token: linkToken(mail, "/confirm-email") });
    expect(ok.data.confirmEmail).toBe(true);
    expect((await signIn(t, "lindiwe@example.test", "Cape-Town-2026")).res.errors).toBeUndefined();

    const again = await t.gql(CONFIRM, { token: linkToken(mail, "/confirm-email") });
    expect(again.errors?.[0].extensions?.reason).toBe("TOKEN_INVALID");
  });

  it("resends a link to unconfirmed accounts only, answering true either way", async () => {
    await register("thabo@example.test");
    await waitForMail(outbox, "thabo@example.test", "/confirm-email?token=");
    expect((await t.gql(RESEND, { email: "Thabo@example.test" })).data.resendConfirmation).toBe(true);
    await expect.poll(() => mailsTo(outbox, "thabo@example.test").length).toBe(2);
    const latest = mailsTo(outbox, "thabo@example.test")
      .sort()
      .map((m) => linkToken(m, "/confirm-email"));
    // only the newest link works
    const results = await Promise.all(latest.map((token) => t.gql(CONFIRM, { token })));
    expect(results.filter((r) => r.data?.confirmEmail === true)).toHaveLength(1);

    expect((await t.gql(RESEND, { email: "thabo@example.test" })).data.resendConfirmation).toBe(true);
    expect((await t.gql(RESEND, { email: "unknown@example.test" })).data.resendConfirmation).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(outbox, "thabo@example.test")).toHaveLength(2);
    expect(mailsTo(outbox, "unknown@example.test")).toHaveLength(0);
  });

  it("authSettings tells the sign-in screen that confirmation is required", async () => {
    const res = await t.gql(`{ authSettings { emailConfirmationRequired demoMode } }`);
    expect(res.data.authSettings).toEqual({ emailConfirmationRequired: true, demoMode: false });
  });
});
