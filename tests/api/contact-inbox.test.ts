import { describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const INBOX = /* GraphQL */ `
  query Inbox($handled: Boolean, $after: String) {
    unhandledContactMessageCount
    contactMessages(first: 2, handled: $handled, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id subject handledAt } }
    }
  }
`;
const MARK = /* GraphQL */ `
  mutation Mark($id: ID!, $handled: Boolean!) { markContactMessageHandled(id: $id, handled: $handled) { id subject handledAt } }
`;
const globalId = (id: string) => Buffer.from(`ContactMessage:${id}`).toString("base64");

async function message(subject: string, minutesAgo: number) {
  return t.prisma.contactMessage.create({
    data: { name: "Maria Nangolo", email: "maria@example.test", country: "NA", subject, message: "Olá", createdAt: new Date(Date.now() - minutesAgo * 60_000) },
  });
}

describe("the team's contact inbox", () => {
  it("pages newest first, filters by handled, and counts what waits", async () => {
    await t.prisma.contactMessage.deleteMany();
    const { user: admin, token } = await createAdmin(t);
    const oldest = await message("Inbox mais antiga", 30);
    await message("Inbox do meio", 20);
    await message("Inbox mais nova", 10);

    const first = await t.gql(INBOX, {}, { token });
    expect(first.errors).toBeUndefined();
    expect(first.data.unhandledContactMessageCount).toBe(3);
    expect(first.data.contactMessages.totalCount).toBe(3);
    expect(first.data.contactMessages.edges.map((e: any) => e.node.subject)).toEqual(["Inbox mais nova", "Inbox do meio"]);
    const second = await t.gql(INBOX, { after: first.data.contactMessages.pageInfo.endCursor }, { token });
    expect(second.data.contactMessages.edges.map((e: any) => e.node.subject)).toEqual(["Inbox mais antiga"]);
    expect(second.data.contactMessages.pageInfo.hasNextPage).toBe(false);

    const marked = await t.gql(MARK, { id: globalId(oldest.id), handled: true }, { token });
    expect(marked.errors).toBeUndefined();
    const handledAt = marked.data.markContactMessageHandled.handledAt;
    expect(handledAt).not.toBeNull();
    expect((await t.prisma.contactMessage.findUniqueOrThrow({ where: { id: oldest.id } })).handledAt?.toISOString()).toBe(handledAt);
    // marking twice keeps the first time
    const again = await t.gql(MARK, { id: globalId(oldest.id), handled: true }, { token });
    expect(again.data.markContactMessageHandled.handledAt).toBe(handledAt);

    const waiting = await t.gql(INBOX, { handled: false }, { token });
    expect(waiting.data.unhandledContactMessageCount).toBe(2);
    expect(waiting.data.contactMessages.totalCount).toBe(2);
    expect(waiting.data.contactMessages.edges.map((e: any) => e.node.subject)).toEqual(["Inbox mais nova", "Inbox do meio"]);
    const done = await t.gql(INBOX, { handled: true }, { token });
    expect(done.data.contactMessages.edges.map((e: any) => e.node.subject)).toEqual(["Inbox mais antiga"]);

    const reopened = await t.gql(MARK, { id: globalId(oldest.id), handled: false }, { token });
    expect(reopened.data.markContactMessageHandled.handledAt).toBeNull();
    // each change is in the audit log, with who made it; the repeated mark is not
    const entries = await t.prisma.auditLog.findMany({ where: { entity: "ContactMessage", entityId: oldest.id }, orderBy: { createdAt: "asc" } });
    expect(entries.map((e) => e.action)).toEqual(["contactMessage.handle", "contactMessage.reopen"]);
    expect(entries[0].actorId).toBe(admin.id);
    expect(entries[0].data).toEqual({ subject: "Inbox mais antiga" });
    expect((await t.gql(INBOX, {}, { token })).data.unhandledContactMessageCount).toBe(3);
  });

  it("answers NOT_FOUND for a message that does not exist", async () => {
    const { token } = await createAdmin(t);
    const res = await t.gql(MARK, { id: globalId("00000000-0000-4000-8000-000000000000"), handled: true }, { token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: "NOT_FOUND", reason: "NOT_FOUND" });
  });

  it("counts the waiting messages on the admin's sidebar, not for members", async () => {
    const { token } = await createAdmin(t);
    const waiting = await t.prisma.contactMessage.count({ where: { handledAt: null } });
    const res = await t.gql(`{ shellCounts { unhandledContactMessages } }`, {}, { token });
    expect(res.data.shellCounts.unhandledContactMessages).toBe(waiting);
    const member = await createUser(t);
    const refused = await t.gql(`{ shellCounts { unhandledContactMessages } }`, {}, { token: member.token });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("is closed to members (FORBIDDEN) and visitors (UNAUTHENTICATED), who change nothing", async () => {
    const kept = await message("Inbox fechada", 5);
    const { token } = await createUser(t);
    for (const [auth, code] of [
      [{ token }, "FORBIDDEN"],
      [{}, "UNAUTHENTICATED"],
    ] as const) {
      const list = await t.gql(INBOX, {}, auth);
      expect(list.data).toBeNull();
      expect(list.errors?.[0].extensions?.code).toBe(code);
      const count = await t.gql(`query { unhandledContactMessageCount }`, {}, auth);
      expect(count.errors?.[0].extensions?.code).toBe(code);
      const csv = await t.gql(`query { contactMessagesCsv }`, {}, auth);
      expect(csv.errors?.[0].extensions?.code).toBe(code);
      const mark = await t.gql(MARK, { id: globalId(kept.id), handled: true }, auth);
      expect(mark.errors?.[0].extensions?.code).toBe(code);
      const read = await t.gql(`query ($id: ID!) { node(id: $id) { ... on ContactMessage { subject email } } }`, { id: globalId(kept.id) }, auth);
      expect(read.data?.node ?? null).toBeNull();
    }
    expect((await t.prisma.contactMessage.findUniqueOrThrow({ where: { id: kept.id } })).handledAt).toBeNull();
    expect(await t.prisma.auditLog.count({ where: { entity: "ContactMessage", entityId: kept.id } })).toBe(0);
  });

  it("searches sender, subject and text ignoring case and accents, and exports the same rows as CSV in pt (;) and en (,)", async () => {
    await t.prisma.contactMessage.deleteMany();
    const { token } = await createAdmin(t);
    await t.prisma.contactMessage.createMany({
      data: [
        {
          name: "Nangula Shikongo",
          email: "nangula@example.test",
          country: "NA",
          sector: "HEALTH",
          subject: "Telemedicina no Kavango",
          message: "Orçamento 15.000,50; =1+1",
          preferredContact: "WHATSAPP",
        },
        {
          name: "Pieter Botha",
          email: "pieter@example.test",
          country: "ZA",
          subject: "Vinho",
          message: "Exportação pelo corredor",
          handledAt: new Date("2026-11-20T10:00:00Z"),
        },
        { name: "Outra", email: "outra@example.test", country: "AO", subject: "Nada", message: "Sem relação" },
      ],
    });
    const SEARCH = `query ($search: String, $handled: Boolean) { contactMessages(first: 10, search: $search, handled: $handled) { totalCount edges { node { name } } } }`;
    const names = async (search: string, handled?: boolean) => {
      const r = await t.gql(SEARCH, { search, handled }, { token });
      expect(r.errors).toBeUndefined();
      expect(r.data.contactMessages.totalCount).toBe(r.data.contactMessages.edges.length);
      return r.data.contactMessages.edges.map((e: any) => e.node.name).sort();
    };
    expect(await names("KAVANGO")).toEqual(["Nangula Shikongo"]);
    expect(await names("exportacao")).toEqual(["Pieter Botha"]);
    expect(await names("example.test")).toEqual(["Nangula Shikongo", "Outra", "Pieter Botha"]);
    expect(await names("example.test", false)).toEqual(["Nangula Shikongo", "Outra"]);
    expect(await names("100%")).toEqual([]);

    const CSV = `query ($search: String, $language: Language) { contactMessagesCsv(search: $search, language: $language) }`;
    const pt = (await t.gql(CSV, { search: "o" }, { token })).data.contactMessagesCsv as string;
    const lines = pt
      .replace(/^\ufeff/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe("Recebida em (UTC);Nome;E-mail;Telefone;Organização;País;Setor;Assunto;Mensagem;Forma de contato preferida;Situação;Respondida em (UTC)");
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith("") && l.includes("Nangula"))).toMatch(
      /;Namíbia;Saúde;Telemedicina no Kavango;"Orçamento 15\.000,50; =1\+1";WhatsApp;A responder;$/,
    );
    expect(lines.find((l) => l.includes("Pieter"))).toMatch(/;África do Sul;;Vinho;Exportação pelo corredor;E-mail;Respondida;20\/11\/2026 10:00:00$/);
    const en = (await t.gql(CSV, { search: "vinho", language: "en" }, { token })).data.contactMessagesCsv as string;
    const enLines = en
      .replace(/^\ufeff/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(enLines).toHaveLength(2);
    expect(enLines[1]).toMatch(/,South Africa,,Vinho,Exportação pelo corredor,E-mail,Handled,2026-11-20 10:00:00$/);
  });
});
