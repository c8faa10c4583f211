import { beforeEach, describe, expect, it } from "vitest";
import { clearRateLimits, REGISTER, setCookies, signIn } from "../support/auth-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Demo mode: the spec's role-by-e-mail rule applies (DESIGN.md §9.1).
const t = useTestApp({ DEMO_MODE: "true" });

beforeEach(() => clearRateLimits(t));

const input = (over: Record<string, unknown> = {}) => ({
  fullName: "Maria Kalenga",
  email: `maria-${Math.random().toString(36).slice(2, 8)}@example.test`,
  password: "Lubango-2026",
  country: "AO",
  sector: "EDUCATION",
  organization: "Universidade Mandume",
  ...over,
});

const reasonOf = (res: { errors?: Array<{ extensions?: { reason?: string; code?: string } }> }) => res.errors?.[0].extensions?.reason;

describe("registration", () => {
  it("creates the account with the profile given, trimmed and lowercased e-mail, without signing in", async () => {
    const res = await t.gql(REGISTER, { input: input({ email: "  Maria.K@Example.TEST ", language: "en", organization: "  " }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.register).toEqual({
      emailConfirmationRequired: false,
      user: {
        id: expect.any(String),
        email: "maria.k@example.test",
        role: "USER",
        fullName: "Maria Kalenga",
        country: "AO",
        sector: "EDUCATION",
        organization: null,
        language: "en",
      },
    });
    // registration does not sign in: no session, no cookie
    expect(setCookies(res.headers).has("ponte_rt")).toBe(false);
    expect(await t.prisma.session.count()).toBe(0);
    // and the new account can sign in right away
    const s = await signIn(t, "maria.k@example.test", "Lubango-2026");
    expect(s.res.errors).toBeUndefined();
  });

  it("stores an scrypt hash, never the password", async () => {
    const res = await t.gql(REGISTER, { input: input({ password: "Namibe-beach-77" }) });
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: Buffer.from(res.data.register.user.id, "base64").toString().split(":")[1] } });
    expect(row.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(row.passwordHash).not.toContain("Namibe-beach-77");
  });

  it("refuses a duplicate e-mail (any case) with EMAIL_TAKEN", async () => {
    await t.gql(REGISTER, { input: input({ email: "dup@example.test" }) });
    const again = await t.gql(REGISTER, { input: input({ email: "DUP@example.test " }) });
    expect(again.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "EMAIL_TAKEN" });
    expect(await t.prisma.user.count({ where: { email: "dup@example.test" } })).toBe(1);
  });

  it("validates e-mail, name, password length and common passwords, naming the field", async () => {
    expect(reasonOf(await t.gql(REGISTER, { input: input({ email: "no-at-sign" }) }))).toBe("INVALID_EMAIL");
    expect(reasonOf(await t.gql(REGISTER, { input: input({ email: "a@b" }) }))).toBe("INVALID_EMAIL");
    expect(reasonOf(await t.gql(REGISTER, { input: input({ fullName: "   " }) }))).toBe("NAME_AND_COUNTRY_REQUIRED");
    const short = await t.gql(REGISTER, { input: input({ password: "abc12" }) });
    expect(short.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "PASSWORD_TOO_SHORT",
      issues: [{ field: "input.password", reason: "PASSWORD_TOO_SHORT" }],
    });
    for (const common of ["123456", "password", "qwerty", "111111", "senha123", "Password1"]) {
      expect(reasonOf(await t.gql(REGISTER, { input: input({ password: common }) }))).toBe("PASSWORD_TOO_COMMON");
    }
    expect(await t.prisma.user.count({ where: { fullName: "Maria Kalenga", email: { contains: "no-at" } } })).toBe(0);
  });

  it("accepts exactly 6 characters", async () => {
    const res = await t.gql(REGISTER, { input: input({ password: "kz7#pq" }) });
    expect(res.errors).toBeUndefined();
  });

  it("never lets the client choose a role", async () => {
    const res = await t.gql(
      `mutation { register(input: { fullName: "X", email: "x@example.test", password: "Lubango-2026", country: AO, sector: GENERAL, role: ADMIN }) { user { role } } }`,
    );
    expect(res.errors?.[0].message).toMatch(/role/);
    expect(await t.prisma.user.count({ where: { email: "x@example.test" } })).toBe(0);
  });

  it("demo mode: e-mails containing admin, supervisor or manager become administrators", async () => {
    for (const [email, role] of [
      ["chief.admin@example.test", "ADMIN"],
      ["supervisor.na@example.test", "ADMIN"],
      ["ops-manager@example.test", "ADMIN"],
      ["ana@example.test", "USER"],
    ]) {
      const res = await t.gql(REGISTER, { input: input({ email }) });
      expect(res.data.register.user.role, email).toBe(role);
    }
  });

  it("demo mode: authSettings shows the demo accounts of the seed", async () => {
    const res = await t.gql(`{ authSettings { demoMode emailConfirmationRequired demoAccounts { role email password } } }`);
    expect(res.data.authSettings).toEqual({
      demoMode: true,
      emailConfirmationRequired: false,
      demoAccounts: [
        { role: "ADMIN", email: "admin@ponte.demo", password: "PonteAdmin2026" },
        { role: "USER", email: "membro@ponte.demo", password: "PonteMembro2026" },
      ],
    });
  });

  it("limits registrations from one address (30 per hour)", async () => {
    // 29 already counted (each real registration hashes a password: too slow to repeat 30 times on a busy machine)
    await t.prisma.rateLimitBucket.create({ data: { key: "register-ip:unknown", count: 29, resetAt: new Date(Date.now() + 3600_000) } });
    const last = await t.gql(REGISTER, { input: input() });
    expect(last.errors).toBeUndefined();
    const blocked = await t.gql(REGISTER, { input: input() });
    expect(blocked.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", reason: "RATE_LIMITED" });
  });
});
