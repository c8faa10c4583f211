import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Client, createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type App, buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config/config.ts";
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from "../../api/src/db/embedded.ts";
import { migrateDeploy } from "../../api/src/db/migrate.ts";
import { failureAnswer } from "../../api/src/graphql/failures.ts";
import { hashPassword } from "../../api/src/modules/auth/password.ts";
import { parseNodeId } from "../../api/src/graphql/node-id.ts";
import { gid } from "../support/opportunity-factories.ts";

/**
 * Issue 7, reliability: under a steady load the database is stopped for 10 s
 * and started again. The API must answer clear errors meanwhile (never hang),
 * recover by itself, lose no acknowledged write, and live subscriptions must
 * resume.
 *
 * This file always runs on a PostgreSQL of its own (embedded, in a temporary
 * folder) because it stops it: TEST_DATABASE_URL is deliberately ignored.
 */

const OUTAGE_MS = 10_000;
const LOAD_BEFORE_MS = 3_000;
const LOAD_AFTER_MS = 5_000;
/** a client gives up on a request after this long; such a request counts as a hang */
const REQUEST_TIMEOUT_MS = 10_000;
/** after the database is back, the API must serve writes again within this */
const RECOVERY_BOUND_MS = 10_000;
/** readiness (database and realtime LISTEN) must be back within this */
const READY_BOUND_MS = 20_000;
const APPLY_LOOPS = 4;
const MEMBERS = 40;
const OPPORTUNITIES = 150;

const APPLY = /* GraphQL */ `
  mutation Apply($opportunityId: ID!) { applyToOpportunity(opportunityId: $opportunityId) { id status } }
`;
const PUBLIC_LIST = /* GraphQL */ `query List { opportunities(first: 10) { totalCount edges { node { id title } } } }`;
const DECIDE = /* GraphQL */ `
  mutation Decide($id: ID!, $decision: ApplicationDecision!) { decideApplication(id: $id, decision: $decision) { id status } }
`;
// The web app's live status updates (web/src/modules/realtime/hooks/useMyApplicationUpdates.ts).
const MY_APPLICATION_UPDATES = /* GraphQL */ `
  subscription Updates { myApplicationUpdates { previousStatus status application { id status } } }
`;

interface Sample {
  kind: "apply" | "list";
  start: number;
  end: number;
  status: number | null;
  ok: boolean;
  hang: boolean;
  code?: string;
  reason?: string;
  /** apply: the pair sent, and the application id when acknowledged */
  userId?: string;
  opportunityId?: string;
  applicationId?: string;
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let pgPort: number;
let db: EmbeddedDatabase | null = null;
let app: App;
let appStopped = false;
/** the load loops run while this is true (cleared in afterAll too, should the test fail midway) */
let running = false;
let baseUrl: string;
let admin: { id: string; token: string };
let members: Array<{ id: string; token: string }> = [];
let opportunityIds: string[] = [];
const wsClients: Client[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-outage-"));
  // The port must stay the same across the restart: the API keeps its URL.
  pgPort = await freePort();
  db = await startEmbeddedPostgres(path.join(dir, "pg"), { port: pgPort, database: "ponte_outage" });
  await migrateDeploy(db.url);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    JWT_SECRET: crypto.randomBytes(32).toString("hex"),
    DATA_DIR: path.join(dir, "data"),
    // the load loops come from one address: budgets raised as in every test app (this test is about the database, not metering)
    API_BUDGET_MULTIPLIER: "100",
  });
  app = buildApp(config, { databaseUrl: db.url, serveWeb: false });
  const { prisma, tokens } = app.services;

  // Many members and open opportunities, so every apply is a fresh (member, opportunity) pair.
  const passwordHash = await hashPassword("Test-Passw0rd");
  const run = crypto.randomBytes(3).toString("hex");
  const adminUser = await prisma.user.create({
    data: { email: `admin-${run}@example.test`, fullName: "Admin", role: "ADMIN", passwordHash, emailConfirmedAt: new Date() },
  });
  admin = { id: adminUser.id, token: await tokens.sign({ userId: adminUser.id, role: "ADMIN" }) };
  await prisma.user.createMany({
    data: Array.from({ length: MEMBERS }, (_, i) => ({
      email: `member-${i}-${run}@example.test`,
      fullName: `Membro ${i}`,
      passwordHash,
      emailConfirmedAt: new Date(),
    })),
  });
  const users = await prisma.user.findMany({ where: { role: "USER" }, select: { id: true, role: true }, orderBy: { email: "asc" } });
  members = await Promise.all(users.map(async (u) => ({ id: u.id, token: await tokens.sign({ userId: u.id, role: u.role }) })));
  await prisma.opportunity.createMany({
    data: Array.from({ length: OPPORTUNITIES }, (_, i) => ({
      title: `Oportunidade ${i} ${run}`,
      description: "Programa de cooperação regional.",
      country: "AO",
      sector: "EDUCATION",
      type: "PROJECT",
      organization: "Test Org",
      location: "Luanda",
      deadline: new Date(Date.now() + 30 * 86400000),
      requirements: ["Experiência"],
    })),
  });
  opportunityIds = (await prisma.opportunity.findMany({ select: { id: true }, orderBy: { title: "asc" } })).map((o) => o.id);
  baseUrl = (await app.start()).replace("localhost", "127.0.0.1");
}, 120_000);

afterAll(async () => {
  running = false;
  for (const c of wsClients) void c.dispose();
  if (!appStopped) await Promise.race([app?.stop().catch(() => {}), sleep(15_000)]);
  await db?.stop().catch(() => {});
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** POST one operation over real HTTP; a request that takes longer than the bound is aborted and counted as a hang. */
async function post(kind: Sample["kind"], query: string, variables: Record<string, unknown>, token?: string): Promise<Sample & { data?: any }> {
  const start = now();
  try {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string; reason?: string } }> };
    const error = body.errors?.[0];
    return {
      kind,
      start,
      end: now(),
      status: res.status,
      ok: !error && body.data != null,
      hang: false,
      code: error?.extensions?.code ?? (error ? "NO_CODE" : undefined),
      reason: error?.extensions?.reason,
      data: body.data,
    };
  } catch (e) {
    const hang = (e as Error).name === "TimeoutError";
    return { kind, start, end: now(), status: null, ok: false, hang, code: hang ? "HANG" : `TRANSPORT_${(e as Error).name}` };
  }
}

/** The graphql-ws client as the web app configures it (web/src/apollo/createApolloClient.ts): it retries for ever. */
function webLikeWsClient(token: string): Client {
  const c = createClient({
    url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      await sleep(Math.min(1000 * 2 ** retries, 15000));
    },
    connectionParams: { authorization: `Bearer ${token}` },
  });
  wsClients.push(c);
  return c;
}

describe("a 10 s database outage under load", () => {
  it("answers clear errors meanwhile, recovers by itself, loses no acknowledged write and resumes subscriptions", { timeout: 120_000 }, async () => {
    const { prisma } = app.services;
    const member = members[0];

    // A live subscription of the member's application status, as the web app opens it.
    const events: Array<{ status: string; application: { id: string } }> = [];
    const subErrors: unknown[] = [];
    const ws = webLikeWsClient(member.token);
    let socketOpens = 0;
    ws.on("connected", () => socketOpens++);
    ws.subscribe<{ myApplicationUpdates: { status: string; application: { id: string } } }>(
      { query: MY_APPLICATION_UPDATES },
      {
        next: (r) => {
          if (r.errors) subErrors.push(...r.errors);
          if (r.data) events.push(r.data.myApplicationUpdates);
        },
        error: (e) => subErrors.push(e),
        complete: () => {},
      },
    );
    const waitEvent = async (applicationId: string, status: string, timeoutMs: number) => {
      const until = now() + timeoutMs;
      while (now() < until) {
        if (events.some((e) => parseNodeId(e.application.id, "Application") === applicationId && e.status === status)) return true;
        await sleep(50);
      }
      return false;
    };
    // Probe: an application of the member whose status is flipped until its event arrives (the subscription is live).
    const probe = await prisma.application.create({
      data: { userId: member.id, opportunityId: opportunityIds[0], message: "Sonda", events: { create: { status: "PENDING", actorId: member.id } } },
    });
    let live = false;
    for (let i = 0; i < 40 && !live; i++) {
      const status = i % 2 === 0 ? "REJECTED" : "PENDING";
      await prisma.application.update({ where: { id: probe.id }, data: { status } });
      live = await waitEvent(probe.id, status, 250);
    }
    expect(live, "the subscription became live").toBe(true);

    // Pairs (member, opportunity) handed out once each; the probe's pair is taken.
    let next = 1;
    const nextPair = () => {
      const i = next++;
      const m = members[i % MEMBERS];
      const o = opportunityIds[Math.floor(i / MEMBERS) % OPPORTUNITIES];
      return Math.floor(i / MEMBERS) < OPPORTUNITIES ? { m, o } : null;
    };

    const samples: Sample[] = [];
    running = true;
    const applyLoop = async () => {
      while (running) {
        const pair = nextPair();
        if (!pair) break;
        const s = await post("apply", APPLY, { opportunityId: gid("Opportunity", pair.o) }, pair.m.token);
        samples.push({
          ...s,
          data: undefined,
          userId: pair.m.id,
          opportunityId: pair.o,
          applicationId: s.ok ? parseNodeId(s.data.applyToOpportunity.id, "Application") : undefined,
        } as Sample);
        // a client pauses a little after a failure, and the load stays steady rather than flat out
        await sleep(s.ok ? 5 : 50);
      }
    };
    const listLoop = async () => {
      while (running) {
        const s = await post("list", PUBLIC_LIST, {});
        samples.push({ ...s, data: undefined } as Sample);
        await sleep(s.ok ? 20 : 50);
      }
    };
    const ready: Array<{ at: number; status: number | null }> = [];
    const readyLoop = async () => {
      while (running) {
        const at = now();
        const status = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
          .then((r) => r.status)
          .catch(() => null);
        ready.push({ at, status });
        await sleep(250);
      }
    };

    const t0 = now();
    const loops = [...Array.from({ length: APPLY_LOOPS }, applyLoop), listLoop(), readyLoop()];
    await sleep(LOAD_BEFORE_MS);

    // Some transactions are open when the database goes (as a decideApplication
    // mid-way would be): they must fail with the temporary error and give their
    // connection back to the pool.
    let dbDown!: () => void;
    const down = new Promise<void>((r) => (dbDown = r));
    let opened = 0;
    const held = Array.from({ length: 3 }, () =>
      prisma
        .$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            opened++;
            await down;
            await tx.$queryRaw`SELECT 1`;
          },
          { timeout: 60_000, maxWait: 10_000 },
        )
        .then(
          () => "committed",
          (e: unknown) => failureAnswer(e)?.extensions.reason ?? String(e),
        ),
    );
    while (opened < held.length) await sleep(20);

    // Stop the database (SIGINT: PostgreSQL's fast shutdown, open sessions are cut).
    const stopBegin = now();
    await db!.stop();
    db = null;
    const stopped = now();
    dbDown();
    const heldOutcomes = await Promise.all(held);
    // A page opened during the outage subscribes too (its socket connects, the
    // subscription's context cannot be read from the database).
    await sleep(1000);
    const late: Array<{ status: string; application: { id: string } }> = [];
    const lateErrors: unknown[] = [];
    const lateCloses: number[] = [];
    const lateWs = webLikeWsClient(member.token);
    let lateOpens = 0;
    lateWs.on("connected", () => lateOpens++);
    lateWs.on("closed", (e) => lateCloses.push((e as { code: number }).code));
    lateWs.subscribe<{ myApplicationUpdates: { status: string; application: { id: string } } }>(
      { query: MY_APPLICATION_UPDATES },
      {
        next: (r) => {
          if (r.errors) lateErrors.push(...r.errors);
          if (r.data) late.push(r.data.myApplicationUpdates);
        },
        error: (e) => lateErrors.push(e instanceof Error ? e.message : ((e as { code?: number }).code ?? e)),
        complete: () => {},
      },
    );
    await sleep(OUTAGE_MS - (now() - stopBegin));
    const startBegin = now();
    db = await startEmbeddedPostgres(path.join(dir, "pg"), { port: pgPort, database: "ponte_outage" });
    const started = now();

    // Keep the load on until writes succeed again, then a few seconds more.
    let firstAckAfter: number | null = null;
    while (now() - started < RECOVERY_BOUND_MS + 5_000) {
      const ack = samples.find((s) => s.kind === "apply" && s.ok && s.start >= started);
      if (ack) {
        firstAckAfter = ack.end;
        break;
      }
      await sleep(50);
    }
    await sleep(LOAD_AFTER_MS);

    // Readiness comes back once the database answers and the realtime LISTEN is re-established.
    let readyAgain: number | null = null;
    while (now() - started < READY_BOUND_MS) {
      const r = ready.find((x) => x.at >= started && x.status === 200);
      if (r) {
        readyAgain = r.at;
        break;
      }
      await sleep(100);
    }
    running = false;
    await Promise.all(loops);
    const end = now();

    // --- the figures ---
    const applies = samples.filter((s) => s.kind === "apply");
    const during = samples.filter((s) => s.start >= stopped && s.end <= startBegin);
    const before = samples.filter((s) => s.end <= stopBegin);
    const after = firstAckAfter == null ? [] : samples.filter((s) => s.start >= firstAckAfter! + 1000);
    const errorsByCode: Record<string, number> = {};
    for (const s of samples) if (!s.ok) errorsByCode[`${s.code}/${s.reason ?? "-"}/${s.status}`] = (errorsByCode[`${s.code}/${s.reason ?? "-"}/${s.status}`] ?? 0) + 1;
    const latency = (xs: Sample[]) => (xs.length ? Math.max(...xs.map((s) => s.end - s.start)) : 0);
    const acked = applies.filter((s) => s.ok);
    const summary = {
      seconds: +((end - t0) / 1000).toFixed(1),
      requests: samples.length,
      applies: applies.length,
      acknowledgedApplies: acked.length,
      listReadsOk: samples.filter((s) => s.kind === "list" && s.ok).length,
      errorsByCodeReasonStatus: errorsByCode,
      hangs: samples.filter((s) => s.hang).length,
      p99LatencyMs: Math.round(samples.map((s) => s.end - s.start).sort((a, b) => a - b)[Math.floor(samples.length * 0.99)] ?? 0),
      maxLatencyMs: Math.round(latency(samples)),
      maxLatencyDuringOutageMs: Math.round(latency(during)),
      stopMs: Math.round(stopped - stopBegin),
      restartMs: Math.round(started - startBegin),
      writesRecoveredAfterRestartMs: firstAckAfter == null ? null : Math.round(firstAckAfter - started),
      readyAfterRestartMs: readyAgain == null ? null : Math.round(readyAgain - started),
      openTransactionsCut: heldOutcomes,
      readyzDuringOutage: [...new Set(ready.filter((r) => r.at >= stopped && r.at <= startBegin).map((r) => r.status))],
    };
    console.log(`[reliability] database outage of ${OUTAGE_MS / 1000} s under load:\n${JSON.stringify(summary, null, 2)}`);

    // --- clear, fast errors during the outage; never a hang ---
    expect(summary.hangs, "requests that hung").toBe(0);
    expect(before.length).toBeGreaterThan(10);
    expect(
      before.filter((s) => !s.ok),
      "errors before the outage",
    ).toEqual([]);
    expect(during.length, "requests answered during the outage").toBeGreaterThan(10);
    for (const s of during) {
      expect(s.ok, "nothing succeeds without the database").toBe(false);
      expect({ code: s.code, reason: s.reason }).toEqual({ code: "INTERNAL_SERVER_ERROR", reason: "SERVICE_UNAVAILABLE" });
    }
    // no request waits for a database that is not there (the pool's connection timeout is 5 s)
    expect(summary.maxLatencyDuringOutageMs).toBeLessThan(6_000);
    // every failure anywhere in the run is from the closed set, with the temporary reason
    for (const s of samples.filter((x) => !x.ok)) expect(`${s.code}/${s.reason}`).toBe("INTERNAL_SERVER_ERROR/SERVICE_UNAVAILABLE");

    expect(heldOutcomes).toEqual(held.map(() => "SERVICE_UNAVAILABLE"));

    // --- readiness ---
    const readyDuring = ready.filter((r) => r.at >= stopped && r.at <= startBegin);
    expect(readyDuring.length).toBeGreaterThan(5);
    expect(summary.readyzDuringOutage).toEqual([503]);
    expect(readyAgain, "/readyz answers 200 again").not.toBeNull();

    // --- recovery by itself, and steady afterwards ---
    expect(firstAckAfter, "writes succeed again after the restart").not.toBeNull();
    expect(summary.writesRecoveredAfterRestartMs!).toBeLessThan(RECOVERY_BOUND_MS);
    expect(after.filter((s) => s.kind === "apply").length).toBeGreaterThan(10);
    expect(
      after.filter((s) => !s.ok),
      "errors once recovered",
    ).toEqual([]);

    // --- no acknowledged write lost, nothing half-written ---
    const ackedIds = acked.map((s) => s.applicationId!);
    expect(new Set(ackedIds).size).toBe(ackedIds.length);
    const stored = await prisma.application.findMany({
      where: { id: { in: ackedIds } },
      select: { id: true },
    });
    expect(stored.length, "acknowledged applications in the database").toBe(ackedIds.length);
    // Every application in the database is whole (it has its PENDING history entry)...
    const check = new pg.Client({ connectionString: db!.url });
    await check.connect();
    const { rows: partial } = await check.query(`SELECT a.id FROM "Application" a WHERE NOT EXISTS (SELECT 1 FROM "ApplicationEvent" e WHERE e."applicationId" = a.id)`);
    await check.end();
    expect(partial, "applications without their history").toEqual([]);
    // ...and was sent by us: an apply that answered an error may have committed
    // (the answer was lost, not the write), never anything else.
    const sentPairs = new Set(applies.map((s) => `${s.userId}:${s.opportunityId}`));
    const all = await prisma.application.findMany({ where: { id: { not: probe.id } }, select: { id: true, userId: true, opportunityId: true } });
    for (const a of all) expect(sentPairs.has(`${a.userId}:${a.opportunityId}`)).toBe(true);
    const ackedSet = new Set(ackedIds);
    console.log(
      `[reliability] applications stored: ${all.length} (acknowledged ${ackedIds.length}, errored but committed ${all.filter((a) => !ackedSet.has(a.id)).length})`,
    );

    // --- the subscription resumes: an admin decides one of the member's applications ---
    // (one made after the restart when there is one; any of theirs otherwise — the event is what comes after)
    const mine = acked.find((s) => s.userId === member.id && s.start >= started) ?? acked.find((s) => s.userId === member.id);
    expect(mine, "an acknowledged application of the subscribed member").toBeDefined();
    const decided = await post("apply", DECIDE, { id: gid("Application", mine!.applicationId!), decision: "APPROVED" }, admin.token);
    expect(decided.ok).toBe(true);
    const resumed = await waitEvent(mine!.applicationId!, "APPROVED", 10_000);
    console.log(`[reliability] subscription: resumed ${resumed}, socket opens ${socketOpens}, subscription errors ${subErrors.length}`);
    expect(resumed, `the live subscription received the decision (errors ${JSON.stringify(subErrors)})`).toBe(true);
    // The one opened during the outage: its client reconnects (it retries like the web app's) and resubscribes.
    const lateUntil = now() + 15_000;
    while (now() < lateUntil && !late.some((e) => parseNodeId(e.application.id, "Application") === mine!.applicationId)) await sleep(50);
    console.log(
      `[reliability] subscription opened during the outage: socket opens ${lateOpens}, close codes ${JSON.stringify([...new Set(lateCloses)])}, events received ${late.length}`,
    );
    expect(lateErrors, "the subscription opened during the outage was not given up").toEqual([]);
    expect(
      late.map((e) => [parseNodeId(e.application.id, "Application"), e.status]),
      "it receives the decision",
    ).toContainEqual([mine!.applicationId, "APPROVED"]);

    // --- no connection was lost for good: a graceful stop ends the pool, which waits for every connection to come back ---
    for (const c of wsClients) void c.dispose();
    const stopBegan = now();
    const stoppedInTime = await Promise.race([app.stop().then(() => true), sleep(15_000).then(() => false)]);
    appStopped = stoppedInTime;
    console.log(`[reliability] graceful stop after the outage: ${stoppedInTime ? `${Math.round(now() - stopBegan)} ms` : "did not finish"}`);
    expect(stoppedInTime, "the API stops (its connection pool ends) after the outage").toBe(true);
  });
});
