import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { createApplication, gid, opportunityInput, subscribe, whenLive, wsClient } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// DESIGN.md §4: API processes share nothing but the database, so a subscriber
// on one process sees a change made through another.
const t = useTestApp();

let urlA: string;
let urlB: string;
let child: ChildProcess;
const clients: Client[] = [];

beforeAll(async () => {
  urlA = (await t.app.start()).replace("localhost", "127.0.0.1");
  child = spawn(process.execPath, [path.join(import.meta.dirname, "realtime-api-process.ts")], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, JWT_SECRET: t.config.JWT_SECRET },
    stdio: ["ignore", "pipe", "inherit"],
  });
  urlB = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the second API process did not start")), 30000);
    child.once("exit", (code) => reject(new Error(`the second API process exited (${code})`)));
    readline.createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line).url);
    });
  });
});

afterAll(async () => {
  for (const c of clients) await c.dispose();
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
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
  expect(child.pid).not.toBe(process.pid);
  expect(new URL(urlA).port).not.toBe(new URL(urlB).port);
});

it("a subscriber on process A receives an opportunity created through process B", async () => {
  const admin = await createAdmin(t);
  const c = wsClient(urlA);
  clients.push(c);
  const sub = subscribe<any>(c, `subscription { opportunityEvents { op id opportunity { title } } }`);
  await whenLive(sub, () => createOpportunity(t), (e) => e.opportunityEvents.op === "INSERT");

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
