import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { scryptCallCount } from "../../api/src/modules/auth/password.ts";
import { claimAttempt, pruneThrottles } from "../../api/src/modules/auth/sign-in-guard.ts";
import type { Db } from "../../api/src/db/prisma.ts";
import { clearRateLimits, mailsTo, SIGN_IN, waitForMail } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Guessing limits (issue 12 item 4) and anonymous hashing (item 3). TRUST_PROXY lets each
// request say which address it comes from (X-Forwarded-For), as behind a load balancer.
const outbox = path.join(os.tmpdir(), `ponte-outbox-${crypto.randomUUID()}`);
const t = useTestApp({ TRUST_PROXY: "true", DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example.org" });

beforeEach(() => clearRateLimits(t));

const signInFrom = (ip: string, email: string, password: string) =>
  t.gql(SIGN_IN, { input: { email, password, country: "AO", rememberMe: false } }, { headers: { "x-forwarded-for": ip } });

/** as if the account's current delay had already passed */
const skipDelay = (email: string) => t.prisma.signInThrottle.update({ where: { email }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

const RESET = /* GraphQL */ `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`;

describe("guessing one account's password", () => {
  it("after 5 failures from any addresses, each further attempt waits 1, 2, 4 … minutes, even with the right password", async () => {
    const { user, password } = await createUser(t);
    // five addresses, one guess each: the budget is the account's, not the address's
    for (let i = 0; i < 5; i++) {
      const r = await signInFrom(`198.51.100.${i + 1}`, user.email, `wrong-${i}`);
      expect(r.errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS");
    }
    const waiting = await signInFrom("203.0.113.9", user.email, password);
    expect(waiting.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", reason: "RATE_LIMITED" });
    const first = Number(waiting.errors?.[0].extensions?.retryAfterSeconds);
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);

    await skipDelay(user.email);
    expect((await signInFrom("198.51.100.7", user.email, "wrong-6")).errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS");
    const second = Number((await signInFrom("198.51.100.8", user.email, password)).errors?.[0].extensions?.retryAfterSeconds);
    expect(second).toBeGreaterThan(110);
    expect(second).toBeLessThanOrEqual(120);

    await skipDelay(user.email);
    await signInFrom("198.51.100.9", user.email, "wrong-7");
    const third = Number((await signInFrom("198.51.100.9", user.email, password)).errors?.[0].extensions?.retryAfterSeconds);
    expect(third).toBeGreaterThan(230);
    expect(third).toBeLessThanOrEqual(240);

    // capped at an hour
    await t.prisma.signInThrottle.update({ where: { email: user.email }, data: { failures: 40, nextAttemptAt: new Date(Date.now() - 1000) } });
    await signInFrom("198.51.100.9", user.email, "wrong-41");
    const capped = Number((await signInFrom("198.51.100.9", user.email, password)).errors?.[0].extensions?.retryAfterSeconds);
    expect(capped).toBeGreaterThan(3500);
    expect(capped).toBeLessThanOrEqual(3600);

    // once the wait is over, the owner's right password gets in and the count starts again
    await skipDelay(user.email);
    expect((await signInFrom("203.0.113.9", user.email, password)).errors).toBeUndefined();
    expect(await t.prisma.signInThrottle.count({ where: { email: user.email } })).toBe(0);
  });

  it("forgets an account's failures a day after the last attempt", async () => {
    const { user, password } = await createUser(t);
    for (let i = 0; i < 5; i++) await signInFrom("198.51.100.40", user.email, `wrong-${i}`);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await t.prisma.signInThrottle.update({ where: { email: user.email }, data: { lastAttemptAt: dayAgo, nextAttemptAt: dayAgo } });
    expect(await pruneThrottles(t.prisma)).toBe(1);
    expect((await signInFrom("198.51.100.40", user.email, password)).errors).toBeUndefined();
  });

  it("does not let parallel guesses slip past the budget", async () => {
    const { user } = await createUser(t);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => signInFrom(`198.51.100.${i + 20}`, user.email, `guess-${i}`)));
    const codes = results.map((r) => r.errors?.[0].extensions?.code);
    expect(codes.filter((c) => c === "UNAUTHENTICATED")).toHaveLength(5);
    expect(codes.filter((c) => c === "RATE_LIMITED")).toHaveLength(3);
  });

  it("counts a free attempt that waited for the row behind one that began later", async () => {
    // Under load, of two parallel attempts the one whose transaction began first can reach the
    // row second. It must still be judged by the clock when it gets the row, not by when it began.
    const { user } = await createUser(t);
    const failures = await t.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1`; // the transaction's now() is fixed from here
      await new Promise((r) => setTimeout(r, 20));
      await claimAttempt(t.prisma, user.email); // began later, committed first
      return claimAttempt(tx as unknown as Db, user.email);
    });
    expect(failures).toBe(2);
  });

  it("e-mails the owner once, in their language, and a password reset ends the wait", async () => {
    const { user, password } = await createUser(t, { language: "en", email: "kaarina.guess@example.test" });
    for (let i = 0; i < 5; i++) await signInFrom("198.51.100.30", user.email, `wrong-${i}`);
    const mail = await waitForMail(outbox, user.email, "failed sign-in attempts");
    expect(mail).toContain("Subject: Ponte: failed sign-in attempts on your account");
    expect(mail).toContain("There have been 5 sign-in attempts with a wrong password");
    expect(mail).toContain("https://ponte.example.org/login");
    await skipDelay(user.email);
    await signInFrom("198.51.100.30", user.email, "wrong-6");
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(outbox, user.email).filter((m) => m.includes("failed sign-in attempts"))).toHaveLength(1);
    expect((await signInFrom("198.51.100.30", user.email, password)).errors?.[0].extensions?.code).toBe("RATE_LIMITED");

    await t.gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: user.email });
    const reset = await waitForMail(outbox, user.email, "/reset-password?token=");
    const token = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(reset)![1]);
    expect((await t.gql(RESET, { token, password: "Caminho-Novo-42" })).errors).toBeUndefined();
    expect((await signInFrom("198.51.100.30", user.email, "Caminho-Novo-42")).errors).toBeUndefined();
  });

  it("writes the owner's notice in Portuguese by default", async () => {
    const { user } = await createUser(t, { email: "tomas.guess@example.test" });
    for (let i = 0; i < 5; i++) await signInFrom("198.51.100.31", user.email, `errada-${i}`);
    const mail = await waitForMail(outbox, user.email, "tentativas de acesso");
    expect(mail).toContain("Subject: Ponte: tentativas de acesso malsucedidas na sua conta");
    expect(mail).toContain("Houve 5 tentativas de acesso com a senha errada");
  });
});

describe("one address shared by many people (a campus, a mobile carrier)", () => {
  it("counts failures at distinct accounts only; one person's typos do not lock the others out", async () => {
    const shared = "192.0.2.50";
    const typist = await createUser(t);
    for (let i = 0; i < 5; i++) await signInFrom(shared, typist.user.email, `typo-${i}`);
    // the address counts one distinct account, not five failures
    expect((await t.prisma.rateLimitBucket.findUniqueOrThrow({ where: { key: `sign-in-ip:${shared}` } })).count).toBe(1);
    const colleague = await createUser(t);
    expect((await signInFrom(shared, colleague.user.email, colleague.password)).errors).toBeUndefined();
  });

  it("stops one address trying many accounts (50 distinct per 15 minutes), and a success does not reset it", async () => {
    const spray = "192.0.2.60";
    // 49 distinct accounts already failed from this address
    await t.prisma.rateLimitBucket.create({ data: { key: `sign-in-ip:${spray}`, count: 49, resetAt: new Date(Date.now() + 900_000) } });
    const mine = await createUser(t);
    expect((await signInFrom(spray, mine.user.email, mine.password)).errors).toBeUndefined();
    expect((await signInFrom(spray, "sprayed-1@example.test", "Senha-Comum-1")).errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS");
    const blocked = await signInFrom(spray, "sprayed-2@example.test", "Senha-Comum-1");
    expect(blocked.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    expect(Number(blocked.errors?.[0].extensions?.retryAfterSeconds)).toBeGreaterThan(800);
    // other addresses are not affected
    expect((await signInFrom("192.0.2.61", mine.user.email, mine.password)).errors).toBeUndefined();
  });
});

describe("password hashing for people who are not signed in", () => {
  it("a made-up reset token never reaches scrypt, and 16 at once are rate-limited per address", async () => {
    const before = scryptCallCount();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.gql(RESET, { token: `bogus-${i}-${"x".repeat(30)}`, password: "Caminho-Novo-42" }, { headers: { "x-forwarded-for": "192.0.2.70" } }),
      ),
    );
    expect(scryptCallCount()).toBe(before);
    const reasons = results.map((r) => r.errors?.[0].extensions?.reason);
    expect(reasons.filter((r) => r === "TOKEN_INVALID")).toHaveLength(10);
    expect(reasons.filter((r) => r === "RATE_LIMITED")).toHaveLength(6);
  });

  it("a member's sign-in completes during a flood of bogus sign-ins; the flood's extra requests are refused SERVICE_BUSY", async () => {
    const { user, password } = await createUser(t);
    const flood = Array.from({ length: 16 }, (_, i) => signInFrom("192.0.2.80", `nobody-${i}@example.test`, "Senha-Errada-1"));
    const member = signInFrom("203.0.113.20", user.email, password);
    const [mine, ...theirs] = await Promise.all([member, ...flood]);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.signIn.user.email).toBe(user.email);
    const busy = theirs.filter((r) => r.errors?.[0].extensions?.reason === "SERVICE_BUSY");
    // one address holds at most 4 places at the hashing gate
    expect(busy.length).toBeGreaterThanOrEqual(12);
    expect(busy[0].errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 1 });
  });
});
