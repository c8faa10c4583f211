import { describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";
import { seedCatalogue } from "../../prisma/seed/catalogue.ts";

// Behind our balancer (TRUST_PROXY), X-Forwarded-For tells contact-form callers apart.
const t = useTestApp({ TRUST_PROXY: "true" });

const APPLY = /* GraphQL */ `mutation Apply($opportunityId: ID!) { applyToOpportunity(opportunityId: $opportunityId) { id } }`;
const REQUEST = /* GraphQL */ `mutation Request($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { id } }`;
const CONTACT = /* GraphQL */ `mutation Contact($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`;

const request = {
  category: "HEALTH",
  serviceType: "telemedicine",
  name: "Maria Nangolo",
  email: "maria@example.test",
  phone: "+264 81 123 4567",
  message: "Preciso de uma consulta à distância.",
};
const contact = {
  name: "Visitante Curioso",
  email: "visitante@example.test",
  country: "AO",
  subject: "Parceria em Luanda",
  message: "Gostaríamos de saber mais sobre a rede regional.",
};

/** Every administrator's and the given users' notifications whose data holds `key: value`. */
async function notesWith(key: string, value: string) {
  const rows = await t.prisma.notification.findMany({ where: { data: { path: [key], equals: value } }, include: { user: { select: { role: true } } } });
  return rows;
}

async function expectOnePerAdmin(key: string, value: string, type: string) {
  const admins = await t.prisma.user.findMany({ where: { role: "ADMIN" }, select: { id: true } });
  const rows = await notesWith(key, value);
  expect(rows.every((r) => r.user.role === "ADMIN" && r.type === type && r.readAt === null)).toBe(true);
  expect(rows.map((r) => r.userId).sort()).toEqual(admins.map((a) => a.id).sort());
  return rows;
}

/** Makes every notification insert whose data holds `key: value` fail, for the duration of `run`. */
async function withFailingNotification(key: string, value: string, run: () => Promise<void>) {
  const name = `fail_${Math.random().toString(36).slice(2, 10)}`;
  await t.prisma.$executeRawUnsafe(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW."data"->>'${key}' = '${value}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END; $$`);
  await t.prisma.$executeRawUnsafe(`CREATE TRIGGER ${name} BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  try {
    await run();
  } finally {
    await t.prisma.$executeRawUnsafe(`DROP TRIGGER ${name} ON "Notification"`);
    await t.prisma.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
  }
}

describe("administrators are told what members send", () => {
  it("a new application: one unread notification per administrator with the applicant and opportunity, none for members", async () => {
    const admin = await createAdmin(t);
    await createAdmin(t);
    const member = await createUser(t, { fullName: "Ana Candidata" });
    const opportunity = await createOpportunity(t, { title: "Bolsa de saúde em Huambo" });
    const res = await t.gql(APPLY, { opportunityId: gid("Opportunity", opportunity.id) }, { token: member.token });
    expect(res.errors).toBeUndefined();

    const rows = await expectOnePerAdmin("applicationId", res.data.applyToOpportunity.id, "APPLICATION");
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0].data).toMatchObject({ kind: "NEW", opportunityTitle: "Bolsa de saúde em Huambo", applicantName: "Ana Candidata" });
    expect(await t.prisma.notification.count({ where: { userId: member.user.id } })).toBe(0);

    const mine = await t.gql(`{ myNotifications(first: 50) { edges { node { type data } } } }`, {}, { token: admin.token });
    expect(mine.data.myNotifications.edges.map((e: any) => e.node)).toContainEqual(
      expect.objectContaining({ type: "APPLICATION", data: expect.objectContaining({ applicantName: "Ana Candidata" }) }),
    );
  });

  it("a new service request: one per administrator with the requester and the service", async () => {
    await createAdmin(t);
    const member = await createUser(t, { fullName: "Rui Pedinte" });
    const res = await t.gql(REQUEST, { input: request }, { token: member.token });
    expect(res.errors).toBeUndefined();
    const requestId = (await t.prisma.serviceRequest.findFirstOrThrow({ where: { userId: member.user.id } })).id;
    const rows = await expectOnePerAdmin("requestId", requestId, "SERVICE_REQUEST");
    expect(rows[0].data).toMatchObject({ kind: "NEW", serviceType: "telemedicine", requesterName: "Rui Pedinte", status: "PENDING" });
    expect(await t.prisma.notification.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it("a request from the catalogue: one per administrator, with the service's title in both languages", async () => {
    await createAdmin(t);
    await t.prisma.$transaction((tx) => seedCatalogue({ tx, adminId: "", memberId: "", today: new Date() }));
    const offering = await t.prisma.serviceOffering.findFirstOrThrow({ where: { category: "TOURISM" } });
    const member = await createUser(t, { fullName: "Nangula Catálogo" });
    const res = await t.gql(
      `mutation ($input: CatalogueRequestInput!) { requestCatalogueService(input: $input) }`,
      { input: { offeringId: gid("ServiceOffering", offering.id), name: "Nangula", email: "nangula@example.test", phone: "+264 81 123 4567", message: "Grupo de 4" } },
      { token: member.token },
    );
    expect(res.errors).toBeUndefined();
    const rows = await expectOnePerAdmin("requestId", res.data.requestCatalogueService, "SERVICE_REQUEST");
    expect(rows[0].data).toMatchObject({ kind: "NEW", serviceTitle: { pt: offering.titlePt, en: offering.titleEn }, requesterName: "Nangula Catálogo" });
  });

  it("a new contact message: one CONTACT_MESSAGE per administrator with the sender", async () => {
    await createAdmin(t);
    const res = await t.gql(CONTACT, { input: { ...contact, subject: "Assunto único 1" } }, { headers: { "x-forwarded-for": "198.51.100.201" } });
    expect(res.errors).toBeUndefined();
    const stored = await t.prisma.contactMessage.findFirstOrThrow({ where: { subject: "Assunto único 1" } });
    const rows = await expectOnePerAdmin("contactMessageId", stored.id, "CONTACT_MESSAGE");
    expect(rows[0].data).toMatchObject({ senderName: "Visitante Curioso", subject: "Assunto único 1" });
  });

  it("writes the record and the notifications in one transaction: a failed notification leaves neither", async () => {
    await createAdmin(t);
    const member = await createUser(t, { fullName: "Nome Que Falha" });
    const opportunity = await createOpportunity(t);
    await withFailingNotification("applicantName", "Nome Que Falha", async () => {
      const res = await t.gql(APPLY, { opportunityId: gid("Opportunity", opportunity.id) }, { token: member.token });
      expect(res.errors).toBeDefined();
    });
    expect(await t.prisma.application.count({ where: { userId: member.user.id } })).toBe(0);

    await withFailingNotification("requesterName", "Nome Que Falha", async () => {
      const res = await t.gql(REQUEST, { input: request }, { token: member.token });
      expect(res.errors).toBeDefined();
    });
    expect(await t.prisma.serviceRequest.count({ where: { userId: member.user.id } })).toBe(0);

    await withFailingNotification("subject", "Assunto que falha", async () => {
      const res = await t.gql(CONTACT, { input: { ...contact, subject: "Assunto que falha" } }, { headers: { "x-forwarded-for": "198.51.100.202" } });
      expect(res.errors).toBeDefined();
    });
    expect(await t.prisma.contactMessage.count({ where: { subject: "Assunto que falha" } })).toBe(0);
    expect(await t.prisma.notification.count({ where: { data: { path: ["applicantName"], equals: "Nome Que Falha" } } })).toBe(0);
  });
});
