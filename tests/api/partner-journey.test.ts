import crypto from "node:crypto";
import { type ClientError, GraphQLClient } from "graphql-request";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../support/factories.ts";
import { gid, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// A partner organisation keeps a copy of the opportunities over the public API,
// with mainstream clients (graphql-request over HTTP, graphql-ws over WebSocket)
// against a real server on a free port.
const t = useTestApp();

const COUNTRIES = ["AO", "NA", "ZA"] as const;
const SECTORS = ["HEALTH", "EDUCATION", "COMMERCE", "TOURISM"] as const;
const TOTAL = 137;

let baseUrl: string;
let port: string;
let adminToken: string;
let partner: GraphQLClient;
let partnerToken: string;
const sockets: Client[] = [];

const PAGE = /* GraphQL */ `
  query Page($first: Int, $after: String, $last: Int, $before: String, $filter: OpportunityFilter, $orderBy: OpportunityOrder, $updatedSince: DateTime) {
    opportunities(first: $first, after: $after, last: $last, before: $before, filter: $filter, orderBy: $orderBy, updatedSince: $updatedSince) {
      totalCount
      edges { cursor node { id title country sector createdAt updatedAt deadline imageUrl } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`;

type Node = { id: string; title: string; country: string; sector: string; createdAt: string; updatedAt: string; deadline: string; imageUrl: string | null };
type Page = {
  opportunities: {
    totalCount: number;
    edges: Array<{ cursor: string; node: Node }>;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  };
};

/** Every node, following endCursor until hasNextPage is false. */
async function pageThrough(vars: Record<string, unknown>, first: number): Promise<{ nodes: Node[]; totalCount: number; pages: number }> {
  const nodes: Node[] = [];
  let after: string | null = null;
  let pages = 0;
  let totalCount = -1;
  for (;;) {
    const res: Page = await partner.request<Page>(PAGE, { ...vars, first, after });
    pages++;
    totalCount = res.opportunities.totalCount;
    expect(res.opportunities.edges.length).toBeLessThanOrEqual(first);
    nodes.push(...res.opportunities.edges.map((e) => e.node));
    if (!res.opportunities.pageInfo.hasNextPage) break;
    after = res.opportunities.pageInfo.endCursor;
    expect(pages).toBeLessThan(200);
  }
  return { nodes, totalCount, pages };
}

/** The database's own answer: active rows matching `where`, sorted by column then id. */
async function expected(where: Record<string, unknown>, column: "createdAt" | "updatedAt" | "deadline", dir: "asc" | "desc") {
  const rows = await t.prisma.opportunity.findMany({
    where: { status: "ACTIVE", ...where },
    select: { id: true, createdAt: true, updatedAt: true, deadline: true },
  });
  const sorted = rows.sort((a, b) => {
    const x = a[column].getTime() - b[column].getTime();
    const c = x !== 0 ? x : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return dir === "asc" ? c : -c;
  });
  return sorted.map((r) => gid("Opportunity", r.id));
}

beforeAll(async () => {
  adminToken = (await createAdmin(t, { fullName: "Gestora de Parcerias" })).token;
  // Many rows share createdAt (and deadline), so the order rests on the id tie-break.
  const base = Date.UTC(2026, 9, 1);
  await t.prisma.opportunity.createMany({
    data: Array.from({ length: TOTAL }, (_, i) => ({
      id: crypto.randomUUID(),
      title: `Parceria ${String(i).padStart(3, "0")}`,
      description: "Cooperação regional",
      country: COUNTRIES[i % 3],
      sector: SECTORS[i % 4],
      organization: "Rede Ponte",
      deadline: new Date(Date.UTC(2027, 0, 1 + (i % 9))),
      requirements: ["Proposta"],
      imageUrl: `/images/sectors/${SECTORS[i % 4].toLowerCase()}.svg`,
      createdAt: new Date(base + Math.floor(i / 5) * 60_000),
    })),
  });
  // Closed ones never reach a partner.
  await t.prisma.opportunity.create({
    data: {
      title: "Encerrada",
      description: "x",
      country: "ZA",
      sector: "HEALTH",
      organization: "x",
      deadline: new Date(Date.UTC(2027, 0, 1)),
      requirements: ["x"],
      status: "INACTIVE",
    },
  });

  const url = await t.app.start();
  port = new URL(url).port;
  baseUrl = url.replace("localhost", "127.0.0.1");
}, 60_000);

afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await t.app?.stop();
});

describe("a partner keeps a copy of the opportunities", () => {
  it("gets an API token from an administrator, through the API", async () => {
    const admin = new GraphQLClient(`${baseUrl}/graphql`, { headers: { authorization: `Bearer ${adminToken}` } });
    const created = await admin.request<{ createApiToken: { token: string } }>(
      /* GraphQL */ `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: "Universidade do Namibe", expiresInDays: 30, scopes: ["opportunities:read"] } },
    );
    partnerToken = created.createApiToken.token;
    expect(partnerToken).toMatch(/^pnt_/);
    partner = new GraphQLClient(`${baseUrl}/graphql`, { headers: { authorization: `Bearer ${partnerToken}` } });
  });

  it("pages through every opportunity with cursors, at 100 and at smaller pages: no duplicates, no gaps", async () => {
    const all = await expected({}, "createdAt", "desc");
    expect(all).toHaveLength(TOTAL);
    for (const first of [100, 20, 7]) {
      const { nodes, totalCount, pages } = await pageThrough({}, first);
      expect(totalCount).toBe(TOTAL);
      expect(pages).toBe(Math.ceil(TOTAL / first));
      // the same rows, in the same (default: newest first, then id) order, each once
      expect(nodes.map((n) => n.id)).toEqual(all);
    }
  }, 120_000);

  it("pages backwards with last/before, and between two cursors with after/before", async () => {
    const all = await expected({}, "createdAt", "desc");
    const back: string[] = [];
    let before: string | null = null;
    for (;;) {
      const res: Page = await partner.request<Page>(PAGE, { last: 30, before });
      back.unshift(...res.opportunities.edges.map((e) => e.node.id));
      if (!res.opportunities.pageInfo.hasPreviousPage) break;
      before = res.opportunities.pageInfo.startCursor;
    }
    expect(back).toEqual(all);

    const first = await partner.request<Page>(PAGE, { first: 100 });
    const edges = first.opportunities.edges;
    const between = await partner.request<Page>(PAGE, { after: edges[10].cursor, before: edges[40].cursor, first: 100 });
    expect(between.opportunities.edges.map((e) => e.node.id)).toEqual(all.slice(11, 40));
    expect(between.opportunities.pageInfo.hasNextPage).toBe(false);
    const cut = await partner.request<Page>(PAGE, { after: edges[10].cursor, before: edges[40].cursor, first: 5 });
    expect(cut.opportunities.edges.map((e) => e.node.id)).toEqual(all.slice(11, 16));
    expect(cut.opportunities.pageInfo.hasNextPage).toBe(true);
    const tail = await partner.request<Page>(PAGE, { after: edges[10].cursor, before: edges[40].cursor, last: 5 });
    expect(tail.opportunities.edges.map((e) => e.node.id)).toEqual(all.slice(35, 40));
    expect(tail.opportunities.pageInfo.hasPreviousPage).toBe(true);
  });

  it("is refused first with last, a cursor of another order, and a forged cursor, each with a reason", async () => {
    const reason = async (vars: Record<string, unknown>) => {
      try {
        await partner.request(PAGE, vars);
        return "accepted";
      } catch (e) {
        const err = (e as ClientError).response.errors?.[0];
        return `${err?.extensions?.code}:${err?.extensions?.reason}`;
      }
    };
    expect(await reason({ first: 5, last: 5 })).toBe("BAD_USER_INPUT:FIRST_AND_LAST");
    const page = await partner.request<Page>(PAGE, { first: 2 });
    expect(await reason({ first: 2, after: page.opportunities.pageInfo.endCursor, orderBy: { field: "DEADLINE", direction: "ASC" } })).toBe(
      "BAD_USER_INPUT:CURSOR_ORDER_MISMATCH",
    );
    expect(await reason({ first: 2, after: "bm90IGEgY3Vyc29y" })).toBe("BAD_USER_INPUT:INVALID_CURSOR");
    expect(await reason({ first: -1 })).toBe("BAD_USER_INPUT:NEGATIVE_PAGE_SIZE");
  });

  it("filters, with totals that match the rows", async () => {
    const { nodes, totalCount } = await pageThrough({ filter: { country: "NA", sector: "EDUCATION" } }, 10);
    const want = await expected({ country: "NA", sector: "EDUCATION" }, "createdAt", "desc");
    expect(want.length).toBeGreaterThan(5);
    expect(nodes.map((n) => n.id)).toEqual(want);
    expect(totalCount).toBe(want.length);
  });

  it("sorts by each field both ways, page after page", async () => {
    const columns = { CREATED_AT: "createdAt", UPDATED_AT: "updatedAt", DEADLINE: "deadline" } as const;
    for (const [field, column] of Object.entries(columns)) {
      for (const direction of ["ASC", "DESC"] as const) {
        const { nodes } = await pageThrough({ orderBy: { field, direction } }, 40);
        expect(
          nodes.map((n) => n.id),
          `${field} ${direction}`,
        ).toEqual(await expected({}, column, direction === "ASC" ? "asc" : "desc"));
      }
    }
  }, 120_000);

  it("gives absolute image URLs on the platform's address", async () => {
    const res = await partner.request<Page>(PAGE, { first: 1 });
    const node = res.opportunities.edges[0].node;
    expect(node.imageUrl).toBe(`http://localhost:${port}/images/sectors/${node.sector.toLowerCase()}.svg`);
  });

  it("syncs with updatedSince: after one change, the next sync returns exactly that opportunity", async () => {
    const { nodes } = await pageThrough({ orderBy: { field: "UPDATED_AT", direction: "ASC" } }, 100);
    const checkpoint = nodes.at(-1)!.updatedAt;
    const nothing = await partner.request<Page>(PAGE, { first: 100, updatedSince: checkpoint, orderBy: { field: "UPDATED_AT", direction: "ASC" } });
    expect(nothing.opportunities.edges).toEqual([]);
    expect(nothing.opportunities.totalCount).toBe(0);

    const changed = nodes[17];
    const admin = new GraphQLClient(`${baseUrl}/graphql`, { headers: { authorization: `Bearer ${adminToken}` } });
    await admin.request(/* GraphQL */ `mutation($id: ID!, $input: OpportunityUpdateInput!) { updateOpportunity(id: $id, input: $input) { id } }`, {
      id: changed.id,
      input: { location: "Windhoek" },
    });
    const sync = await partner.request<Page>(PAGE, { first: 100, updatedSince: checkpoint, orderBy: { field: "UPDATED_AT", direction: "ASC" } });
    expect(sync.opportunities.edges.map((e) => e.node.id)).toEqual([changed.id]);
    expect(sync.opportunities.totalCount).toBe(1);
    expect(new Date(sync.opportunities.edges[0].node.updatedAt).getTime()).toBeGreaterThan(new Date(checkpoint).getTime());
  });

  it("subscribes with a filter over WebSocket and receives only matching events", async () => {
    type Ev = { opportunityEvents: { op: string; id: string; opportunity: { id: string; title: string; country: string } | null } };
    const socket = wsClient(baseUrl, partnerToken);
    sockets.push(socket);
    const sub = subscribe<Ev>(
      socket,
      /* GraphQL */ `subscription($filter: OpportunityFilter) { opportunityEvents(filter: $filter) { op id opportunity { id title country } } }`,
      { filter: { country: "ZA", sector: "HEALTH" } },
    );
    const make = (country: "ZA" | "AO", sector: "HEALTH" | "TOURISM", title: string) =>
      t.prisma.opportunity.create({
        data: { title, description: "x", country, sector, organization: "x", deadline: new Date(Date.UTC(2027, 0, 1)), requirements: ["x"] },
      });
    await whenLive(
      sub,
      () => make("ZA", "HEALTH", `Sonda ${crypto.randomUUID()}`),
      (e) => e.opportunityEvents.op === "INSERT",
    );

    const otherCountry = await make("AO", "HEALTH", "Saúde em Benguela");
    const otherSector = await make("ZA", "TOURISM", "Turismo no Cabo");
    const hidden = await t.prisma.opportunity.create({
      data: {
        title: "Rascunho",
        description: "x",
        country: "ZA",
        sector: "HEALTH",
        organization: "x",
        deadline: new Date(Date.UTC(2027, 0, 1)),
        requirements: ["x"],
        status: "INACTIVE",
      },
    });
    await t.prisma.opportunity.delete({ where: { id: hidden.id } });
    const match = await make("ZA", "HEALTH", "Clínicas em Durban");
    const inserted = await sub.next((e) => e.opportunityEvents.id === gid("Opportunity", match.id));
    expect(inserted.opportunityEvents).toEqual({
      op: "INSERT",
      id: gid("Opportunity", match.id),
      opportunity: { id: gid("Opportunity", match.id), title: "Clínicas em Durban", country: "ZA" },
    });

    // moved out of the filter: reported once, without its data
    await t.prisma.opportunity.update({ where: { id: match.id }, data: { country: "NA" } });
    const left = await sub.next((e) => e.opportunityEvents.id === gid("Opportunity", match.id) && e.opportunityEvents.op === "UPDATE");
    expect(left.opportunityEvents.opportunity).toBeNull();

    // events come in commit order: everything above has been delivered or filtered out by now
    const ids = sub.events.map((e) => e.opportunityEvents.id);
    for (const other of [otherCountry, otherSector, hidden]) expect(ids).not.toContain(gid("Opportunity", other.id));
    expect(sub.events.map((e) => e.opportunityEvents.op)).toEqual(["INSERT", "UPDATE"]);
    expect(sub.errors).toEqual([]);
    await sub.dispose();
  }, 60_000);
});
