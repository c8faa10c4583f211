import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createClient, createProject, day, gid } from "../support/management-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let admin: string;
let member: string;

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  member = (await createUser(t)).token;
});

const CREATE = `mutation($input: CreateClientInput!) { createClient(input: $input) { id name email status organization projectCount totalValue } }`;
const LIST = `query($filter: ClientFilter) { clients(filter: $filter, first: 50) { totalCount edges { node { id name projectCount totalValue } } } }`;

describe("clients", () => {
  it("creates a client with validation and a unique e-mail (EMAIL_TAKEN)", async () => {
    const input = { name: "Câmara de Comércio do Lubango", email: "Geral@CC-Lubango.example", country: "AO", sector: "COMMERCE", organization: "CCI Huíla" };
    const res = await t.gql(CREATE, { input }, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data.createClient).toMatchObject({ name: input.name, email: "geral@cc-lubango.example", status: "PROSPECT", projectCount: 0, totalValue: "0" });
    const id = (await t.prisma.client.findUniqueOrThrow({ where: { email: "geral@cc-lubango.example" } })).id;
    expect(await t.prisma.auditLog.count({ where: { entityId: id, action: "client.create" } })).toBe(1);

    const dup = await t.gql(CREATE, { input: { ...input, email: "GERAL@cc-lubango.example" } }, { token: admin });
    expect(dup.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "EMAIL_TAKEN" });

    for (const bad of [{ email: "not-an-email" }, { name: " " }, { organization: "" }]) {
      const r = await t.gql(CREATE, { input: { ...input, email: "other@x.example", ...bad } }, { token: admin });
      expect(r.errors?.[0].extensions?.code, JSON.stringify(bad)).toBe("BAD_USER_INPUT");
    }
    const noCountry = await t.gql(CREATE, { input: { name: "A", email: "a@x.example", sector: "HEALTH", organization: "O" } }, { token: admin });
    expect(noCountry.errors).toBeDefined();
    expect(await t.prisma.client.count()).toBe(1);
  });

  it("updates a client and refuses taking another client's e-mail", async () => {
    const a = await createClient(t, { email: "a@update.example" });
    const b = await createClient(t, { email: "b@update.example" });
    const q = `mutation($id: ID!, $input: UpdateClientInput!) { updateClient(id: $id, input: $input) { name status email lastContact notes } }`;
    const ok = await t.gql(q, { id: gid("Client", a.id), input: { name: "Renomeado", status: "INACTIVE", lastContact: "2026-03-01", notes: "Nota" } }, { token: admin });
    expect(ok.data.updateClient).toEqual({ name: "Renomeado", status: "INACTIVE", email: "a@update.example", lastContact: "2026-03-01", notes: "Nota" });
    const taken = await t.gql(q, { id: gid("Client", a.id), input: { email: "b@update.example" } }, { token: admin });
    expect(taken.errors?.[0].extensions?.reason).toBe("EMAIL_TAKEN");
    const same = await t.gql(q, { id: gid("Client", b.id), input: { email: "B@update.example" } }, { token: admin });
    expect(same.errors).toBeUndefined();
  });

  it("computes project count and total value per client in SQL, without one query per client", async () => {
    const clients = [];
    for (let i = 0; i < 5; i++) {
      const c = await createClient(t, { name: `Total ${i}`, country: "ZA", status: "ACTIVE" });
      clients.push(c);
      for (let j = 0; j <= i; j++) await createProject(t, { clientId: c.id, budget: "1000.50" });
    }
    t.sql.reset();
    const res = await t.gql(LIST, { filter: { search: "Total", country: "ZA" } }, { token: admin });
    const statements = t.sql.count;
    expect(res.errors).toBeUndefined();
    expect(res.data.clients.edges.map((e: any) => [e.node.name, e.node.projectCount, e.node.totalValue])).toEqual([
      ["Total 0", 1, "1000.5"],
      ["Total 1", 2, "2001"],
      ["Total 2", 3, "3001.5"],
      ["Total 3", 4, "4002"],
      ["Total 4", 5, "5002.5"],
    ]);
    // the search's id lookup (one, shared by the list and its count), the list, its count, the grouped
    // totals (no rate lookup for USD), plus the caller's session and the cost budget's upsert: constant, not 5+
    expect(statements).toBeLessThanOrEqual(6);
  });

  it("searches over name, e-mail and organisation and filters by status and country", async () => {
    await createClient(t, { name: "Namib Logistics", email: "ops@namib.example", organization: "Namib Pty", country: "NA", status: "PROSPECT" });
    await createClient(t, { name: "Outro", email: "info@outro.example", organization: "Grupo NAMIBIANO", country: "NA", status: "ACTIVE" });
    const names = async (filter: object) => (await t.gql(LIST, { filter }, { token: admin })).data.clients.edges.map((e: any) => e.node.name).sort();
    expect(await names({ search: "namib" })).toEqual(["Namib Logistics", "Outro"]);
    expect(await names({ search: "ops@namib" })).toEqual(["Namib Logistics"]);
    expect(await names({ search: "namib", status: "ACTIVE" })).toEqual(["Outro"]);
    expect(await names({ search: "namib", country: "AO" })).toEqual([]);
  });

  it("shows a client's projects and invoices, and summarises all clients", async () => {
    const c = await createClient(t, { name: "Com Faturas", status: "INACTIVE" });
    const p = await createProject(t, { clientId: c.id, name: "Projeto Faturado", budget: "500" });
    await t.prisma.invoice.create({
      data: {
        number: "FT-2026-001",
        clientId: c.id,
        projectId: p.id,
        amount: "1250.00",
        currency: "NAD",
        issueDate: day(-10),
        dueDate: day(20),
        status: "SENT",
        country: "NA",
      },
    });
    const res = await t.gql(
      `query($id: ID!) { client(id: $id) { name projects { name } invoices { number amount currency status dueDate } } }`,
      { id: gid("Client", c.id) },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.client).toEqual({
      name: "Com Faturas",
      projects: [{ name: "Projeto Faturado" }],
      invoices: [{ number: "FT-2026-001", amount: "1250", currency: "NAD", status: "SENT", dueDate: day(20).toISOString().slice(0, 10) }],
    });

    const summary = await t.gql(`query { clientSummary { total active prospects inactive totalValue } }`, {}, { token: admin });
    const byStatus = await t.prisma.client.groupBy({ by: ["status"], _count: { _all: true } });
    const n = (s: string) => byStatus.find((g) => g.status === s)?._count._all ?? 0;
    const budget = await t.prisma.project.aggregate({ _sum: { budget: true } });
    expect(summary.data.clientSummary).toEqual({
      total: n("ACTIVE") + n("PROSPECT") + n("INACTIVE"),
      active: n("ACTIVE"),
      prospects: n("PROSPECT"),
      inactive: n("INACTIVE"),
      totalValue: budget._sum.budget!.toString(),
    });
  });

  it("refuses deleting a client with projects or invoices (CLIENT_HAS_PROJECTS), deletes one without", async () => {
    const q = `mutation($id: ID!) { deleteClient(id: $id) }`;
    const withProject = await createClient(t);
    await createProject(t, { clientId: withProject.id });
    const r1 = await t.gql(q, { id: gid("Client", withProject.id) }, { token: admin });
    expect(r1.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "CLIENT_HAS_PROJECTS" });

    const withInvoice = await createClient(t);
    await t.prisma.invoice.create({
      data: { number: "FT-DEL-1", clientId: withInvoice.id, amount: "10", currency: "USD", issueDate: day(0), dueDate: day(5), country: "AO" },
    });
    expect((await t.gql(q, { id: gid("Client", withInvoice.id) }, { token: admin })).errors?.[0].extensions?.reason).toBe("CLIENT_HAS_PROJECTS");

    const free = await createClient(t);
    const ok = await t.gql(q, { id: gid("Client", free.id) }, { token: admin });
    expect(ok.errors).toBeUndefined();
    expect(await t.prisma.client.count({ where: { id: free.id } })).toBe(0);
    expect(await t.prisma.auditLog.count({ where: { entityId: free.id, action: "client.delete" } })).toBe(1);
  });

  it("is for administrators only", async () => {
    const c = await createClient(t);
    const ops: Array<[string, Record<string, unknown>]> = [
      [`query { clients { totalCount } }`, {}],
      [`query($id: ID!) { client(id: $id) { name } }`, { id: gid("Client", c.id) }],
      [`query { clientSummary { total } }`, {}],
      [`mutation { createClient(input: { name: "N", email: "n@n.example", country: AO, sector: HEALTH, organization: "O" }) { id } }`, {}],
      [`mutation($id: ID!) { updateClient(id: $id, input: { name: "N" }) { id } }`, { id: gid("Client", c.id) }],
      [`mutation($id: ID!) { deleteClient(id: $id) }`, { id: gid("Client", c.id) }],
    ];
    for (const [query, vars] of ops) {
      expect((await t.gql(query, vars, { token: member })).errors?.[0].extensions?.code, query).toBe("FORBIDDEN");
    }
    expect(await t.prisma.client.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ name: c.name });
  });
});

describe("clients orderBy", () => {
  it("sorts by name, organisation and last contact both ways (no last contact last), paging in that order", async () => {
    await createClient(t, { name: "Beta", organization: "Zeta Lda", lastContact: day(-3), email: "beta@order.example" });
    await createClient(t, { name: "Alfa", organization: "Omega SA", lastContact: null, email: "alfa@order.example" });
    await createClient(t, { name: "Gama", organization: "Acme", lastContact: day(-10), email: "gama@order.example" });
    const q = `query($orderBy: ClientOrder, $after: String) { clients(filter: { search: "order.example" }, orderBy: $orderBy, first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { name } } } }`;
    const names = async (orderBy: unknown) => {
      const first = await t.gql(q, { orderBy }, { token: admin });
      expect(first.errors).toBeUndefined();
      const rest = await t.gql(q, { orderBy, after: first.data.clients.pageInfo.endCursor }, { token: admin });
      return [...first.data.clients.edges, ...rest.data.clients.edges].map((e: { node: { name: string } }) => e.node.name);
    };
    expect(await names(null)).toEqual(["Alfa", "Beta", "Gama"]);
    expect(await names({ field: "NAME", direction: "DESC" })).toEqual(["Gama", "Beta", "Alfa"]);
    expect(await names({ field: "ORGANIZATION" })).toEqual(["Gama", "Alfa", "Beta"]);
    expect(await names({ field: "ORGANIZATION", direction: "DESC" })).toEqual(["Beta", "Alfa", "Gama"]);
    expect(await names({ field: "LAST_CONTACT", direction: "DESC" })).toEqual(["Beta", "Gama", "Alfa"]);
    expect(await names({ field: "LAST_CONTACT", direction: "ASC" })).toEqual(["Gama", "Beta", "Alfa"]);
  });
});
