// Hostile traffic (issue 11, item 6): each attack class runs for a few seconds
// while a probe — an ordinary visitor in a process of its own — sends a small
// query every 200 ms. Prints the probe's p50/p99/max per attack (and sign-in
// latency during the reset-password flood), and what the attackers got back.
// Goal on a 2-core machine: probe p99 ≤ 250 ms under every attack. Each
// attack runs against a freshly started API process, so a server wedged by
// one attack does not spoil the figures of the next.
//
//   npm run bench -- abuse             (or: node tests/load/abuse.ts)
//   ABUSE_SECONDS=6 (per attack; slow headers/bodies get at least 15 s)
//   ABUSE_ONLY=a,b,…  (some attacks)
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres  (faster than embedded)
//
// Loopback only; every attack stops by itself; the exit code is 1 when an
// attack broke the probe outright (no answer at all for a whole attack).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  agentFor,
  attackerAddress,
  count,
  LEAK,
  loopUntil,
  newTally,
  rawExchange,
  send,
  slowSocket,
  summary,
  type SlowSocket,
  type Tally,
} from "./support/attack-clients.ts";
import type { ProbeSample } from "./support/probe-process.ts";
import { ADMIN, MEMBER, benchDatabase, fmtMs, machineNote, percentile, signIn, spawnNode, startApi, stopChild, table, waitReady } from "./support/stack.ts";
import { addBenchData } from "./support/bench-data.ts";
import { ROUTE_PATHS } from "../../web/src/app/routePaths.ts";

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 6);
const SLOW_SECONDS = Math.max(15, SECONDS);
const ONLY = (process.env.ABUSE_ONLY ?? "").split(",").filter(Boolean);
const GOAL_P99_MS = 250;
const log = (m: string) => console.error(m);

const JSON_HEADERS = { "content-type": "application/json" };
const gql = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

function unknownKeys(n: number): string {
  const filter: Record<string, number> = {};
  for (let i = 0; i < n; i++) filter[`k${i}`] = 1;
  return gql("query Keys($f: OpportunityFilter) { opportunities(first: 1, filter: $f) { edges { node { id } } } }", { f: filter });
}

const ALIASED_PAGES = gql(
  `query Pages($n: Int) { ${Array.from(
    { length: 15 },
    (_, i) => `p${i}: opportunities(first: $n) { edges { node { id title description organization location requirements applicationCount } } }`,
  ).join(" ")} }`,
  { n: 100 },
);

const SCHEMA_WALKS = gql(
  `query Walks { ${Array.from(
    { length: 15 },
    (_, i) =>
      `s${i}: __schema { types { name kind description fields(includeDeprecated: true) { name description args { name type { name kind ofType { name kind } } } type { name kind ofType { name kind ofType { name kind } } } } inputFields { name type { name kind ofType { name } } } enumValues(includeDeprecated: true) { name } } }`,
  ).join(" ")} }`,
);

const BATCH = JSON.stringify(Array.from({ length: 500 }, () => ({ query: "query B { opportunities(first: 20) { edges { node { id title description } } } }" })));

// 2^30 leaf selections once expanded: each fragment spreads the next one twice.
const FRAGMENT_BOMB = gql(
  [
    "query Bomb { ...F0 }",
    ...Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`),
    "fragment F30 on Query { __typename opportunities(first: 1) { totalCount } }",
  ].join("\n"),
);

const MALFORMED = [
  "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: exa mple.com\r\n\r\n",
  "GET /graphql HTTP/1.1\r\nHost: %zz\r\naccept: text/html\r\n\r\n",
  "GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: a:b:c\r\n\r\n",
  'POST /graphql HTTP/1.1\r\nHost: http://x\r\ncontent-type: application/json\r\ncontent-length: 20\r\n\r\n{"query":"{__typename}"}',
  "GET /app HTTP/1.1\r\nHost: \u0000\r\n\r\n",
  "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n",
  "GARBAGE\r\n\r\n",
  "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
  "GET  HTTP/1.1\r\n\r\n",
  `GET /${"a".repeat(20000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n",
  "GET http://[bad/ HTTP/1.1\r\nHost: x\r\n\r\n",
  "GET //evil.example/%2e%2e HTTP/1.1\r\nHost: x\r\n\r\n",
];

interface Attack {
  key: string;
  name: string;
  seconds?: number;
  signInEveryMs?: number;
  run: (ctx: { base: string; port: number; deadline: number; tally: Tally; notes: string[] }) => Promise<void>;
}

/** POST to /graphql in a loop from `clients` attackers (offset picks their addresses). */
const floodGraphql =
  (clients: number, body: () => string, offset = 0, headers: Record<string, string> = JSON_HEADERS): Attack["run"] =>
  async ({ base, deadline, tally }) => {
    const agents = Array.from({ length: clients }, (_, i) => agentFor(offset + i));
    await loopUntil(deadline, clients, async (i) => {
      const r = await send(base, agents[i], "POST", "/graphql", headers, body());
      count(tally, r.status);
      if (LEAK.test(r.text)) tally.leaks++;
    });
    for (const a of agents) a.destroy();
  };

const keys40k = unknownKeys(40_000);
const keys250k = unknownKeys(250_000);

function attacks(adminToken: string, opportunityId: string): Attack[] {
  return [
    { key: "a1", name: "(a) variable with 40,000 unknown keys, 4 clients", run: floodGraphql(4, () => keys40k, 0) },
    { key: "a2", name: "(a) variable with 250,000 unknown keys, 4 clients", run: floodGraphql(4, () => keys250k, 4) },
    { key: "b", name: "(b) 8 anonymous clients × 15 aliased opportunities(first: 100)", run: floodGraphql(8, () => ALIASED_PAGES, 10) },
    { key: "c", name: "(c) 15 aliased __schema walks, 8 clients", run: floodGraphql(8, () => SCHEMA_WALKS, 20) },
    {
      key: "d",
      name: "(d) one socket with 5,000 subscriptions + admin edits",
      run: async ({ base, deadline, tally, notes }) => {
        const ws = new WebSocket(`${base.replace("http", "ws")}/graphql`, "graphql-transport-ws", { localAddress: attackerAddress(30) });
        let events = 0;
        let closed = "";
        ws.on("message", (data) => {
          const m = JSON.parse(String(data)) as { type: string };
          if (m.type === "next") events++;
          else if (m.type === "error") count(tally, "subscribe-error");
          else if (m.type === "connection_ack") {
            for (let i = 0; i < 5000; i++)
              ws.send(
                JSON.stringify({ id: String(i), type: "subscribe", payload: { query: "subscription S { opportunityEvents { id op opportunity { id title } } }" } }),
              );
          }
        });
        ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: {} })));
        ws.on("close", (code, reason) => (closed = `${code} ${String(reason)}`));
        ws.on("error", () => {});
        const admin = agentFor(31);
        const edits: number[] = [];
        await new Promise((r) => setTimeout(r, 1000));
        let n = 0;
        while (Date.now() < deadline) {
          const started = performance.now();
          const r = await send(
            base,
            admin,
            "POST",
            "/graphql",
            { ...JSON_HEADERS, authorization: `Bearer ${adminToken}` },
            gql("mutation Edit($id: ID!, $input: OpportunityUpdateInput!) { updateOpportunity(id: $id, input: $input) { id title } }", {
              id: opportunityId,
              input: { title: `Oportunidade editada ${++n}` },
            }),
          );
          edits.push(performance.now() - started);
          count(tally, r.status);
          await new Promise((r) => setTimeout(r, 1000));
        }
        await new Promise((r) => setTimeout(r, 500));
        ws.terminate();
        admin.destroy();
        notes.push(
          `admin edit p50 ${fmtMs(percentile(edits, 50))}, max ${fmtMs(Math.max(...edits))}; ${events} events delivered to the socket${closed ? `; server closed it: ${closed}` : ""}`,
        );
      },
    },
    {
      key: "e",
      name: "(e) 16 clients fetching GraphiQL",
      run: async ({ base, deadline, tally }) => {
        const agents = Array.from({ length: 16 }, (_, i) => agentFor(40 + i));
        await loopUntil(deadline, 16, async (i) => {
          const r = await send(base, agents[i], "GET", "/graphql", { accept: "text/html" });
          count(tally, r.status);
        });
        for (const a of agents) a.destroy();
      },
    },
    {
      key: "f",
      name: "(f) malformed request lines and Host headers, 16 clients",
      run: async ({ port, deadline, tally, notes }) => {
        const samples = new Map<string, string>();
        await loopUntil(deadline, 16, async (i) => {
          const bytes = MALFORMED[Math.floor(Math.random() * MALFORMED.length)];
          const answer = await rawExchange(port, attackerAddress(60 + i), bytes, 2000);
          const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? "0";
          count(tally, status);
          if (LEAK.test(answer)) tally.leaks++;
          // 400; 431 for the over-long request line; 404 for a path that is merely odd
          if (!["400", "404", "431"].includes(status) && !samples.has(status))
            samples.set(status, `${JSON.stringify(bytes.slice(0, 60))} → ${JSON.stringify(answer.slice(0, 120))}`);
        });
        for (const s of samples.values()) notes.push(`unexpected answer: ${s}`);
      },
    },
    {
      key: "g",
      name: "(g) bogus resetPassword from 16 clients (probe signs in every 1.5 s)",
      signInEveryMs: 1500,
      run: floodGraphql(
        16,
        () =>
          gql("mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }", {
            token: crypto.randomBytes(32).toString("base64url"),
            password: "Senha-Nova-Forte-2026",
          }),
        80,
        { ...JSON_HEADERS },
      ),
    },
    {
      key: "h",
      name: "(h) slowloris: 300 sockets × 1 header byte / 2 s; 60 slow bodies × 1 byte / 2 s",
      seconds: SLOW_SECONDS,
      run: async ({ port, deadline, tally, notes }) => {
        const slow: SlowSocket[] = [];
        const heads: SlowSocket[] = [];
        for (let i = 0; i < 300; i++) {
          const s = slowSocket(port, attackerAddress(100 + (i % 30)), "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-a: b\r\n", 2000);
          heads.push(s);
          slow.push(s);
        }
        const bodies: SlowSocket[] = [];
        for (let i = 0; i < 60; i++) {
          const s = slowSocket(
            port,
            attackerAddress(130 + (i % 10)),
            "POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 4000\r\n\r\n",
            '{"query":"{__typename}"}',
            2000,
          );
          bodies.push(s);
          slow.push(s);
        }
        while (Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
        const describe = (list: SlowSocket[], what: string) => {
          const closed = list.filter((s) => s.closedAt);
          const after = closed.map((s) => (s.closedAt - s.openedAt) / 1000);
          for (const s of closed) count(tally, /^HTTP\/1\.[01] (\d{3})/.exec(s.answer)?.[1] ?? "closed");
          return `${what}: ${closed.length}/${list.length} closed by the server within ${SLOW_SECONDS} s${closed.length ? ` (median after ${percentile(after, 50).toFixed(1)} s)` : ""}`;
        };
        notes.push(describe(heads, "slow headers"), describe(bodies, "slow bodies"));
        count(tally, `open×${slow.filter((s) => !s.closedAt).length}`);
        for (const s of slow) s.socket.destroy();
      },
    },
    { key: "i1", name: "(i) batched arrays of 500 operations, 8 clients", run: floodGraphql(8, () => BATCH, 150) },
    { key: "i2", name: "(i) fragment bomb (2^30 expanded spreads), 8 clients", run: floodGraphql(8, () => FRAGMENT_BOMB, 160) },
  ];
}

/**
 * One round: a fresh API process (so one attack's aftermath never counts
 * against the next), the probe, `warm-up` seconds of quiet, then `attack`
 * (none: the baseline). Returns the probe's samples.
 */
async function round(dbUrl: string, attack: Attack | null, pick: (adminToken: string, opportunityId: string) => Attack[]) {
  const api = await startApi(dbUrl, { WEB_DIST_DIR: webDist });
  let probe: ReturnType<typeof spawnNode> | undefined;
  try {
    const base = api.url;
    const port = Number(new URL(base).port);
    const adminToken = await signIn(base, ADMIN.email, ADMIN.password);
    const first = (await (
      await fetch(`${base}/graphql`, { method: "POST", headers: JSON_HEADERS, body: gql("{ opportunities(first: 1) { edges { node { id } } } }") })
    ).json()) as { data: { opportunities: { edges: Array<{ node: { id: string } }> } } };
    const opportunityId = first.data.opportunities.edges[0]?.node.id ?? encodeGlobalID("Opportunity", crypto.randomUUID());
    const chosen = attack ? pick(adminToken, opportunityId).find((a) => a.key === attack.key)! : null;
    probe = spawnNode(path.join(import.meta.dirname, "support/probe-process.ts"), { PROBE_URL: base, PROBE_EMAIL: MEMBER.email, PROBE_PASSWORD: MEMBER.password });
    await waitReady(probe, "probe");
    probe.send({ phase: "warm-up" });
    await new Promise((r) => setTimeout(r, 1500));
    const key = chosen?.key ?? "baseline";
    probe.send({ phase: key, signInEveryMs: chosen?.signInEveryMs ?? 0 });
    const tally = newTally();
    const notes: string[] = [];
    const deadline = Date.now() + (chosen?.seconds ?? SECONDS) * 1000;
    if (chosen) await chosen.run({ base, port, deadline, tally, notes }).catch((e: Error) => notes.push(`attack failed: ${e.message}`));
    else await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const p = probe;
    const samples = await new Promise<ProbeSample[]>((resolve) => {
      p.once("message", (m: { samples?: ProbeSample[] }) => resolve(m.samples ?? []));
      p.send({ done: true });
    });
    return { samples: samples.filter((s) => s.phase === key), tally, notes };
  } finally {
    if (probe) await stopChild(probe);
    await api.stop();
  }
}

// A stand-in for the built web app (index.html and the route list), so paths
// outside /graphql meet the static handler as in production, without a build.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-abuse-web-"));
fs.writeFileSync(path.join(webDist, "index.html"), '<!doctype html><title>Ponte</title><div id="root"></div>');
fs.writeFileSync(path.join(webDist, "routes.json"), JSON.stringify(ROUTE_PATHS));

log("Preparing the database…");
const db = await benchDatabase("bench_abuse", {
  extra: async (prisma) => void (await addBenchData(prisma, { opportunities: 300, applicants: 5, freshMembers: 0 })),
  log,
});
let failed = false;
try {
  const list = attacks("", "").filter((a) => !ONLY.length || ONLY.some((k) => a.key.startsWith(k)));
  log("baseline (no attack)…");
  const baseline = await round(db.url, null, attacks);
  const results: Array<{ attack: Attack; samples: ProbeSample[]; tally: Tally; notes: string[] }> = [];
  for (const attack of list) {
    log(`${attack.name}…`);
    results.push({ attack, ...(await round(db.url, attack, attacks)) });
  }
  const row = (name: string, samples: ProbeSample[], isAttack: boolean) => {
    const all = samples.filter((s) => s.kind === "query");
    const ms = all.map((s) => s.ms);
    const okCount = all.filter((s) => s.ok).length;
    const p99 = percentile(ms, 99);
    if (isAttack && okCount === 0) failed = true;
    return [name, all.length, all.length - okCount, fmtMs(percentile(ms, 50)), fmtMs(p99), fmtMs(Math.max(...ms)), p99 <= GOAL_P99_MS ? "yes" : "no"];
  };
  console.log(
    `\n# Abuse: probe latency under attack\n\n${machineNote()}\nAttack length ${SECONDS} s (slow headers/bodies ${SLOW_SECONDS} s), each on a freshly started API; goal probe p99 ≤ ${GOAL_P99_MS} ms\n`,
  );
  console.log(
    table(
      ["Attack", "probes", "failed", "p50", "p99", "max", "goal"],
      [row("none (baseline)", baseline.samples, false), ...results.map((r) => row(r.attack.name, r.samples, true))],
    ),
  );
  const signIns = results.flatMap((r) => r.samples.filter((s) => s.kind === "signIn"));
  if (signIns.length) {
    const ms = signIns.map((s) => s.ms);
    console.log(
      `\nProbe sign-in during (g): ${signIns.length} sign-ins, ${signIns.filter((s) => !s.ok).length} failed, p50 ${fmtMs(percentile(ms, 50))}, max ${fmtMs(Math.max(...ms))}`,
    );
  }
  console.log("\nWhat the attackers got:");
  for (const r of results) {
    console.log(`  ${r.attack.key.padEnd(3)} ${summary(r.tally) || "–"}`);
    for (const n of r.notes) console.log(`      ${n}`);
  }
  const failures = results.flatMap((r) => r.samples.filter((s) => !s.ok));
  if (failures.length) {
    const byDetail = new Map<string, number>();
    for (const f of failures) byDetail.set(`${f.phase}: ${f.detail}`, (byDetail.get(`${f.phase}: ${f.detail}`) ?? 0) + 1);
    console.log(`\nProbe failures: ${[...byDetail.entries()].map(([d, n]) => `${d} ×${n}`).join("; ")}`);
  }
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await db.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
