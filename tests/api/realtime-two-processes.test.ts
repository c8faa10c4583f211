import type { Client } from "graphql-ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, gid, opportunityInput, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { type ApiProcess, startApiProcess } from "../support/api-process.ts";
import { useTestApp } from "../support/test-app.ts";

// DESIGN.md §4: API processes share nothing but the database, so a subscriber
// on one process sees a change made through another.
const t = useTestApp();

let urlA: string;
let urlB: string;
let second: ApiProcess;
const clients: Client[] = [];

beforeAll(async () => {
  urlA = (await t.app.start()).replace("localhost", "127.0.0.1");
  second = await startApiProcess(t);
  urlB = second.url;
});

afterAll(async () => {
  for (const c of clients) await c.dispose();
  await second?.stop();
  await t.app?.stop();
});

async function gqlAt(url: string, query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

it("runs as two separate processes", () => {
  expect(second.child.pid).not.toBe(process.pid);
  expect(new URL(urlA).port).not.toBe(new URL(urlB).port);
});

it("a subscriber on process A receives an opportunity created through process B", async () => {
  const admin = await createAdmin(t);
  const c = wsClient(urlA);
  clients.push(c);
  const sub = subscribe<any>(c, `subscription { opportunityEvents { op id opportunity { title } } }`);
  await whenLive(
    sub,
    () => createOpportunity(t),
    (e) => e.opportunityEvents.op === "INSERT",
  );

  const input = opportunityInput({ title: "Criada no processo B" });
  const created = await gqlAt(urlB, `mutation($input: OpportunityInput!) { createOpportunity(input: $input) { id } }`, { input }, admin.token);
  expect(created.errors).toBeUndefined();
  const event = await sub.next((e) => e.opportunityEvents.id === created.data.createOpportunity.id);
  expect(event.opportunityEvents).toMatchObject({ op: "INSERT", opportunity: { title: "Criada no processo B" } });
});

it("a member subscribed on process B receives the decision made through process A", async () => {
  const admin = await createAdmin(t);
  const member = await createUser(t);
  const probeOpportunity = await createOpportunity(t);
  const probe = await createApplication(t, { userId: member.user.id, opportunityId: probeOpportunity.id });
  let flipped = false;

  const c = wsClient(urlB, member.token);
  clients.push(c);
  const sub = subscribe<any>(c, `subscription { myApplicationUpdates { previousStatus status application { id } } }`);
  await whenLive(
    sub,
    async () => {
      flipped = !flipped;
      await t.prisma.application.update({ where: { id: probe.id }, data: { status: flipped ? "REJECTED" : "PENDING" } });
    },
    () => true,
  );

  const o = await createOpportunity(t);
  const a = await createApplication(t, { userId: member.user.id, opportunityId: o.id });
  const decided = await gqlAt(urlA, `mutation($id: ID!) { decideApplication(id: $id, decision: APPROVED) { status } }`, { id: gid("Application", a.id) }, admin.token);
  expect(decided.errors).toBeUndefined();
  const event = await sub.next((e) => e.myApplicationUpdates.application.id === gid("Application", a.id));
  expect(event.myApplicationUpdates).toMatchObject({ previousStatus: "PENDING", status: "APPROVED" });
});
