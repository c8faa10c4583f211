import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { clearRateLimits, linkToken, REGISTER, signIn, waitForMail } from "../support/auth-factories.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// A real deployment: no e-mail-text rule; administrators come from configuration.
const outbox = path.join(os.tmpdir(), `ponte-outbox-${crypto.randomUUID()}`);
const t = useTestApp({
  DEMO_MODE: "false",
  ADMIN_EMAILS: "Chefe@Ponte.org",
  ADMIN_EMAIL_DOMAINS: "gestao.ponte.org",
  DEV_OUTBOX_DIR: outbox,
});

beforeEach(() => clearRateLimits(t));

const register = (email: string) => t.gql(REGISTER, { input: { fullName: "Pessoa", email, password: "Lubango-2026", country: "NA", sector: "GENERAL" } });

const SET_ROLE = /* GraphQL */ `
  mutation SetRole($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role } }
`;
const globalId = (id: string) => Buffer.from(`User:${id}`).toString("base64");

describe("roles outside demo mode", () => {
  it("an e-mail containing 'admin' gives no rights", async () => {
    const res = await register("admin@example.test");
    expect(res.data.register.user.role).toBe("USER");
    const settings = await t.gql(`{ authSettings { demoMode demoAccounts { email } } }`);
    expect(settings.data.authSettings).toEqual({ demoMode: false, demoAccounts: [] });
  });

  it("a configured administrator address becomes ADMIN only after its owner clicks the e-mailed link", async () => {
    const res = await register("chefe@ponte.org");
    expect(res.data.register.user.role).toBe("USER");
    expect(res.data.register.emailConfirmationRequired).toBe(false);
    // can already sign in as a member
    const s = await signIn(t, "chefe@ponte.org", "Lubango-2026");
    expect(s.res.data.signIn.user.role).toBe("USER");

    const mail = await waitForMail(outbox, "chefe@ponte.org", "/confirm-email?token=");
    const ok = await t.gql(`mutation($token: String!) { confirmEmail(token: $token) }`, { token: linkToken(mail, "/confirm-email") });
    expect(ok.data.confirmEmail).toBe(true);
    // the role is read from the database on every request: the open session is an admin now
    const me = await t.gql(`{ me { role } }`, {}, { token: s.accessToken });
    expect(me.data.me.role).toBe("ADMIN");
    expect(await t.prisma.auditLog.count({ where: { action: "user.role.configured" } })).toBe(1);
  });

  it("a configured administrator domain works the same way", async () => {
    await register("ines@gestao.ponte.org");
    const mail = await waitForMail(outbox, "ines@gestao.ponte.org", "/confirm-email?token=");
    await t.gql(`mutation($token: String!) { confirmEmail(token: $token) }`, { token: linkToken(mail, "/confirm-email") });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: "ines@gestao.ponte.org" } });
    expect(user.role).toBe("ADMIN");
    expect(user.emailConfirmedAt).not.toBeNull();
  });
});

describe("setUserRole", () => {
  it("lets an administrator promote and demote others, audited", async () => {
    const { user: admin, token } = await createAdmin(t);
    const { user: member, token: memberToken } = await createUser(t);
    const up = await t.gql(SET_ROLE, { userId: globalId(member.id), role: "ADMIN" }, { token });
    expect(up.errors).toBeUndefined();
    expect(up.data.setUserRole.role).toBe("ADMIN");
    // takes effect at once for the promoted person's existing token
    const adminOnly = await t.gql(`{ apiTokens { totalCount } }`, {}, { token: memberToken });
    expect(adminOnly.errors).toBeUndefined();

    const down = await t.gql(SET_ROLE, { userId: globalId(member.id), role: "USER" }, { token });
    expect(down.data.setUserRole.role).toBe("USER");
    const logs = await t.prisma.auditLog.findMany({ where: { action: "user.role.set", entityId: member.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => [l.actorId, l.data])).toEqual([
      [admin.id, { from: "USER", to: "ADMIN" }],
      [admin.id, { from: "ADMIN", to: "USER" }],
    ]);
  });

  it("refuses members, visitors and an administrator's own demotion", async () => {
    const { user: admin, token } = await createAdmin(t);
    const { user: member, token: memberToken } = await createUser(t);
    const byMember = await t.gql(SET_ROLE, { userId: globalId(member.id), role: "ADMIN" }, { token: memberToken });
    expect(byMember.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const byVisitor = await t.gql(SET_ROLE, { userId: globalId(member.id), role: "ADMIN" });
    expect(byVisitor.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const self = await t.gql(SET_ROLE, { userId: globalId(admin.id), role: "USER" }, { token });
    expect(self.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "CANNOT_CHANGE_OWN_ROLE" });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).role).toBe("USER");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe("ADMIN");
  });
});
