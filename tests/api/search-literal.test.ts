import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createClient, createProject, createStaff } from "../support/management-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Issue 12 item 10: every free-text search takes %, _ and \ literally and
// ignores accents and case ("comercio" finds "Comércio", "ÁFRICA" finds "Africa").
const t = useTestApp();
let admin: string;
let member: string;

// Each list gets the same four texts; a probe must find exactly the expected ones.
const TEXTS = {
  accented: "Câmara de Comércio do Lubango",
  plain: "Rede Africa Austral",
  wild: "Desconto 100% em Serviço_Rápido",
  slash: "Arquivo C:\\Pastas\\Ponte",
};
const PROBES: Array<[string, Array<keyof typeof TEXTS>]> = [
  ["comercio", ["accented"]],
  ["CÂMARA DE COMERCIO", ["accented"]],
  ["ÁFRICA", ["plain"]],
  ["africa austral", ["plain"]],
  ["%", ["wild"]],
  ["100%", ["wild"]],
  ["10_%", []],
  ["_", ["wild"]],
  ["o_r", ["wild"]],
  ["\\", ["slash"]],
  ["c:\\pastas", ["slash"]],
  ["%%", []],
];

const tag = () => crypto.randomBytes(3).toString("hex");

interface List {
  name: string;
  token: () => string;
  query: string;
  /** the texts found, from the response data */
  found: (data: any) => string[];
  /** makes a row whose searched field holds `text` */
  make: (text: string) => Promise<unknown>;
}

const edgesOf = (conn: any, key: string) => conn.edges.map((e: any) => e.node[key]);

const LISTS: List[] = [
  {
    name: "opportunities (public list)",
    token: () => member,
    query: `query($q: String) { opportunities(first: 100, filter: { search: $q }) { totalCount edges { node { title } } } }`,
    found: (d) => edgesOf(d.opportunities, "title"),
    make: (text) => createOpportunity(t, { title: text }),
  },
  {
    name: "adminOpportunities",
    token: () => admin,
    query: `query($q: String) { adminOpportunities(first: 100, filter: { search: $q }) { edges { node { title } } } }`,
    found: (d) => edgesOf(d.adminOpportunities, "title"),
    make: async () => undefined, // same rows as above
  },
  {
    name: "clients",
    token: () => admin,
    query: `query($q: String) { clients(first: 100, filter: { search: $q }) { edges { node { name } } } }`,
    found: (d) => edgesOf(d.clients, "name"),
    make: (text) => createClient(t, { name: text }),
  },
  {
    name: "projects",
    token: () => admin,
    query: `query($q: String) { projects(first: 100, filter: { search: $q }) { edges { node { name } } } }`,
    found: (d) => edgesOf(d.projects, "name"),
    make: (text) => createProject(t, { name: text }),
  },
  {
    name: "team",
    token: () => admin,
    query: `query($q: String) { staffMembers(first: 100, filter: { search: $q }) { edges { node { role } } } }`,
    found: (d) => edgesOf(d.staffMembers, "role"),
    make: (text) => createStaff(t, { role: text }),
  },
  {
    name: "finance transactions",
    token: () => admin,
    query: `query($q: String) { transactions(first: 100, filter: { search: $q }) { edges { node { description } } } }`,
    found: (d) => edgesOf(d.transactions, "description"),
    make: (text) =>
      t.prisma.transaction.create({
        data: { date: new Date(), description: text, type: "INCOME", amount: "10", currency: "USD", category: "CONSULTING", country: "AO" },
      }),
  },
  {
    name: "admin users",
    token: () => admin,
    query: `query($q: String) { adminUsers(first: 100, filter: { search: $q }) { edges { node { organization } } } }`,
    found: (d) => edgesOf(d.adminUsers, "organization"),
    make: (text) => createUser(t, { organization: text, fullName: `Pessoa ${tag()}` }),
  },
  {
    name: "network professionals",
    token: () => member,
    query: `query($q: String) { searchProfessionals(first: 100, filter: { organization: $q }) { edges { node { organization } } } }`,
    found: (d) => edgesOf(d.searchProfessionals, "organization"),
    make: async () => undefined, // the admin-users rows are members too
  },
];

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
  member = (await createUser(t, { fullName: "Quem Procura", organization: "Própria" })).token;
  for (const list of LISTS) for (const text of Object.values(TEXTS)) await list.make(text);
});

describe("free-text searches", () => {
  for (const list of LISTS) {
    it(`${list.name}: %, _ and \\ are literal; accents and case are ignored`, async () => {
      for (const [q, keys] of PROBES) {
        const res = await t.gql(list.query, { q }, { token: list.token() });
        expect(res.errors, `${list.name} "${q}"`).toBeUndefined();
        const found = list.found(res.data).filter((s) => Object.values(TEXTS).includes(s));
        expect(found.sort(), `${list.name} "${q}"`).toEqual(keys.map((k) => TEXTS[k]).sort());
      }
    });
  }

  it("network professionals by name, and the header search, too", async () => {
    const named = await createUser(t, { fullName: "Joaquim Conceição_%" });
    const byName = await t.gql(
      `query($q: String) { searchProfessionals(first: 100, filter: { search: $q }) { edges { node { fullName } } } }`,
      { q: "CONCEICAO_%" },
      { token: member },
    );
    expect(edgesOf(byName.data.searchProfessionals, "fullName")).toEqual([named.user.fullName]);
    const wild = await t.gql(`query($q: String) { searchProfessionals(first: 100, filter: { search: $q }) { totalCount } }`, { q: "%" }, { token: member });
    expect(wild.data.searchProfessionals.totalCount).toBe(1);

    const header = await t.gql(
      `query($q: String!) { search(query: $q) { opportunities { title } people { fullName } users { organization } projects { title } clients { title } } }`,
      { q: "comercio" },
      { token: admin },
    );
    expect(header.errors).toBeUndefined();
    expect(header.data.search.opportunities.map((o: any) => o.title)).toEqual([TEXTS.accented]);
    expect(header.data.search.projects.map((p: any) => p.title)).toEqual([TEXTS.accented]);
    expect(header.data.search.clients.map((c: any) => c.title)).toEqual([TEXTS.accented]);
    expect(header.data.search.users.map((u: any) => u.organization)).toEqual([TEXTS.accented]);
    const percent = await t.gql(`query($q: String!) { search(query: $q) { opportunities { title } clients { title } } }`, { q: "0%" }, { token: admin });
    expect(percent.data.search.opportunities.map((o: any) => o.title)).toEqual([TEXTS.wild]);
    expect(percent.data.search.clients.map((c: any) => c.title)).toEqual([TEXTS.wild]);
  });

  it("team members by skill, a part of it, without accents or case", async () => {
    await createStaff(t, { role: "Especialista", skills: ["Saúde Pública", "Telemedicina"] });
    const q = `query($q: String) { staffMembers(first: 100, filter: { search: $q }) { edges { node { skills } } } }`;
    for (const probe of ["saude publica", "TELEMED", "pública"]) {
      const res = await t.gql(q, { q: probe }, { token: admin });
      expect(
        res.data.staffMembers.edges.map((e: any) => e.node.skills),
        probe,
      ).toEqual([["Saúde Pública", "Telemedicina"]]);
    }
  });

  it("applications by applicant or opportunity title", async () => {
    const o = await t.prisma.opportunity.findFirstOrThrow({ where: { title: TEXTS.accented } });
    const applicant = await createUser(t, { fullName: "Ana Ângela" });
    await t.prisma.application.create({ data: { userId: applicant.user.id, opportunityId: o.id, message: "Olá" } });
    const q = `query($q: String) { applications(first: 100, filter: { search: $q }) { edges { node { applicant { fullName } } } } }`;
    for (const probe of ["ANGELA", "comércio", "camara de"]) {
      const res = await t.gql(q, { q: probe }, { token: admin });
      expect(
        res.data.applications.edges.map((e: any) => e.node.applicant.fullName),
        probe,
      ).toEqual(["Ana Ângela"]);
    }
    const none = await t.gql(q, { q: "_" }, { token: admin });
    expect(none.data.applications.edges).toEqual([]);
  });
});
