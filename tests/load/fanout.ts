// Realtime fan-out (issue 7, item 4): N graphql-ws subscribers on one API
// process receive each new opportunity. Prints p50/p99 from the commit (the
// createOpportunity mutation's response) to each delivery and to the last
// delivery of a round, the number lost, and server memory per idle connection.
//
//   npm run bench -- fanout            (or: node tests/load/fanout.ts)
//   FANOUT_CLIENTS=1000 FANOUT_ROUNDS=10 FANOUT_USERS=1000 FANOUT_TIMEOUT_MS=5000
//   FANOUT_COMMIT=sql (INSERT on our own connection; default) | mutation (createOpportunity as admin)
//   FANOUT_HEAP=0 (no --inspect in the API process, so no heap-after-GC figures)
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres  (faster than embedded)
//
// Besides latencies it prints the CPU time the API process spent per event
// (/proc/<pid>/stat), which does not depend on how busy the machine is: on a
// core of its own, the last delivery comes about that long after the commit.
// Exits 1 when a delivery was lost or a subscriber got an error.
//
// Subscribers are distinct member accounts by default (FANOUT_USERS = clients),
// the worst case for the per-viewer fields (myApplication, savedByMe). They are
// created directly in the bench database and get access tokens minted with the
// API's JWT secret (sign-in is rate limited); the demo member signs in for
// real and is one of the subscribers. The subscription is the web app's own
// document (web/src/modules/realtime/hooks/useOpportunityEvents.ts), sent over
// connection_init with `authorization: Bearer …` as the web app does.
import crypto from "node:crypto";
import { print } from "graphql";
import { createClient, type Client } from "graphql-ws";
import pg from "pg";
import WebSocket from "ws";
import { nodeId } from "../../api/src/graphql/node-id.ts";
import { AccessTokens } from "../../api/src/infra/tokens/access-token.ts";
import { UseOpportunityEvents_EventsDocument } from "../../web/src/gql/graphql.ts";
import { ADMIN, MEMBER, benchDatabase, cpuMsOf, fmtBytes, freePort, fmtMs, gqlHttp, machineNote, percentile, signIn, startApi, table } from "./support/stack.ts";

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 1000);
const USERS = Math.max(1, Math.min(CLIENTS, Number(process.env.FANOUT_USERS ?? CLIENTS)));
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 10);
const TIMEOUT_MS = Number(process.env.FANOUT_TIMEOUT_MS ?? 5000);
const GOAL_P99_MS = 250;
/** "sql": INSERT … COMMIT on a connection of our own (commit time independent of the API's event loop);
 *  "mutation": createOpportunity as the administrator (also writes a notification per member). */
const COMMIT_MODE = process.env.FANOUT_COMMIT === "mutation" ? "mutation" : "sql";

const SUBSCRIPTION = print(UseOpportunityEvents_EventsDocument);
const CREATE = /* GraphQL */ `
  mutation BenchCreateOpportunity($input: OpportunityInput!) {
    createOpportunity(input: $input) { id title }
  }
`;

const log = (m: string) => console.error(m);

/** A WebSocket class whose connections leave from loopback address 127.0.(1 + ⌊i/250⌋).(1 + i mod 250). */
const fromAddress = (i: number) =>
  class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` });
    }
  };

/**
 * The API's V8 heap after a full garbage collection, through the inspector
 * the child was started with (--inspect on a free port): Runtime.evaluate and
 * HeapProfiler.collectGarbage over the DevTools protocol.
 */
async function heapAfterGc(inspectPort: number): Promise<number> {
  if (!inspectPort) return Number.NaN;
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  let nextId = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<any>((resolve) => {
      const id = ++nextId;
      const onMessage = (data: WebSocket.RawData) => {
        const msg = JSON.parse(String(data));
        if (msg.id === id) {
          ws.off("message", onMessage);
          resolve(msg.result);
        }
      };
      ws.on("message", onMessage);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call("HeapProfiler.collectGarbage");
  await call("HeapProfiler.collectGarbage");
  const r = await call("Runtime.evaluate", { expression: "process.memoryUsage().heapUsed", returnByValue: true });
  ws.close();
  return Number(r?.result?.value ?? 0);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Subscriber {
  client: Client;
  /** opportunity node id -> arrival (performance.now()) */
  arrivals: Map<string, number>;
  errors: unknown[];
}

async function main(): Promise<void> {
  const jwtSecret = crypto.randomBytes(32).toString("hex");
  const db = await benchDatabase("bench_fanout", {
    log,
    extra: async (prisma) => {
      // USERS - 1 extra members (the demo member is the last one).
      await prisma.$executeRaw`
        INSERT INTO "User" ("id", "email", "fullName", "role", "updatedAt")
        SELECT gen_random_uuid(), 'fanout' || g || '@bench.test', 'Fanout ' || g, 'USER', now()
        FROM generate_series(1, ${USERS - 1}::int) g`;
    },
  });
  // FANOUT_HEAP=0: no inspector in the API process (no heap figures).
  const inspectPort = process.env.FANOUT_HEAP === "0" ? 0 : await freePort();
  if (inspectPort) process.env.BENCH_API_EXEC_ARGV = `${process.env.BENCH_API_EXEC_ARGV ?? ""} --inspect=127.0.0.1:${inspectPort}`.trim();
  // every subscriber connects from a loopback address of its own (127.0.x.y), as 1,000 people
  // would: the WebSocket cap per address (API_LIMITS.websocket.socketsPerIp) stays as in production
  const api = await startApi(db.url, { JWT_SECRET: jwtSecret, MAX_CONNECTIONS_PER_IP: "0", API_BUDGET_MULTIPLIER: "1000" });
  const subscribers: Subscriber[] = [];
  const closers: Array<() => Promise<unknown>> = [];
  let exitCode = 0;
  try {
    // --- accounts and tokens -------------------------------------------------
    const adminToken = await signIn(api.url, ADMIN.email, ADMIN.password);
    const memberToken = await signIn(api.url, MEMBER.email, MEMBER.password);
    const reader = new pg.Client({ connectionString: db.url });
    await reader.connect();
    const { rows } = await reader.query<{ id: string }>(`SELECT "id" FROM "User" WHERE "email" LIKE 'fanout%@bench.test' ORDER BY "email"`);
    await reader.end();
    const tokens = new AccessTokens(jwtSecret, 3600);
    const userTokens = [...(await Promise.all(rows.map((r) => tokens.sign({ userId: r.id, role: "USER" })))), memberToken];

    // --- idle connections: memory ------------------------------------------
    await sleep(1000);
    const heapBase = await heapAfterGc(inspectPort);
    const rssBase = api.rssBytes();
    const t0 = performance.now();
    let connected = 0;
    for (let i = 0; i < CLIENTS; i++) {
      const sub: Subscriber = { arrivals: new Map(), errors: [], client: null as unknown as Client };
      let resolveConnected!: () => void;
      const isConnected = new Promise<void>((r) => (resolveConnected = r));
      sub.client = createClient({
        url: `${api.url.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: fromAddress(i),
        lazy: false,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${userTokens[i % userTokens.length]}` },
        on: {
          connected: () => {
            connected++;
            resolveConnected();
          },
          error: (e) => sub.errors.push(e),
        },
      });
      subscribers.push(sub);
      // Open in batches so the accept queue never overflows.
      if (i % 100 === 99) await isConnected;
    }
    while (connected < CLIENTS && performance.now() - t0 < 60_000) await sleep(50);
    if (connected < CLIENTS) throw new Error(`only ${connected}/${CLIENTS} connections were acknowledged`);
    const connectMs = performance.now() - t0;
    await sleep(1500);
    const rssConnected = api.rssBytes();
    const heapConnected = await heapAfterGc(inspectPort);

    // --- subscribe -------------------------------------------------------------
    for (const sub of subscribers) {
      sub.client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (result) => {
            const at = performance.now();
            const event = (result.data as { opportunityEvents?: { op: string; id: string; opportunity: { id: string } | null } } | undefined)?.opportunityEvents;
            if (result.errors) sub.errors.push(result.errors);
            else if (event?.op === "INSERT" && event.opportunity) sub.arrivals.set(event.id, at);
            else if (event?.op === "INSERT") sub.errors.push(new Error(`INSERT ${event.id} came without its opportunity`));
          },
          error: (e) => sub.errors.push(e),
          complete: () => {},
        },
      );
    }

    let seq = 0;
    const runId = Date.now().toString(36);
    const writer = new pg.Client({ connectionString: db.url });
    await writer.connect();
    closers.push(() => writer.end());
    const create = async () => {
      seq++;
      const sent = performance.now();
      if (COMMIT_MODE === "sql") {
        const { rows } = await writer.query<{ id: string }>(
          `INSERT INTO "Opportunity" ("id", "title", "description", "country", "sector", "organization", "location", "deadline", "requirements", "updatedAt")
           VALUES (gen_random_uuid(), $1, 'An opportunity published by the fan-out benchmark.', 'AO', 'GENERAL', 'Bench', 'Luanda',
                   current_date + 30, ARRAY['Benchmark'], now()) RETURNING "id"`,
          [`Fan-out ${runId} #${seq}`],
        );
        const committed = performance.now();
        return { id: nodeId("Opportunity", rows[0].id), sent, committed };
      }
      const body = await gqlHttp<{ createOpportunity: { id: string } }>(
        api.url,
        CREATE,
        {
          input: {
            title: `Fan-out ${runId} #${seq}`,
            description: "An opportunity published by the fan-out benchmark.",
            country: "AO",
            sector: "GENERAL",
            organization: "Bench",
            location: "Luanda",
            deadline: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
            requirements: ["Benchmark"],
          },
        },
        adminToken,
      );
      const committed = performance.now();
      const id = body.data?.createOpportunity?.id;
      if (!id) throw new Error(`createOpportunity failed: ${JSON.stringify(body.errors)}`);
      return { id, sent, committed };
    };
    const waitAll = async (id: string, ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        if (subscribers.every((s) => s.arrivals.has(id))) return true;
        await sleep(5);
      }
      return false;
    };

    // Warm-up: subscriptions are set up asynchronously on the server (context,
    // viewer lookup); an event that reaches every subscriber proves all are live.
    let live = false;
    for (let attempt = 0; attempt < 10 && !live; attempt++) {
      const w = await create();
      live = await waitAll(w.id, 3000);
    }
    if (!live) {
      const missing = subscribers.filter((s) => s.arrivals.size === 0).length;
      throw new Error(
        `warm-up: ${missing} subscriber(s) never received an event; first error: ${JSON.stringify(subscribers.find((s) => s.errors.length)?.errors[0])?.slice(0, 300)}`,
      );
    }
    await sleep(1500);
    const rssSubscribed = api.rssBytes();
    const heapSubscribed = await heapAfterGc(inspectPort);

    // --- rounds ------------------------------------------------------------------
    const all: number[] = [];
    const fromSent: number[] = [];
    const lastPerRound: number[] = [];
    const roundRows: Array<Array<string | number>> = [];
    let lost = 0;
    const serverCpu0 = cpuMsOf(api.pid);
    const clientCpu0 = process.cpuUsage();
    for (let r = 1; r <= ROUNDS; r++) {
      await sleep(300);
      const { id, sent, committed } = await create();
      await waitAll(id, TIMEOUT_MS);
      const deltas: number[] = [];
      let roundLost = 0;
      for (const s of subscribers) {
        const at = s.arrivals.get(id);
        if (at === undefined) roundLost++;
        else {
          deltas.push(at - committed);
          fromSent.push(at - sent);
        }
      }
      lost += roundLost;
      all.push(...deltas);
      const last = deltas.length ? Math.max(...deltas) : Number.NaN;
      lastPerRound.push(last);
      roundRows.push([r, fmtMs(committed - sent), fmtMs(percentile(deltas, 50)), fmtMs(percentile(deltas, 99)), fmtMs(last), roundLost]);
    }
    // Idle work between rounds (timers, pings) is tiny next to the fan-out itself.
    const serverCpuPerEvent = (cpuMsOf(api.pid) - serverCpu0) / ROUNDS;
    const clientCpu = process.cpuUsage(clientCpu0);
    const clientCpuPerEvent = (clientCpu.user + clientCpu.system) / 1000 / ROUNDS;
    const errors = subscribers.reduce((n, s) => n + s.errors.length, 0);

    console.log(`\n# Realtime fan-out: ${CLIENTS} graphql-ws subscribers (${USERS} distinct members), ${ROUNDS} new opportunities`);
    console.log(machineNote());
    console.log(
      "Note: the load generator (this process: 1,000 clients parsing every message) and the API child process share the same cores;\n" +
        "other work on the machine adds noise. " +
        (COMMIT_MODE === "sql"
          ? "Commit = our INSERT's COMMIT returned (FANOUT_COMMIT=sql, on a connection of the benchmark's own)."
          : "Commit = the createOpportunity response arrived (FANOUT_COMMIT=mutation; the transaction had committed, and also wrote one notification per member)."),
    );
    console.log(`Subscription: the web app's UseOpportunityEvents_Events (opportunity fields + myApplication + savedByMe).\n`);
    console.log(table(["round", COMMIT_MODE === "sql" ? "INSERT" : "mutation", "p50 →delivery", "p99 →delivery", "→last delivery", "lost"], roundRows));
    console.log("");
    console.log(
      table(
        ["measure", "p50", "p99", "max"],
        [
          ["commit → each delivery", fmtMs(percentile(all, 50)), fmtMs(percentile(all, 99)), fmtMs(Math.max(...all))],
          ["commit → last delivery of a round", fmtMs(percentile(lastPerRound, 50)), fmtMs(percentile(lastPerRound, 99)), fmtMs(Math.max(...lastPerRound))],
          [
            `${COMMIT_MODE === "sql" ? "INSERT" : "mutation"} sent → each delivery`,
            fmtMs(percentile(fromSent, 50)),
            fmtMs(percentile(fromSent, 99)),
            fmtMs(Math.max(...fromSent)),
          ],
        ],
      ),
    );
    console.log(
      `\nCPU per event (independent of how busy the machine is): API process ${fmtMs(serverCpuPerEvent)} ` +
        `(${((serverCpuPerEvent * 1000) / CLIENTS).toFixed(0)} µs per subscriber); load generator ${fmtMs(clientCpuPerEvent)}.`,
    );
    console.log(`Deliveries: ${all.length} of ${CLIENTS * ROUNDS}; lost (not within ${TIMEOUT_MS} ms): ${lost}; subscriber errors: ${errors}`);
    const p99 = percentile(all, 99);
    console.log(`Goal p99 < ${GOAL_P99_MS} ms, none lost: ${p99 < GOAL_P99_MS && lost === 0 ? "met" : "NOT met"}`);
    console.log(
      `\nServer RSS: ${fmtBytes(rssBase)} before; ${fmtBytes(rssConnected)} with ${CLIENTS} idle connections (opened in ${fmtMs(connectMs)}); ` +
        `${fmtBytes(rssSubscribed)} with each also subscribed (after the warm-up event).`,
    );
    console.log(
      `Memory per idle connection: ${((rssConnected - rssBase) / CLIENTS / 1024).toFixed(1)} KiB connected; ` +
        `${((rssSubscribed - rssBase) / CLIENTS / 1024).toFixed(1)} KiB connected and subscribed (RSS delta / ${CLIENTS}, before any forced GC).`,
    );
    if (inspectPort)
      console.log(
        `V8 heap after a full GC: ${fmtBytes(heapBase)} before; +${((heapConnected - heapBase) / CLIENTS / 1024).toFixed(1)} KiB per connection; ` +
          `+${((heapSubscribed - heapBase) / CLIENTS / 1024).toFixed(1)} KiB per connection with its subscription.`,
      );
    if (lost > 0 || errors > 0) exitCode = 1;
  } finally {
    await Promise.all(subscribers.map((s) => s.client.dispose()));
    for (const close of closers) await close().catch(() => {});
    await api.stop();
    await db.stop();
  }
  process.exit(exitCode);
}

await main();
