import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// What a partner keeping a copy relies on besides paging (tests/api/partner-journey.test.ts):
// updatedAt kept by the database, absolute image URLs on PUBLIC_URL, and a
// subscription that never names an opportunity the subscriber could not see.
const t = useTestApp({ PUBLIC_URL: "https://ponte.example" });

let baseUrl: string;
let adminToken: string;
let memberToken: string;
const sockets: Client[] = [];

beforeAll(async () => {
  adminToken = (await createAdmin(t)).token;
  memberToken = (await createUser(t)).token;
  await t.app.start(); // answers PUBLIC_URL; the socket listens on a free local port
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as import("node:net").AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await t.app?.stop();
});

describe("updatedAt", () => {
  it("is kept by the database on every change, whoever makes it, and not on a change that changes nothing", async () => {
    const o = await createOpportunity(t, { title: "Sincronia" });
    const first = o.updatedAt.getTime();
    await new Promise((r) => setTimeout(r, 5));
    await t.prisma.$executeRaw`UPDATE "Opportunity" SET "location" = 'Lobito' WHERE "id" = ${o.id}::uuid`;
    const afterRaw = (await t.prisma.opportunity.findUniqueOrThrow({ where: { id: o.id } })).updatedAt.getTime();
    expect(afterRaw).toBeGreaterThan(first);
    await t.prisma.$executeRaw`UPDATE "Opportunity" SET "location" = 'Lobito' WHERE "id" = ${o.id}::uuid`;
    expect((await t.prisma.opportunity.findUniqueOrThrow({ where: { id: o.id } })).updatedAt.getTime()).toBe(afterRaw);
  });
});

describe("image URLs", () => {
  it("are absolute on PUBLIC_URL, whatever Host the request names", async () => {
    const o = await createOpportunity(t, { title: "Com imagem", imageUrl: "/images/sectors/health.svg" });
    const res = await t.gql(
      `query($id: ID!) { opportunity(id: $id) { imageUrl } }`,
      { id: gid("Opportunity", o.id) },
      {
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      },
    );
    expect(res.data.opportunity.imageUrl).toBe("https://ponte.example/images/sectors/health.svg");
  });
});

describe("opportunityEvents from a visitor's, a member's and an administrator's point of view", () => {
  type Ev = { opportunityEvents: { op: string; id: string; opportunity: { title: string; status: string } | null } };
  const QUERY = `subscription { opportunityEvents { op id opportunity { title status } } }`;

  it("names an opportunity only to those who could see it, and tells them once when it leaves their view", async () => {
    const socket = (token?: string) => {
      const c = wsClient(baseUrl, token);
      sockets.push(c);
      return c;
    };
    const subs = {
      visitor: subscribe<Ev>(socket(), QUERY),
      member: subscribe<Ev>(socket(memberToken), QUERY),
      admin: subscribe<Ev>(socket(adminToken), QUERY),
    };
    for (const sub of Object.values(subs)) {
      await whenLive(
        sub,
        () => createOpportunity(t, { title: `Sonda ${Math.random()}` }),
        (e) => e.opportunityEvents.op === "INSERT",
      );
    }

    const data = {
      description: "x",
      country: "AO" as const,
      sector: "HEALTH" as const,
      organization: "x",
      deadline: new Date(Date.UTC(2027, 0, 1)),
      requirements: ["x"],
    };
    // One change at a time, each awaited until it reached those who should hear of it (a later change
    // must not overtake the reading of an earlier one's row).
    const expectedCount = { visitor: 0, member: 0, admin: 0 };
    const tracked = new Set<string>();
    const relevant = (sub: (typeof subs)["admin"]) => sub.events.filter((e) => tracked.has(e.opportunityEvents.id));
    const step = async (change: () => Promise<unknown>, publicToo: boolean) => {
      await change();
      expectedCount.admin++;
      if (publicToo) expectedCount.visitor++, expectedCount.member++;
      for (const [who, sub] of Object.entries(subs) as Array<[keyof typeof subs, (typeof subs)["admin"]]>) {
        for (let waited = 0; relevant(sub).length < expectedCount[who]; waited += 20) {
          if (waited > 10_000) throw new Error(`${who} got ${JSON.stringify(sub.events)}`);
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    // A draft: inserted inactive, edited, deleted, never active.
    let draft = { id: "" };
    await step(async () => {
      draft = await t.prisma.opportunity.create({ data: { ...data, title: "Rascunho", status: "INACTIVE" } });
      tracked.add(gid("Opportunity", draft.id));
    }, false);
    await step(() => t.prisma.opportunity.update({ where: { id: draft.id }, data: { title: "Rascunho 2" } }), false);
    await step(() => t.prisma.opportunity.delete({ where: { id: draft.id } }), false);
    // One that is published, closed, edited while closed, reopened and deleted.
    let o = { id: "" };
    await step(async () => {
      o = await t.prisma.opportunity.create({ data: { ...data, title: "Ciclo", status: "INACTIVE" } });
      tracked.add(gid("Opportunity", o.id));
    }, false);
    await step(() => t.prisma.opportunity.update({ where: { id: o.id }, data: { status: "ACTIVE" } }), true);
    await step(() => t.prisma.opportunity.update({ where: { id: o.id }, data: { status: "INACTIVE" } }), true);
    await step(() => t.prisma.opportunity.update({ where: { id: o.id }, data: { title: "Ciclo fechado" } }), false);
    await step(() => t.prisma.opportunity.update({ where: { id: o.id }, data: { status: "ACTIVE" } }), true);
    await step(() => t.prisma.opportunity.delete({ where: { id: o.id } }), true);
    // events come in commit order: once this one is here, nothing else about the two above is on its way
    const marker = await createOpportunity(t, { title: "Marcador" });

    const seen = async (sub: (typeof subs)[keyof typeof subs]) => {
      await sub.next((e) => e.opportunityEvents.id === gid("Opportunity", marker.id));
      return relevant(sub).map((e) => [
        e.opportunityEvents.id === gid("Opportunity", draft.id) ? "draft" : "o",
        e.opportunityEvents.op,
        e.opportunityEvents.opportunity?.status ?? null,
      ]);
    };
    const publicView = [
      ["o", "UPDATE", "ACTIVE"], // published: enters the view, with the row
      ["o", "UPDATE", null], // closed: leaves the view, without the row
      ["o", "UPDATE", "ACTIVE"], // reopened
      ["o", "DELETE", null],
    ];
    expect(await seen(subs.visitor)).toEqual(publicView);
    expect(await seen(subs.member)).toEqual(publicView);
    expect(await seen(subs.admin)).toEqual([
      ["draft", "INSERT", "INACTIVE"],
      ["draft", "UPDATE", "INACTIVE"],
      ["draft", "DELETE", null],
      ["o", "INSERT", "INACTIVE"],
      ["o", "UPDATE", "ACTIVE"],
      ["o", "UPDATE", "INACTIVE"],
      ["o", "UPDATE", "INACTIVE"],
      ["o", "UPDATE", "ACTIVE"],
      ["o", "DELETE", null],
    ]);
    for (const sub of Object.values(subs)) {
      expect(sub.errors).toEqual([]);
      await sub.dispose();
    }
  }, 60_000);
});
