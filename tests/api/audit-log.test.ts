import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const LIST = /* GraphQL */ `
  query Audit($filter: AuditLogFilter, $orderBy: AuditLogOrder, $first: Int, $after: String) {
    auditLog(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id action entity entityId entityNodeId data createdAt actor { fullName email } } }
    }
  }
`;
const CSV = /* GraphQL */ `
  query AuditCsv($filter: AuditLogFilter, $language: Language) { auditLogCsv(filter: $filter, language: $language) }
`;
const FACETS = /* GraphQL */ `
  query Facets { auditLogFacets { actions entities actors { fullName } } }
`;

// Files share a database: every entry of this file's own has this entity, so each query filters to them.
const ENTITY = `AuditTest${crypto.randomBytes(3).toString("hex")}`;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let other: Awaited<ReturnType<typeof createAdmin>>;

const entry = (actorId: string | null, action: string, createdAt: string, data?: object) =>
  t.prisma.auditLog.create({ data: { actorId, action, entity: ENTITY, entityId: crypto.randomUUID(), createdAt: new Date(createdAt), data } });

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: "Auditora Principal" });
  other = await createAdmin(t, { fullName: '=HYPERLINK("http://evil.example")' });
  await entry(admin.user.id, "audit.test.create", "2026-01-10T09:00:00Z", { name: "Primeiro" });
  await entry(admin.user.id, "audit.test.update", "2026-02-15T12:30:00Z", { status: "ACTIVE" });
  await entry(other.user.id, "audit.test.create", "2026-03-20T18:45:00Z", { name: "-2+3" });
  await entry(null, "audit.test.delete", "2026-04-01T00:00:00Z");
});

async function list(variables: Record<string, unknown>, token = admin.token) {
  const res = await t.gql(LIST, { first: 50, ...variables, filter: { entity: ENTITY, ...(variables.filter as object) } }, { token });
  expect(res.errors).toBeUndefined();
  return res.data.auditLog;
}
const actions = (conn: { edges: Array<{ node: { action: string } }> }) => conn.edges.map((e) => e.node.action);

describe("audit log", () => {
  it("shows administrators who did what, to what and when, newest first", async () => {
    const conn = await list({});
    expect(conn.totalCount).toBe(4);
    expect(actions(conn)).toEqual(["audit.test.delete", "audit.test.create", "audit.test.update", "audit.test.create"]);
    expect(conn.edges[1].node).toMatchObject({ entity: ENTITY, data: { name: "-2+3" }, createdAt: "2026-03-20T18:45:00.000Z", actor: { fullName: other.user.fullName } });
    expect(conn.edges[2].node.actor).toEqual({ fullName: "Auditora Principal", email: admin.user.email });
    // the deleted or server actor reads as null
    expect(conn.edges[0].node.actor).toBeNull();
    // not a type of the schema: no global id to link to
    expect(conn.edges[0].node.entityNodeId).toBeNull();
  });

  it("lists the entry a real admin write recorded", async () => {
    const res = await t.gql(
      `mutation($input: CreateClientInput!) { createClient(input: $input) { id } }`,
      {
        input: {
          name: "Cooperativa Auditada",
          email: `audit-${crypto.randomBytes(3).toString("hex")}@coop.example`,
          country: "NA",
          sector: "AGRICULTURE",
          organization: "Coop",
        },
      },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    const mine = await t.gql(LIST, { filter: { actorId: encodeGlobalID("User", admin.user.id), action: "client.create" } }, { token: admin.token });
    expect(mine.data.auditLog.totalCount).toBe(1);
    // the client's own global id, for a link to it
    expect(mine.data.auditLog.edges[0].node).toMatchObject({
      action: "client.create",
      entity: "Client",
      entityNodeId: res.data.createClient.id,
      actor: { fullName: "Auditora Principal" },
    });
  });

  it("refuses members and visitors", async () => {
    const member = await createUser(t);
    for (const query of [LIST, CSV, FACETS]) {
      const refused = await t.gql(query, {}, { token: member.token });
      expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect(refused.data).toBeNull();
      expect((await t.gql(query, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("filters by actor, action, date range and text", async () => {
    expect(actions(await list({ filter: { actorId: encodeGlobalID("User", other.user.id) } }))).toEqual(["audit.test.create"]);
    expect((await list({ filter: { action: "audit.test.create" } })).totalCount).toBe(2);
    const range = await list({ filter: { from: "2026-02-01T00:00:00Z", to: "2026-03-31T23:59:59Z" } });
    expect(actions(range)).toEqual(["audit.test.create", "audit.test.update"]);
    // both ends are inclusive
    expect((await list({ filter: { from: "2026-01-10T09:00:00Z", to: "2026-01-10T09:00:00Z" } })).totalCount).toBe(1);
    // actor's name, without its accent, and the recorded data
    expect(actions(await list({ filter: { text: "auditora" } }))).toEqual(["audit.test.update", "audit.test.create"]);
    expect(actions(await list({ filter: { text: "primeiro" } }))).toEqual(["audit.test.create"]);
    // an entity of nobody's
    expect((await t.gql(LIST, { filter: { entity: `${ENTITY}-none` } }, { token: admin.token })).data.auditLog.totalCount).toBe(0);
  });

  it("refuses a range that ends before it starts and an id of another type", async () => {
    const backwards = await t.gql(LIST, { filter: { from: "2026-03-01T00:00:00Z", to: "2026-02-01T00:00:00Z" } }, { token: admin.token });
    expect(backwards.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", issues: [{ field: "filter.to", reason: "END_BEFORE_START" }] });
    const wrongType = await t.gql(LIST, { filter: { actorId: encodeGlobalID("Client", admin.user.id) } }, { token: admin.token });
    expect(wrongType.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("sorts both ways and pages with cursors", async () => {
    const asc = await list({ orderBy: { field: "CREATED_AT", direction: "ASC" } });
    expect(actions(asc)).toEqual(["audit.test.create", "audit.test.update", "audit.test.create", "audit.test.delete"]);
    expect(actions(await list({ orderBy: { field: "ACTION", direction: "DESC" } }))).toEqual([
      "audit.test.update",
      "audit.test.delete",
      "audit.test.create",
      "audit.test.create",
    ]);
    expect(actions(await list({ orderBy: { field: "ACTION", direction: "ASC" } }))[0]).toBe("audit.test.create");

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await list({ first: 3, after, orderBy: { field: "CREATED_AT", direction: "ASC" } });
      seen.push(...page.edges.map((e: { node: { createdAt: string } }) => e.node.createdAt));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(["2026-01-10T09:00:00.000Z", "2026-02-15T12:30:00.000Z", "2026-03-20T18:45:00.000Z", "2026-04-01T00:00:00.000Z"]);
  });

  it("offers the actions, entities and actors found in the log", async () => {
    const res = await t.gql(FACETS, {}, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const facets = res.data.auditLogFacets;
    expect(facets.actions).toEqual(expect.arrayContaining(["audit.test.create", "audit.test.delete", "audit.test.update"]));
    expect(facets.actions).toEqual([...facets.actions].sort());
    expect(facets.entities).toContain(ENTITY);
    expect(facets.actors.map((a: { fullName: string }) => a.fullName)).toEqual(expect.arrayContaining(["Auditora Principal", other.user.fullName]));
  });

  it("exports the filtered entries as CSV, headings in the chosen language, formulas defused", async () => {
    const pt = await t.gql(CSV, { filter: { entity: ENTITY } }, { token: admin.token });
    expect(pt.errors).toBeUndefined();
    const lines = pt.data.auditLogCsv.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe("Data e hora (UTC);Autor;E-mail do autor;Ação;Entidade;ID da entidade;Dados");
    expect(lines).toHaveLength(6); // heading, four entries, and the last line's ending
    expect(lines[1]).toMatch(new RegExp(`^01/04/2026 00:00:00;;;audit.test.delete;${ENTITY};[0-9a-f-]{36};$`));
    // a name a spreadsheet would run gets an apostrophe, and the JSON is quoted
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")";${other.user.email};audit.test.create`);
    expect(lines[2]).toContain(`"{""name"":""-2+3""}"`);

    const en = await t.gql(CSV, { filter: { entity: ENTITY, action: "audit.test.update" }, language: "en" }, { token: admin.token });
    const enLines = en.data.auditLogCsv.replace(/^\ufeff/, "").split("\r\n");
    expect(enLines[0]).toBe("Date and time (UTC),Actor,Actor e-mail,Action,Entity,Entity id,Data");
    expect(enLines[1]).toContain(`Auditora Principal,${admin.user.email},audit.test.update`);
    expect(enLines).toHaveLength(3);
  });
});
