// One change seen by thousands of subscriptions (sockets of 20, 20 sockets per
// loopback address so the per-address cap holds) must not exhaust the database pool:
// subscription operations read through a client limited to a few statements at
// once (api/src/server/websocket.ts, WS_BOUNDS.fanoutStatements). Every
// subscription asks for a different set of fields, so the per-event batching
// of event-rows.ts cannot merge them: the worst case, 5,000 row queries for one
// edit (1,000 here by default, 5,000 with FANOUT_SOCKETS=250). Meanwhile an
// ordinary request to the same process must still answer.
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { createOpportunity } from "../support/factories.ts";
import { type ApiProcess, startApiProcess } from "../support/api-process.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();
let url: string;
let subscribers: ApiProcess;
const sockets: WebSocket[] = [];

// 50 sockets (1,000 subscriptions) in the suite, which shares a 2-core machine
// with other test files; FANOUT_SOCKETS=250 measures the 5,000 of the review.
const SOCKETS = Number(process.env.FANOUT_SOCKETS ?? 50);
const PER_SOCKET = 20;
const PER_ADDRESS = 20;
const FIELDS = [
  "description",
  "location",
  "organization",
  "country",
  "sector",
  "type",
  "status",
  "deadline",
  "featured",
  "imageUrl",
  "createdAt",
  "updatedAt",
  "currency",
];

/** The k-th distinct selection of opportunity fields (k < 2^13); the title always, to tell the probe's events apart. */
const selection = (k: number) => `subscription { opportunityEvents { id op opportunity { id title ${FIELDS.filter((_, i) => (k >> i) & 1).join(" ")} } } }`;

beforeAll(async () => {
  // the subscribers' process, apart from the test's own work (clients, counting)
  // many operations from few addresses: budgets raised as for the test app
  subscribers = await startApiProcess(t, { API_BUDGET_MULTIPLIER: "100" });
  url = subscribers.url;
}, 60000);

afterAll(async () => {
  for (const s of sockets) s.terminate();
  await subscribers?.stop();
});

it("delivers one edit to every one of thousands of subscriptions while an ordinary request still answers promptly", { timeout: 300_000 }, async () => {
  const opportunity = await createOpportunity(t, { title: "Feira de Luanda" });
  const probeOpportunity = await createOpportunity(t, { title: "Sonda" });
  let received = 0;
  let acknowledged = 0;
  /** subscriptions (socket:id) that have seen a probe event: live */
  const live = new Set<string>();
  const wsUrl = `${url.replace(/^http/, "ws")}/graphql`;
  const opened: Array<Promise<void>> = [];
  const errors: unknown[] = [];
  /** sockets the server closed (none should be) */
  const closes: string[] = [];
  /** sockets closed with 1013 (database unavailable, e.g. a starved machine) and opened again, as graphql-ws clients do */
  let reopened = 0;
  const subscribeAll = (ws: WebSocket, i: number) => {
    for (let j = 0; j < PER_SOCKET; j++) {
      ws.send(JSON.stringify({ id: String(j), type: "subscribe", payload: { query: selection(1 + i * PER_SOCKET + j) } }));
    }
  };
  const connect = (i: number, subscribeOnAck: boolean) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl, "graphql-transport-ws", { localAddress: `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}` });
      sockets[i] = ws;
      ws.once("error", reject);
      ws.once("close", (code, reason) => {
        if (code === 1013 && !finished) {
          reopened++;
          setTimeout(() => void connect(i, true).catch(() => {}), 1000);
        } else if (!finished) closes.push(`${i}:${code}:${String(reason)}`);
        reject(new Error(`socket ${i} closed (${code})`));
      });
      ws.once("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: {} })));
      ws.on("message", (raw) => {
        const m = JSON.parse(String(raw));
        const event = m.payload?.data?.opportunityEvents;
        if (m.type === "connection_ack") {
          acknowledged++;
          if (subscribeOnAck) subscribeAll(ws, i);
          resolve();
        } else if (m.type === "next" && event?.opportunity?.title === "Sonda") {
          live.add(`${i}:${m.id}`);
        } else if (m.type === "next" && event?.op === "UPDATE" && event.opportunity) {
          received++;
        } else if (m.type === "error" || m.payload?.errors) {
          // an unavailable database answers SERVICE_UNAVAILABLE and closes with 1013 (reopened above)
          if (!JSON.stringify(m.payload).includes("SERVICE_UNAVAILABLE")) errors.push(m.payload);
        }
      });
    });
  let finished = false;
  const setupStarted = Date.now();
  for (let i = 0; i < SOCKETS; i++) opened.push(connect(i, false));
  await Promise.all(opened);
  expect(acknowledged).toBe(SOCKETS);
  sockets.forEach((ws, i) => subscribeAll(ws, i));
  // every subscription live: probe changes until each one has seen one
  while (live.size < SOCKETS * PER_SOCKET && Date.now() - setupStarted < 180_000) {
    await t.prisma.opportunity.update({ where: { id: probeOpportunity.id }, data: { location: `Sonda ${Date.now()}` } });
    await new Promise((r) => setTimeout(r, 3000));
  }
  if (process.env.REPORT_FANOUT)
    console.info(`errors: ${errors.length}`, closes, JSON.stringify(errors.slice(0, 3)), `live ${live.size} after ${Date.now() - setupStarted} ms`);
  expect(errors).toEqual([]);
  expect(closes).toEqual([]);
  expect(live.size).toBe(SOCKETS * PER_SOCKET);
  const setupMs = Date.now() - setupStarted;
  await new Promise((r) => setTimeout(r, 2000));

  const started = Date.now();
  await t.prisma.opportunity.update({ where: { id: opportunity.id }, data: { title: "Feira de Luanda (nova data)" } });
  // an ordinary request to the same process while the fan-out runs
  await new Promise((r) => setTimeout(r, 200));
  const probeStarted = Date.now();
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ opportunities(first: 5) { totalCount } }` }),
  });
  const probe = (await res.json()) as { data?: { opportunities: { totalCount: number } }; errors?: unknown[] };
  const probeMs = Date.now() - probeStarted;
  expect(probe.errors).toBeUndefined();
  expect(probe.data?.opportunities.totalCount).toBeGreaterThan(0);

  const deadline = Date.now() + 60_000;
  while (received < SOCKETS * PER_SOCKET && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const deliveredMs = Date.now() - started;
  if (process.env.REPORT_FANOUT)
    console.info(
      `fan-out: ${live.size} subscriptions live after ${setupMs} ms (${reopened} sockets reopened after 1013); ${received} deliveries in ${deliveredMs} ms; ordinary request during it: ${probeMs} ms`,
    );
  expect(received).toBe(SOCKETS * PER_SOCKET);
  // generous for a busy 2-core machine: the point is that it answers, without a pool timeout (5 s)
  expect(probeMs).toBeLessThan(5000);
  finished = true;
});
