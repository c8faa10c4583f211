import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymiseDueDeletions, DELETION_GRACE_MS, REMOVED_MEMBER_NAME } from "../../api/src/modules/privacy/anonymise.ts";
import { ANONYMISE_DUE_DELETIONS } from "../../api/src/modules/privacy/deletion-job.ts";
import { clearRateLimits, refresh, signIn } from "../support/auth-factories.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createConnection, createServiceRequest, gid } from "../support/network-factories.ts";
import { createApplication, createNotification } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let base = "";

beforeAll(async () => {
  base = (await t.app.start()).replace("localhost", "127.0.0.1");
});
afterAll(async () => {
  await t.app?.stop();
});

const DELETE = /* GraphQL */ `mutation Delete($password: String!) { requestMyAccountDeletion(password: $password) }`;
const ANONYMISE = /* GraphQL */ `mutation Anon($userId: ID!) { anonymiseUser(userId: $userId) { id fullName email anonymisedAt } }`;
const SIGN_IN_CANCELS = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken deletionCancelled } }
`;

const exportFor = (token?: string) => fetch(`${base}/privacy/export`, { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A member with one record of every kind, and another member whose data must never leak into the first one's export. */
async function memberWithData(tag: string) {
  const me = await createUser(t, { fullName: `Privacy ${tag}`, email: `privacy-${tag}@example.test`, organization: `Org ${tag}` });
  const other = await createUser(t, { fullName: `Other ${tag}`, email: `other-${tag}@example.test` });
  const opportunity = await createOpportunity(t, { title: `Privacy opportunity ${tag}` });
  await createApplication(t, { userId: me.user.id, opportunityId: opportunity.id, message: `My motivation ${tag}` });
  await createApplication(t, { userId: other.user.id, opportunityId: opportunity.id, message: `Their motivation ${tag}` });
  await createServiceRequest(t, me.user.id, { message: `My request ${tag}`, email: me.user.email });
  await createServiceRequest(t, other.user.id, { message: `Their request ${tag}`, email: other.user.email });
  await t.prisma.savedOpportunity.create({ data: { userId: me.user.id, opportunityId: opportunity.id } });
  await t.prisma.savedSearch.create({ data: { userId: me.user.id, country: "AO", search: `alert ${tag}`, coveredUpTo: new Date() } });
  await createConnection(t, me.user.id, other.user.id, "ACCEPTED");
  await createNotification(t, me.user.id, { note: `mine ${tag}` });
  await t.prisma.user.update({ where: { id: me.user.id }, data: { emailOptOuts: ["SERVICE_REQUEST_STATUS"] } });
  await createNotification(t, other.user.id, { note: `theirs ${tag}` });
  return { me, other, opportunity };
}

describe("data export", () => {
  it("zips only the member's own data, as JSON and CSV, without secrets; audited", async () => {
    const { me, other } = await memberWithData("export");
    const session = await signIn(t, me.user.email, me.password);
    expect(session.res.errors).toBeUndefined();

    const res = await exportFor(session.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="ponte-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    for (const kind of ["profile", "applications", "service-requests", "saved-opportunities", "connections", "notifications", "sessions"]) {
      expect(names).toContain(`${kind}.json`);
      expect(names).toContain(`${kind}.csv`);
    }
    const json = (name: string) => JSON.parse(strFromU8(files[name]));
    expect(json("profile.json")).toMatchObject({ email: me.user.email, fullName: "Privacy export", organization: "Org export", hasPassword: true });
    // the e-mail preferences switched in Settings: the one turned off reads false, every other kind true
    expect(json("profile.json").emailNotifications).toEqual({
      APPLICATION_DECIDED: true,
      SERVICE_REQUEST_STATUS: false,
      CONNECTION_REQUESTED: true,
      CONNECTION_ACCEPTED: true,
      ADMIN_DIGEST: true,
      SAVED_SEARCH_DIGEST: true,
    });
    expect(strFromU8(files["profile.csv"])).toContain("emailNotifications");
    expect(json("applications.json")).toEqual([expect.objectContaining({ opportunity: "Privacy opportunity export", message: "My motivation export" })]);
    expect(json("service-requests.json")).toEqual([expect.objectContaining({ message: "My request export" })]);
    expect(json("saved-opportunities.json")).toEqual([expect.objectContaining({ opportunity: "Privacy opportunity export" })]);
    expect(json("opportunity-alerts.json")).toEqual([expect.objectContaining({ country: "AO", search: "alert export" })]);
    expect(json("connections.json")).toEqual([expect.objectContaining({ person: "Other export", requestedByMe: true, status: "ACCEPTED" })]);
    expect(json("notifications.json")).toEqual([expect.objectContaining({ type: "SYSTEM", data: { note: "mine export" } })]);
    expect(json("sessions.json")).toHaveLength(1);
    expect(strFromU8(files["applications.csv"])).toContain("My motivation export");

    const everything = names.map((n) => strFromU8(files[n])).join("\n");
    // nothing of the other member's but the name they show to their connections
    for (const theirs of [other.user.email, "Their motivation export", "Their request export", "theirs export"]) expect(everything).not.toContain(theirs);
    // no secrets: neither the password hash nor any session's token hash or family
    const row = await t.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } });
    const sessions = await t.prisma.session.findMany({ where: { userId: me.user.id } });
    expect(everything).not.toContain(row.passwordHash!);
    expect(everything).not.toMatch(/passwordHash|tokenHash|familyId/);
    for (const s of sessions) {
      expect(everything).not.toContain(s.tokenHash);
      expect(everything).not.toContain(s.familyId);
    }
    expect(everything).not.toContain(session.refreshToken);

    const audited = await t.prisma.auditLog.findMany({ where: { action: "user.data.exported", entityId: me.user.id } });
    expect(audited).toEqual([expect.objectContaining({ actorId: me.user.id, entity: "User" })]);
  });

  it("refuses visitors and is rate-limited per person", async () => {
    const visitor = await exportFor();
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).errors[0].extensions).toEqual({ code: "UNAUTHENTICATED", reason: "ACCESS_TOKEN_INVALID" });

    const { token } = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await exportFor(token)).status).toBe(200);
    const limited = await exportFor(token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).errors[0].extensions.reason).toBe("RATE_LIMITED");
  });
});

describe("account deletion", () => {
  it("needs the password; then signs the person out everywhere; signing in within the grace period cancels it", async () => {
    const { user, password } = await createUser(t, { email: "privacy-delete@example.test" });
    const phone = await signIn(t, user.email, password);
    const laptop = await signIn(t, user.email, password);

    const wrong = await t.gql(DELETE, { password: "not-my-password" }, { token: laptop.accessToken });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "WRONG_PASSWORD" });
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletionRequestedAt).toBeNull();

    const before = Date.now();
    const ok = await t.gql(DELETE, { password }, { token: laptop.accessToken });
    expect(ok.errors).toBeUndefined();
    const due = Date.parse(ok.data.requestMyAccountDeletion);
    expect(due - before).toBeGreaterThanOrEqual(DELETION_GRACE_MS - 1000);
    expect(due - Date.now()).toBeLessThanOrEqual(DELETION_GRACE_MS);
    expect(ok.headers.getSetCookie().join()).toMatch(/ponte_rt=;/);
    // every session ended, this one included
    expect((await refresh(t, phone.refreshToken)).res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    expect((await refresh(t, laptop.refreshToken)).res.errors?.[0].extensions?.reason).toBe("SESSION_EXPIRED");
    expect((await t.gql(DELETE, { password }, { token: laptop.accessToken })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletionRequestedAt).not.toBeNull();

    const back = await t.gql(SIGN_IN_CANCELS, { input: { email: user.email, password, country: "AO", rememberMe: false } });
    expect(back.errors).toBeUndefined();
    expect(back.data.signIn.deletionCancelled).toBe(true);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletionRequestedAt).toBeNull();
    const again = await t.gql(SIGN_IN_CANCELS, { input: { email: user.email, password, country: "AO", rememberMe: false } });
    expect(again.data.signIn.deletionCancelled).toBe(false);

    const actions = await t.prisma.auditLog.findMany({ where: { entityId: user.id }, orderBy: { createdAt: "asc" }, select: { action: true, actorId: true } });
    expect(actions).toEqual([
      { action: "user.deletion.requested", actorId: user.id },
      { action: "user.deletion.cancelled", actorId: user.id },
    ]);
    // nothing is anonymised when the sweep runs after the grace period
    expect(await anonymiseDueDeletions(t.prisma, new Date(Date.now() + 2 * DELETION_GRACE_MS))).not.toContain(user.id);
  });

  it("wrong passwords are limited", async () => {
    await clearRateLimits(t);
    const { token } = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await t.gql(DELETE, { password: "wrong" }, { token })).errors?.[0].extensions?.reason).toBe("WRONG_PASSWORD");
    }
    expect((await t.gql(DELETE, { password: "wrong" }, { token })).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  });

  it("after the grace period anonymises the account and keeps aggregates and the audit trail; idempotent", async () => {
    await clearRateLimits(t);
    const { me, other, opportunity } = await memberWithData("sweep");
    const session = await signIn(t, me.user.email, me.password);
    const requested = await t.gql(DELETE, { password: me.password }, { token: session.accessToken });
    expect(requested.errors).toBeUndefined();
    const requestedAt = (await t.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } })).deletionRequestedAt!;
    const applicationsBefore = await t.prisma.application.count({ where: { opportunityId: opportunity.id } });
    const auditBefore = await t.prisma.auditLog.count({ where: { OR: [{ actorId: me.user.id }, { entityId: me.user.id }] } });

    // a day before the end of the grace period: nothing happens
    expect(await anonymiseDueDeletions(t.prisma, new Date(requestedAt.getTime() + DELETION_GRACE_MS - 86_400_000))).toEqual([]);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } })).anonymisedAt).toBeNull();

    // the daily job, run with the test's clock just past the grace period
    const now = new Date(requestedAt.getTime() + DELETION_GRACE_MS + 1000);
    await t.app.jobs.runNow(ANONYMISE_DUE_DELETIONS, {}, now);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } })).anonymisedAt).toEqual(now);
    // a second run (or a second process) does nothing more
    expect(await anonymiseDueDeletions(t.prisma, now)).toEqual([]);

    const gone = await t.prisma.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(gone).toMatchObject({
      fullName: REMOVED_MEMBER_NAME,
      email: `removed-${me.user.id}@anonymised.invalid`,
      passwordHash: null,
      organization: null,
      avatarUrl: null,
      anonymisedAt: now,
    });
    // aggregates: the application still counts, without its text
    expect(await t.prisma.application.count({ where: { opportunityId: opportunity.id } })).toBe(applicationsBefore);
    expect(await t.prisma.application.findMany({ where: { userId: me.user.id }, select: { message: true } })).toEqual([{ message: "" }]);
    const request = await t.prisma.serviceRequest.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(request).toMatchObject({ name: REMOVED_MEMBER_NAME, message: "", phone: "", email: gone.email });
    expect(await t.prisma.connection.count({ where: { OR: [{ requesterId: me.user.id }, { addresseeId: me.user.id }] } })).toBe(0);
    expect(await t.prisma.savedOpportunity.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await t.prisma.savedSearch.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await t.prisma.notification.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await t.prisma.session.count({ where: { userId: me.user.id } })).toBe(0);
    // the other member keeps everything of theirs
    expect(await t.prisma.application.findFirstOrThrow({ where: { userId: other.user.id } })).toMatchObject({ message: "Their motivation sweep" });
    expect(await t.prisma.notification.count({ where: { userId: other.user.id } })).toBe(1);
    // the audit trail is intact, plus one entry for the anonymisation (by the system)
    expect(await t.prisma.auditLog.count({ where: { OR: [{ actorId: me.user.id }, { entityId: me.user.id }] } })).toBe(auditBefore + 1);
    expect(await t.prisma.auditLog.findFirst({ where: { action: "user.anonymised", entityId: me.user.id } })).toMatchObject({
      actorId: null,
      data: { grounds: "DELETION_REQUESTED" },
    });
    // the old e-mail and password lead nowhere; the address is free for a new account
    const late = await signIn(t, me.user.email, me.password);
    expect(late.res.errors?.[0].extensions?.reason).toBe("INVALID_CREDENTIALS");
  });
});

describe("administrators anonymise on request", () => {
  it("anonymises at once and audits it with the administrator as actor", async () => {
    const admin = await createAdmin(t);
    const { user } = await createUser(t, { fullName: "Asked To Be Forgotten", email: "forget-me@example.test" });
    const res = await t.gql(ANONYMISE, { userId: gid("User", user.id) }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.anonymiseUser).toMatchObject({ fullName: REMOVED_MEMBER_NAME, email: `removed-${user.id}@anonymised.invalid` });
    expect(res.data.anonymiseUser.anonymisedAt).toBeTruthy();
    expect(await t.prisma.auditLog.findFirst({ where: { action: "user.anonymised", entityId: user.id } })).toMatchObject({
      actorId: admin.user.id,
      entity: "User",
      data: { grounds: "ADMIN_REQUEST" },
    });
    const twice = await t.gql(ANONYMISE, { userId: gid("User", user.id) }, { token: admin.token });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "ALREADY_ANONYMISED" });
    const self = await t.gql(ANONYMISE, { userId: gid("User", admin.user.id) }, { token: admin.token });
    expect(self.errors?.[0].extensions).toMatchObject({ code: "FORBIDDEN", reason: "CANNOT_ANONYMISE_SELF" });
  });

  it("members cannot anonymise anyone", async () => {
    const member = await createUser(t);
    const { user } = await createUser(t, { fullName: "Not Yours" });
    const res = await t.gql(ANONYMISE, { userId: gid("User", user.id) }, { token: member.token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ fullName: "Not Yours", anonymisedAt: null });
    expect(await t.prisma.auditLog.count({ where: { action: "user.anonymised", entityId: user.id } })).toBe(0);
  });
});
