import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { clearRateLimits, linkToken, mailsTo, ME, refresh, signIn, waitForMail } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const outbox = path.join(os.tmpdir(), `ponte-outbox-${crypto.randomUUID()}`);
const t = useTestApp({ DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example.org" });

beforeEach(() => clearRateLimits(t));

const REQUEST = /* GraphQL */ `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = /* GraphQL */ `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;
const CHANGE = /* GraphQL */ `mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }`;

describe("password reset", () => {
  it("e-mails a /reset-password link; the new password works, the old one no longer, and every session ends", async () => {
    const { user, password } = await createUser(t, { fullName: "Tomás Nghifindaka" });
    const laptop = await signIn(t, user.email, password, { rememberMe: true });
    const phone = await signIn(t, user.email, password);
    expect(laptop.setCookie).toContain("Secure"); // PUBLIC_URL is https

    const req = await t.gql(REQUEST, { email: ` ${user.email.toUpperCase()} ` });
    expect(req.data.requestPasswordReset).toBe(true);
    const mail = await waitForMail(outbox, user.email, "/reset-password?token=");
    expect(mail).toContain("https://ponte.example.org/reset-password?token=");
    expect(mail).toContain("Subject: Ponte: redefinir a sua senha");
    expect(mail).toContain("Tomás Nghifindaka");

    const token = linkToken(mail, "/reset-password");
    const stored = await t.prisma.oneTimeToken.findFirstOrThrow({ where: { userId: user.id, purpose: "PASSWORD_RESET" } });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = await t.gql(RESET, { token, password: "Novo-Caminho-9" });
    expect(reset.errors).toBeUndefined();
    expect(reset.data.resetPassword).toBe(true);

    expect((await signIn(t, user.email, password)).res.errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS");
    expect((await signIn(t, user.email, "Novo-Caminho-9")).res.errors).toBeUndefined();
    // both earlier devices are signed out
    for (const device of [laptop, phone]) {
      expect((await refresh(t, device.refreshToken)).res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
      expect((await t.gql(ME, {}, { token: device.accessToken })).errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    }
    // the link works once
    const twice = await t.gql(RESET, { token, password: "Outro-Caminho-9" });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "TOKEN_INVALID" });
  });

  it("writes in English for people who chose English", async () => {
    const { user } = await createUser(t, { language: "en" });
    await t.gql(REQUEST, { email: user.email });
    const mail = await waitForMail(outbox, user.email, "/reset-password?token=");
    expect(mail).toContain("Subject: Ponte: reset your password");
  });

  it("answers true for an unknown e-mail and sends nothing", async () => {
    const res = await t.gql(REQUEST, { email: "ghost@example.test" });
    expect(res.data.requestPasswordReset).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(outbox, "ghost@example.test")).toHaveLength(0);
  });

  it("refuses expired and made-up tokens, and weak new passwords", async () => {
    const { user } = await createUser(t);
    await t.gql(REQUEST, { email: user.email });
    const token = linkToken(await waitForMail(outbox, user.email, "/reset-password?token="), "/reset-password");

    const weak = await t.gql(RESET, { token, password: "123456" });
    expect(weak.errors?.[0].extensions?.reason).toBe("PASSWORD_TOO_COMMON");
    const short = await t.gql(RESET, { token, password: "ab1" });
    expect(short.errors?.[0].extensions?.reason).toBe("PASSWORD_TOO_SHORT");

    await t.prisma.oneTimeToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await t.gql(RESET, { token, password: "Novo-Caminho-9" });
    expect(expired.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "TOKEN_EXPIRED" });
    const madeUp = await t.gql(RESET, { token: "abc", password: "Novo-Caminho-9" });
    expect(madeUp.errors?.[0].extensions?.reason).toBe("TOKEN_INVALID");
  });

  it("a newer link replaces an older one", async () => {
    const { user } = await createUser(t);
    await t.gql(REQUEST, { email: user.email });
    const first = linkToken(await waitForMail(outbox, user.email, "/reset-password?token="), "/reset-password");
    await t.gql(REQUEST, { email: user.email });
    await expect.poll(() => mailsTo(outbox, user.email).length).toBe(2);
    const res = await t.gql(RESET, { token: first, password: "Novo-Caminho-9" });
    expect(res.errors?.[0].extensions?.reason).toBe("TOKEN_INVALID");
  });

  it("limits reset mails per e-mail address", async () => {
    const { user } = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await t.gql(REQUEST, { email: user.email })).errors).toBeUndefined();
    const blocked = await t.gql(REQUEST, { email: user.email });
    expect(blocked.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    // the same answer for an address without an account: the limit reveals nothing
    for (let i = 0; i < 5; i++) await t.gql(REQUEST, { email: "nobody-here@example.test" });
    expect((await t.gql(REQUEST, { email: "nobody-here@example.test" })).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  });
});

describe("changeMyPassword", () => {
  it("needs the current password, then ends the person's other sessions but keeps this one", async () => {
    const { user, password } = await createUser(t);
    const here = await signIn(t, user.email, password);
    const elsewhere = await signIn(t, user.email, password);

    const wrong = await t.gql(CHANGE, { c: "not-it", n: "Novo-Caminho-9" }, { token: here.accessToken });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "WRONG_PASSWORD" });

    const ok = await t.gql(CHANGE, { c: password, n: "Novo-Caminho-9" }, { token: here.accessToken });
    expect(ok.data.changeMyPassword).toBe(true);
    expect((await t.gql(ME, {}, { token: here.accessToken })).data.me.id).toBeTruthy();
    expect((await refresh(t, here.refreshToken)).res.errors).toBeUndefined();
    expect((await refresh(t, elsewhere.refreshToken)).res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    expect((await signIn(t, user.email, "Novo-Caminho-9")).res.errors).toBeUndefined();
  });

  it("is for signed-in people only", async () => {
    const res = await t.gql(CHANGE, { c: "a", n: "Novo-Caminho-9" });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
