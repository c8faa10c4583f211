import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail } from "../../api/src/infra/mail/mailer.ts";
import { ADMIN_DIGEST, DIGEST_SETTLE_MS } from "../../api/src/modules/email-notifications/admin-digest.ts";
import { type EmailJob, queueEmail } from "../../api/src/modules/email-notifications/email-jobs.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createServiceRequest, gid } from "../support/network-factories.ts";
import { createApplication } from "../support/opportunity-factories.ts";
import { useCapturedEmails } from "../support/email-capture.ts";
import { useTestApp } from "../support/test-app.ts";

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-email-notifications-"));
const t = useTestApp({ DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example" });
let base = "";
/** every e-mail handed to the mailer (which still writes each to the outbox) */
const { sent, drain } = useCapturedEmails(t, outbox);

beforeAll(async () => {
  base = (await t.app.start()).replace("https://ponte.example", "");
  const { port } = t.app.server.address() as import("node:net").AddressInfo;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await t.app?.stop();
});

const DECIDE = /* GraphQL */ `mutation D($id: ID!, $decision: ApplicationDecision!) { decideApplication(id: $id, decision: $decision) { id status } }`;
const SET = /* GraphQL */ `
  mutation S($kind: EmailNotificationKind!, $enabled: Boolean!) {
    setEmailNotification(kind: $kind, enabled: $enabled) { id emailNotifications { kind enabled } }
  }
`;

function expectNotificationMail(mail: Mail, link: string) {
  expect(mail.text).toContain(`https://ponte.example${link}`);
  expect(mail.html).toContain(`href="https://ponte.example${link.replace(/&/g, "&#38;")}"`);
  expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/ponte\.example\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
}

const unsubscribeUrlOf = (mail: Mail) => /<(https:[^>]+)>/.exec(mail.headers!["List-Unsubscribe"]!)![1]!;

async function decideApplicationFor(language: "pt" | "en", decision: "APPROVED" | "REJECTED") {
  const admin = await createAdmin(t);
  const member = await createUser(t, { language, fullName: `Applicant ${language}` });
  const opportunity = await createOpportunity(t, { title: `Bolsa ${language} ${decision} ${Math.random().toString(36).slice(2, 8)}` });
  const application = await createApplication(t, { userId: member.user.id, opportunityId: opportunity.id });
  const res = await t.gql(DECIDE, { id: gid("Application", application.id), decision }, { token: admin.token });
  expect(res.errors).toBeUndefined();
  return { member, opportunity };
}

describe("each kind is one queued e-mail, in the recipient's language, with both parts, the screen's link and one-click unsubscribe", () => {
  it("application decided: to the applicant, in Brazilian Portuguese; the outbox has the .eml with both parts and the headers", async () => {
    const before = new Set(fs.readdirSync(outbox));
    const { member, opportunity } = await decideApplicationFor("pt", "APPROVED");
    expect(await drain()).toBe(1);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(member.user.email);
    expect(mail.subject).toBe(`Sua candidatura foi aprovada: ${opportunity.title}`);
    expect(mail.text).toContain("Olá, Applicant pt!");
    expect(mail.html).toContain('<html lang="pt-BR">');
    expectNotificationMail(mail, "/app?tab=applications");

    const files = fs.readdirSync(outbox).filter((f) => !before.has(f));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), "utf8");
    // nodemailer folds the long header onto a second line (RFC 5322)
    expect(eml).toMatch(/^List-Unsubscribe:\s+<https:\/\/ponte\.example\/unsubscribe\?token=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toMatch(/multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });

  it("the job is inserted in the caller's transaction: rolled back with it, there when it commits", async () => {
    const member = await createUser(t);
    const job: EmailJob = { userId: member.user.id, content: { kind: "CONNECTION_REQUESTED", fromName: "Rollback" } };
    await expect(
      t.prisma.$transaction(async (tx) => {
        await queueEmail(t.app.jobs, job, tx);
        throw new Error("the change fails after the e-mail was queued");
      }),
    ).rejects.toThrow("the change fails");
    expect(await drain()).toBe(0);
    await t.prisma.$transaction((tx) => queueEmail(t.app.jobs, job, tx));
    expect(await drain()).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(["Rollback quer se conectar com você"]);
  });

  it("application rejected: in English for an English-speaking applicant", async () => {
    await decideApplicationFor("en", "REJECTED");
    expect(await drain()).toBe(1);
    expect(sent[0]!.subject).toMatch(/^Your application was not accepted: /);
    expect(sent[0]!.text).toContain("Hello Applicant en,");
  });

  it("service request status changed: to the requester, with the service's own title", async () => {
    const admin = await createAdmin(t);
    const member = await createUser(t, { language: "en", fullName: "Requester" });
    const request = await createServiceRequest(t, member.user.id, { serviceType: "visa-support" });
    const res = await t.gql(
      /* GraphQL */ `mutation U($id: ID!) { updateServiceRequestStatus(id: $id, status: PROCESSING) { id status } }`,
      { id: gid("ServiceRequest", request.id) },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(await drain()).toBe(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(member.user.email);
    expect(mail.subject).toBe("Your service request is in progress");
    expect(mail.text).toContain('Your request "visa-support" is now in progress.');
    expectNotificationMail(mail, "/app/services");
  });

  it("connection request: received (to the addressee) and accepted (to the requester)", async () => {
    const asker = await createUser(t, { fullName: "Ana Asker", language: "pt" });
    const addressee = await createUser(t, { fullName: "Bea Addressee", language: "en" });
    const sentRes = await t.gql(
      /* GraphQL */ `mutation C($userId: ID!) { sendConnectionRequest(userId: $userId) { id } }`,
      { userId: gid("User", addressee.user.id) },
      { token: asker.token },
    );
    expect(sentRes.errors).toBeUndefined();
    expect(await drain()).toBe(1);
    expect(sent[0]!.to).toBe(addressee.user.email);
    expect(sent[0]!.subject).toBe("Ana Asker wants to connect with you");
    expectNotificationMail(sent[0]!, "/app?tab=network");

    sent.length = 0;
    const accepted = await t.gql(
      /* GraphQL */ `mutation R($id: ID!) { respondToConnection(id: $id, accept: true) { id status } }`,
      { id: sentRes.data.sendConnectionRequest.id },
      { token: addressee.token },
    );
    expect(accepted.errors).toBeUndefined();
    expect(await drain()).toBe(1);
    expect(sent[0]!.to).toBe(asker.user.email);
    expect(sent[0]!.subject).toBe("Bea Addressee aceitou sua conexão");
    expectNotificationMail(sent[0]!, "/app?tab=network");
  });

  it("contact form: an acknowledgement to the address typed, in the browser's language, with a note instead of an unsubscribe kind", async () => {
    const res = await t.gql(
      /* GraphQL */ `mutation M($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`,
      { input: { name: "Thabo", email: "Thabo@Example.test", country: "ZA", subject: "Partnership", message: "Hello" } },
      { headers: { "accept-language": "en-ZA,en;q=0.9" } },
    );
    expect(res.errors).toBeUndefined();
    expect(await drain()).toBe(1);
    const ack = sent.find((m) => m.to === "thabo@example.test")!;
    expect(ack.subject).toBe("We received your message: Partnership");
    expect(ack.text).toContain("https://ponte.example/");
    expect(ack.text).toContain("You received this because you used Ponte's contact form");
    expect(ack.html).toContain("<p>Hello Thabo,</p>");
    expect(ack.headers).toBeUndefined();
  });
});

describe("preferences", () => {
  it("lists every kind on by default (the digest for administrators only); a kind switched off sends nothing", async () => {
    const member = await createUser(t);
    const me = /* GraphQL */ `{ me { emailNotifications { kind enabled } } }`;
    const before = await t.gql(me, {}, { token: member.token });
    expect(before.data.me.emailNotifications).toEqual([
      { kind: "APPLICATION_DECIDED", enabled: true },
      { kind: "SERVICE_REQUEST_STATUS", enabled: true },
      { kind: "CONNECTION_REQUESTED", enabled: true },
      { kind: "CONNECTION_ACCEPTED", enabled: true },
      { kind: "SAVED_SEARCH_DIGEST", enabled: true },
    ]);
    const admin = await createAdmin(t);
    expect((await t.gql(me, {}, { token: admin.token })).data.me.emailNotifications).toContainEqual({ kind: "ADMIN_DIGEST", enabled: true });

    const off = await t.gql(SET, { kind: "SERVICE_REQUEST_STATUS", enabled: false }, { token: member.token });
    expect(off.errors).toBeUndefined();
    expect(off.data.setEmailNotification.emailNotifications).toContainEqual({ kind: "SERVICE_REQUEST_STATUS", enabled: false });
    const request = await createServiceRequest(t, member.user.id);
    const res = await t.gql(
      /* GraphQL */ `mutation U($id: ID!) { updateServiceRequestStatus(id: $id, status: COMPLETED) { id } }`,
      { id: gid("ServiceRequest", request.id) },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    await drain();
    expect(sent).toEqual([]);

    const on = await t.gql(SET, { kind: "SERVICE_REQUEST_STATUS", enabled: true }, { token: member.token });
    expect(on.data.setEmailNotification.emailNotifications).toContainEqual({ kind: "SERVICE_REQUEST_STATUS", enabled: true });
  });

  it("another person's preferences cannot be read, not even by an administrator", async () => {
    const admin = await createAdmin(t);
    const res = await t.gql(/* GraphQL */ `{ adminUsers(first: 5) { edges { node { id emailNotifications { kind } } } } }`, {}, { token: admin.token });
    expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("one-click unsubscribe", () => {
  it("GET shows a bilingual page and changes nothing; POST (RFC 8058) switches that kind off without signing in", async () => {
    const { member } = await decideApplicationFor("pt", "APPROVED");
    await drain();
    const url = unsubscribeUrlOf(sent[0]!).replace("https://ponte.example", base);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Deixar de receber e-mails sobre decisões sobre suas candidaturas?");
    expect(html).toContain("Stop e-mails about decisions on your applications?");
    expect(html).toContain('<form method="post"');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).emailOptOuts).toEqual([]);

    const oneClick = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("you will no longer get e-mails about decisions on your applications");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).emailOptOuts).toEqual(["APPLICATION_DECIDED"]);
    // twice is harmless
    expect((await fetch(url, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).emailOptOuts).toEqual(["APPLICATION_DECIDED"]);

    // the next decision for this person sends nothing
    sent.length = 0;
    const opportunity = await createOpportunity(t);
    const application = await createApplication(t, { userId: member.user.id, opportunityId: opportunity.id });
    const admin = await createAdmin(t);
    await t.gql(DECIDE, { id: gid("Application", application.id), decision: "REJECTED" }, { token: admin.token });
    await drain();
    expect(sent).toEqual([]);
  });

  it("refuses a forged token: another kind or person in the payload, a bad signature", async () => {
    const { member } = await decideApplicationFor("en", "APPROVED");
    await drain();
    const url = new URL(unsubscribeUrlOf(sent[0]!));
    const [payload, signature] = url.searchParams.get("token")!.split(".");
    const forgedKind = `${Buffer.from(`${member.user.id}.CONNECTION_REQUESTED`).toString("base64url")}.${signature}`;
    const other = await createUser(t);
    const forgedPerson = `${Buffer.from(`${other.user.id}.APPLICATION_DECIDED`).toString("base64url")}.${signature}`;
    const badSignature = `${payload}.${"A".repeat(signature!.length)}`;
    for (const token of [forgedKind, forgedPerson, badSignature, "", "x.y.z"]) {
      const get = await fetch(`${base}/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain("This unsubscribe link is not valid.");
      const post = await fetch(`${base}/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
      expect(post.status).toBe(400);
    }
    for (const id of [member.user.id, other.user.id]) {
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id } })).emailOptOuts).toEqual([]);
    }
  });
});

describe("administrators' hourly digest", () => {
  it("is scheduled hourly through the queue", async () => {
    const schedules = await t.app.jobs.pgBoss.getSchedules(ADMIN_DIGEST);
    expect(schedules.map((s) => s.cron)).toEqual(["0 * * * *"]);
  });

  it("sends only when something is new since the last digest, once per admin, never twice (also when two runs race)", async () => {
    // the queue's clock, set for each run: a digest covers items up to DIGEST_SETTLE_MS before it
    const clock = () => new Date(Date.now() + DIGEST_SETTLE_MS);
    // cover everything the other tests created
    await t.app.jobs.runNow(ADMIN_DIGEST, {}, clock());
    await drain();
    await t.prisma.user.updateMany({ where: { role: "ADMIN" }, data: { role: "USER" } });
    const admin = await createAdmin(t, { language: "en", fullName: "Digest Admin" });
    const quietAdmin = await createAdmin(t, { emailOptOuts: ["ADMIN_DIGEST"] });
    sent.length = 0;

    // nothing new: nothing sent
    await t.app.jobs.runNow(ADMIN_DIGEST, {}, clock());
    expect(await drain()).toBe(0);

    const member = await createUser(t);
    const opportunity = await createOpportunity(t);
    await createApplication(t, { userId: member.user.id, opportunityId: opportunity.id });
    await createServiceRequest(t, member.user.id);
    await createServiceRequest(t, member.user.id);
    await t.prisma.contactMessage.create({ data: { name: "V", email: "v@example.test", country: "AO", subject: "S", message: "M" } });
    // the hour's occurrence, after the new items
    const hour = clock();
    await t.app.jobs.runNow(ADMIN_DIGEST, {}, hour);
    expect(await drain()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(admin.user.email);
    expect(sent[0]!.subject).toBe("New on Ponte in the last hour");
    expect(sent[0]!.text).toContain("New applications: 1\nNew service requests: 2\nNew contact messages: 1");
    expectNotificationMail(sent[0]!, "/app?tab=overview");
    expect(sent.some((m) => m.to === quietAdmin.user.email)).toBe(false);

    // the same occurrence again (the clock has not moved): nothing new
    await t.app.jobs.runNow(ADMIN_DIGEST, {}, hour);
    expect(await drain()).toBe(0);

    // an item younger than the settle time (its transaction may still be committing) waits for the next digest
    await t.prisma.contactMessage.create({ data: { name: "W", email: "w@example.test", country: "NA", subject: "S", message: "M" } });
    await t.app.jobs.runNow(ADMIN_DIGEST, {}, new Date(Date.now() + DIGEST_SETTLE_MS - 5000));
    expect(await drain()).toBe(0);

    // two processes at once: the watermark row is locked, so exactly one digest
    sent.length = 0;
    await createServiceRequest(t, member.user.id);
    const next = clock();
    await Promise.all([t.app.jobs.runNow(ADMIN_DIGEST, {}, next), t.app.jobs.runNow(ADMIN_DIGEST, {}, next)]);
    expect(await drain()).toBe(1);
    expect(sent[0]!.text).toContain("New applications: 0\nNew service requests: 1\nNew contact messages: 1");
    const watermark = await t.prisma.emailDigestWatermark.findUniqueOrThrow({ where: { name: "admin-digest" } });
    expect(watermark.coveredUpTo.getTime()).toBe(next.getTime() - DIGEST_SETTLE_MS);
  });
});
