import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETION_GRACE_MS } from "../../api/src/modules/privacy/anonymise.ts";
import { linkToken, waitForMail } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// An account created with Google or Facebook has no password to confirm its
// deletion with: it asks for a link by e-mail, and the link's page confirms
// (issue 16). The 7-day grace period and its cancellation are the same.
const outbox = path.join(os.tmpdir(), `ponte-outbox-${crypto.randomUUID()}`);
const t = useTestApp({ DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example.org" });
let base = "";

beforeAll(async () => {
  await t.app.start();
  // the listening port itself: links in e-mails name PUBLIC_URL
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.app?.stop();
});

const LINK = /* GraphQL */ `mutation { requestMyAccountDeletionLink }`;
const page = (token: string, method: "GET" | "POST") => fetch(`${base}/privacy/delete-account?token=${encodeURIComponent(token)}`, { method });

async function oauthOnlyMember(language: "pt" | "en") {
  const member = await createUser(t, { fullName: "Nandi OAuth", language, passwordHash: null });
  await t.prisma.oAuthAccount.create({ data: { userId: member.user.id, provider: "GOOGLE", providerAccountId: crypto.randomUUID(), email: member.user.email } });
  await t.prisma.session.create({
    data: { userId: member.user.id, familyId: crypto.randomUUID(), tokenHash: crypto.randomBytes(32).toString("hex"), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return member;
}

describe("deleting an account without a password", () => {
  it("e-mails a link whose page confirms: signed out everywhere, anonymised after 7 days; the link works once", async () => {
    const member = await oauthOnlyMember("pt");
    const res = await t.gql(LINK, {}, { token: member.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.requestMyAccountDeletionLink).toBe(true);
    const mail = await waitForMail(outbox, member.user.email, "/privacy/delete-account?token=");
    expect(mail).toMatch(/Subject: .*Ponte:.confirme/);
    expect(mail).toContain("https://ponte.example.org/privacy/delete-account?token=");
    const token = linkToken(mail, "/privacy/delete-account");

    // opening the link (or a mail scanner doing so) changes nothing
    const shown = await page(token, "GET");
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Confirmar a exclusão");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).deletionRequestedAt).toBeNull();

    const before = Date.now();
    const confirmed = await page(token, "POST");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Pedido registrado");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } });
    expect(user.deletionRequestedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await t.prisma.session.count({ where: { userId: member.user.id, revokedAt: null } })).toBe(0);
    const audited = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "user.deletion.requested", entityId: member.user.id } });
    expect(audited.data).toMatchObject({ via: "email-link" });
    expect(Date.parse((audited.data as { anonymiseAfter: string }).anonymiseAfter) - user.deletionRequestedAt!.getTime()).toBe(DELETION_GRACE_MS);

    // used: both the page and the button refuse it
    expect((await page(token, "GET")).status).toBe(400);
    expect((await page(token, "POST")).status).toBe(400);
  });

  it("refuses a made-up link and leaves the account alone until the link is confirmed", async () => {
    const member = await oauthOnlyMember("en");
    expect((await page("made-up", "GET")).status).toBe(400);
    expect((await page("made-up", "POST")).status).toBe(400);
    await t.gql(LINK, {}, { token: member.token });
    const mail = await waitForMail(outbox, member.user.email, "/privacy/delete-account?token=");
    expect(mail).toMatch(/Subject: .*Ponte:.confirm.the.deletion/);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).deletionRequestedAt).toBeNull();
  });

  it("is for signed-in members only", async () => {
    const res = await t.gql(LINK, {});
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
