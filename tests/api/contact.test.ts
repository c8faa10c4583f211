import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Behind our balancer (TRUST_PROXY), X-Forwarded-For tells callers apart.
const t = useTestApp({ TEAM_INBOX: "equipa@ponte.test", TRUST_PROXY: "true" });

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: ContactMessageInput!) {
    submitContactMessage(input: $input) {
      id name email phone country sector organization subject message preferredContact emailedAt createdAt
    }
  }
`;

const valid = {
  name: "Maria Nangolo",
  email: "Maria@Example.test",
  phone: "+264 81 234 5678",
  country: "NA",
  sector: "NGO",
  organization: "Ondjila Trust",
  subject: "Parceria em Oshakati",
  message: "Gostaríamos de saber mais sobre a rede regional de saúde.",
  preferredContact: "WHATSAPP",
};

// Each test comes from its own address, so the per-address limit only bites where meant.
let ipSeq = 0;
const from = () => ({ "x-forwarded-for": `198.51.100.${++ipSeq}` });

/** the database id inside a Relay global id ("ContactMessage:<uuid>") */
const dbId = (globalId: string) => Buffer.from(globalId, "base64").toString("utf8").split(":")[1];

const outbox = () => {
  const dir = t.config.outboxDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), "utf8")) : [];
};

describe("submitContactMessage", () => {
  it("stores a visitor's message and e-mails it to the team inbox", async () => {
    const before = outbox().length;
    const res = await t.gql(SUBMIT, { input: valid }, { headers: from() });
    expect(res.errors).toBeUndefined();
    const m = res.data.submitContactMessage;
    expect(m).toMatchObject({
      name: "Maria Nangolo",
      email: "maria@example.test",
      country: "NA",
      sector: "NGO",
      preferredContact: "WHATSAPP",
      subject: "Parceria em Oshakati",
    });
    expect(m.emailedAt).not.toBeNull();

    const row = await t.prisma.contactMessage.findUniqueOrThrow({ where: { id: dbId(m.id) } });
    expect(row.userId).toBeNull();
    expect(row.emailedAt).not.toBeNull();

    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: equipa@ponte.test");
    expect(mails[0]).toContain("Reply-To: maria@example.test");
    expect(mails[0]).toMatch(/Subject: \[Ponte\] Contato: Parceria em Oshakati/);
    expect(mails[0]).toContain("Ondjila Trust");
    expect(mails[0]).toContain("WhatsApp");
  });

  it("links the message to the signed-in member and accepts only the required fields", async () => {
    const { user, token } = await createUser(t);
    const res = await t.gql(SUBMIT, { input: { name: "Ana", email: "ana@example.test", country: "AO", subject: "Dúvida", message: "Olá" } }, { token, headers: from() });
    expect(res.errors).toBeUndefined();
    expect(res.data.submitContactMessage).toMatchObject({ phone: null, sector: null, organization: null, preferredContact: "EMAIL" });
    const row = await t.prisma.contactMessage.findUniqueOrThrow({ where: { id: dbId(res.data.submitContactMessage.id) } });
    expect(row.userId).toBe(user.id);
  });

  it("rejects missing required fields and a bad e-mail with a reason per field, storing nothing", async () => {
    const count = await t.prisma.contactMessage.count();
    const res = await t.gql(SUBMIT, { input: { ...valid, name: "  ", email: "not-an-email", subject: "", message: "x".repeat(5001) } }, { headers: from() });
    expect(res.data?.submitContactMessage ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const issues = res.errors?.[0].extensions?.issues as Array<{ field: string; reason: string }>;
    const byField = Object.fromEntries(issues.map((i) => [i.field.replace(/^input\./, ""), i.reason]));
    expect(byField).toMatchObject({ name: "REQUIRED", email: "INVALID_EMAIL", subject: "REQUIRED", message: "TOO_LONG" });
    expect(await t.prisma.contactMessage.count()).toBe(count);
  });

  it("rejects a phone number that is not one", async () => {
    const res = await t.gql(SUBMIT, { input: { ...valid, phone: "call me maybe" } }, { headers: from() });
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(res.errors?.[0].extensions?.issues)).toContain("INVALID_PHONE");
  });

  it("refuses a country outside the list", async () => {
    const res = await t.gql(SUBMIT, { input: { ...valid, country: "BR" } }, { headers: from() });
    expect(res.errors).toBeDefined();
    expect(res.data?.submitContactMessage ?? null).toBeNull();
  });

  it("allows 5 messages per address in 10 minutes, then answers RATE_LIMITED", async () => {
    const headers = from();
    for (let i = 0; i < 5; i++) {
      const ok = await t.gql(SUBMIT, { input: { ...valid, subject: `Mensagem ${i}` } }, { headers });
      expect(ok.errors).toBeUndefined();
    }
    const count = await t.prisma.contactMessage.count();
    const res = await t.gql(SUBMIT, { input: valid }, { headers });
    expect(res.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED", reason: "CONTACT_RATE_LIMITED" });
    expect(res.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(500);
    expect(await t.prisma.contactMessage.count()).toBe(count);

    // Another address is not affected.
    const other = await t.gql(SUBMIT, { input: valid }, { headers: from() });
    expect(other.errors).toBeUndefined();
  });

  it("starts a new window once the old one has passed", async () => {
    const headers = from();
    await t.prisma.rateLimitBucket.create({
      data: { key: `contact:${headers["x-forwarded-for"]}`, count: 99, resetAt: new Date(Date.now() - 1000) },
    });
    const res = await t.gql(SUBMIT, { input: valid }, { headers });
    expect(res.errors).toBeUndefined();
  });
});

describe("contactMessages (team inbox)", () => {
  const INBOX = /* GraphQL */ `
    query Inbox { contactMessages(first: 3) { totalCount edges { node { subject email createdAt } } } }
  `;

  it("lists messages newest first to administrators", async () => {
    const { token } = await createAdmin(t);
    await t.gql(SUBMIT, { input: { ...valid, subject: "A mais recente" } }, { headers: from() });
    const res = await t.gql(INBOX, {}, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data.contactMessages.totalCount).toBe(await t.prisma.contactMessage.count());
    expect(res.data.contactMessages.edges[0].node.subject).toBe("A mais recente");
    const dates = res.data.contactMessages.edges.map((e: any) => Date.parse(e.node.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("is closed to members and visitors", async () => {
    const { token } = await createUser(t);
    const member = await t.gql(INBOX, {}, { token });
    expect(member.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const visitor = await t.gql(INBOX, {});
    expect(visitor.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
