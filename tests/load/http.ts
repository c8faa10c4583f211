// Throughput and latency of our API over HTTP, beside PostGraphile 5 serving
// the same two list reads from the same database (issue 7). Loopback only,
// bounded in time: BENCH_SECONDS per scenario (default 10), BENCH_CONNECTIONS
// (default 10), BENCH_WARMUP_SECONDS (default 2). Both servers run as child
// processes; the load generator (autocannon) runs here.
import autocannon from "autocannon";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { OURS_ADMIN_APPLICATIONS, OURS_APPLY, OURS_PUBLIC_LIST } from "./support/documents.ts";
import { addBenchData, BENCH_PASSWORD, type BenchData } from "./support/bench-data.ts";
import {
  ADMIN,
  benchDatabase,
  type ChildServer,
  cpuMsOf,
  fmtBytes,
  fmtMs,
  gqlHttp,
  machineNote,
  percentile,
  SIGN_IN,
  signIn,
  startApi,
  startPostGraphile,
  table,
} from "./support/stack.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
// Sign-in is CPU-bound by design (scrypt, 32 MiB and tens of ms per attempt): one
// connection per core measures it; more only queue behind the hash.
const SIGN_IN_CONNECTIONS = Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 2);
// The page sizes the web app's own documents ask for (first: 12 in
// MemberOpportunitiesTab.tsx, first: 20 in AdminApplicationsTab.tsx): the
// PostGraphile queries ask for the same.
const PAGE = 12;
const ADMIN_PAGE = 20;
const COUNTRY = "AO";

// PostGraphile's equivalent: the same rows (active, in one country, newest
// first), the same columns and the count through the related connection. A
// visitor has no application or bookmark of their own, which our API no
// longer looks up either; for a member both are one-row related connections.
const pgOpportunities = (member: boolean) => /* GraphQL */ `
  query PgOpportunities($country: Country!, $first: Int${member ? ", $me: UUID!" : ""}) {
    allOpportunities(condition: { status: ACTIVE, country: $country }, orderBy: [CREATED_AT_DESC, ROW_ID_DESC], first: $first) {
      totalCount
      edges {
        cursor
        node {
          id title description country sector type organization location budget currency deadline
          requirements status featured imageId imageUrl createdAt updatedAt
          applicationsByOpportunityId { totalCount }${
            member
              ? `
          myApplication: applicationsByOpportunityId(condition: { userId: $me }, first: 1) { nodes { id status } }
          savedByMe: savedOpportunitiesByOpportunityId(condition: { userId: $me }, first: 1) { nodes { userId } }`
              : ""
          }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;
const PG_PUBLIC_LIST = pgOpportunities(false);
const PG_MEMBER_LIST = pgOpportunities(true);

const PG_ADMIN_APPLICATIONS = /* GraphQL */ `
  query PgAdminApplications($first: Int) {
    allApplications(orderBy: [CREATED_AT_DESC, ROW_ID_DESC], first: $first) {
      totalCount
      edges {
        cursor
        node {
          id
          status
          message
          createdAt
          updatedAt
          userByUserId {
            id
            fullName
            email
          }
          opportunityByOpportunityId {
            id
            title
            country
            sector
            organization
            location
            deadline
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

interface Scenario {
  name: string;
  server: ChildServer;
  /** a fixed request, or one built per request (rotating accounts/opportunities) */
  body?: string;
  headers?: Record<string, string>;
  next?: () => { body: string; headers: Record<string, string> };
  /** connections for this scenario (default BENCH_CONNECTIONS) */
  connections?: number;
  /** checks one response body; false counts as an error */
  ok?: (body: string) => boolean;
}

interface Measured {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** the first refused answer, to say why requests failed */
  firstError?: string;
  rssBytes: number;
  /** CPU time the server process spent per request (user + system), independent of how busy the machine is */
  cpuMsPerRequest: number;
}

const noErrors = (body: string) => !body.includes('"errors"');

async function cannon(s: Scenario, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let bad = 0;
  let firstError: string | undefined;
  const json = { "content-type": "application/json" };
  let done!: (r: autocannon.Result) => void;
  let failed!: (e: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const cpu0 = cpuMsOf(s.server.pid);
  const instance = autocannon(
    {
      url: `${s.server.url}/graphql`,
      connections: s.connections ?? CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: "POST",
          headers: { ...json, ...s.headers },
          body: s.body,
          ...(s.next
            ? {
                setupRequest: (req: autocannon.Request) => {
                  const n = s.next!();
                  return {
                    ...req,
                    body: n.body,
                    headers: { ...json, ...n.headers },
                  };
                },
              }
            : {}),
          onResponse: (status, body) => {
            if (status !== 200 || !(s.ok ?? noErrors)(body)) {
              bad++;
              firstError ??= `${status} ${body.slice(0, 300)}`;
            }
          },
        },
      ],
    },
    (err, result) => (err ? failed(err) : done(result)),
  );
  // autocannon's tracker passes the client first (its typings leave it out).
  (instance as unknown as import("node:events").EventEmitter).on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await finished;
  const rss = s.server.rssBytes();
  const cpuMs = cpuMsOf(s.server.pid) - cpu0;
  return {
    name: s.name,
    requests: latencies.length,
    rps: latencies.length / (result.duration || seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: bad + result.errors + result.timeouts,
    firstError,
    rssBytes: rss,
    cpuMsPerRequest: cpuMs / Math.max(1, latencies.length),
  };
}

function fail(message: string): never {
  throw new Error(`bench http: ${message}`);
}

async function main() {
  console.log("== HTTP throughput and latency (tests/load/http.ts) ==");
  console.log(machineNote());
  console.log(`Per scenario: ${WARMUP} s warm-up, then ${SECONDS} s with ${CONNECTIONS} connections (sign-in: ${SIGN_IN_CONNECTIONS}); autocannon, loopback.`);
  if (process.env.BENCH_READ_CACHE === "off") console.log("Read cache off (BENCH_READ_CACHE=off): every list read is computed.");
  console.log("Other work on this machine makes the figures noisy; compare the ratios, which share the run.\n");

  let data: BenchData | undefined;
  const db = await benchDatabase("ponte_bench_http", {
    extra: async (prisma) => void (data = await addBenchData(prisma)),
  });
  const servers: ChildServer[] = [];
  try {
    // Throughput, not metering, is measured here: every load client shares
    // one loopback address, which the anonymous per-IP budget would refuse
    // within a second (the abuse part runs with the real budgets).
    // BENCH_READ_CACHE=off measures every read computed (server/public-cache.ts off).
    // (×1000 ran out: 2,500 cached reads a second at cost 349 spend 10 M in 12 s; ×20,000 is the most
    // the budget ledger holds.)
    const ours = await startApi(db.url, {
      API_BUDGET_MULTIPLIER: "20000",
      MAX_CONNECTIONS_PER_IP: "0",
      ...(process.env.BENCH_READ_CACHE === "off" ? { PUBLIC_READ_CACHE: "false" } : {}),
    });
    servers.push(ours);
    const peer = await startPostGraphile(db.url);
    servers.push(peer);
    const bench = data!;

    const adminToken = await signIn(ours.url, ADMIN.email, ADMIN.password);
    const admin = { authorization: `Bearer ${adminToken}` };
    const publicVars = {
      filter: { country: COUNTRY, sector: null },
      first: PAGE,
    };
    const pgPublicVars = { country: COUNTRY, first: PAGE };
    // A member with applications (some on this page) signs in for the member list.
    const member = bench.applicants[0];
    const memberToken = await signIn(ours.url, member.email, BENCH_PASSWORD);
    const pgMemberVars = { ...pgPublicVars, me: member.id };
    const adminVars = { filter: { status: null, search: null }, first: ADMIN_PAGE };
    const pgAdminVars = { first: ADMIN_PAGE };

    // Same rows from both servers, or the comparison means nothing.
    const [op, pp, om, pm, oa, pa] = await Promise.all([
      gqlHttp(ours.url, OURS_PUBLIC_LIST, publicVars),
      gqlHttp(peer.url, PG_PUBLIC_LIST, pgPublicVars),
      gqlHttp(ours.url, OURS_PUBLIC_LIST, publicVars, memberToken),
      gqlHttp(peer.url, PG_MEMBER_LIST, pgMemberVars),
      gqlHttp(ours.url, OURS_ADMIN_APPLICATIONS, adminVars, adminToken),
      gqlHttp(peer.url, PG_ADMIN_APPLICATIONS, pgAdminVars),
    ]);
    for (const [name, body] of [
      ["ours public", op],
      ["PostGraphile public", pp],
      ["ours member", om],
      ["PostGraphile member", pm],
      ["ours admin", oa],
      ["PostGraphile admin", pa],
    ] as const) {
      if (body.errors?.length || !body.data) fail(`${name} list failed: ${JSON.stringify(body.errors ?? body)}`);
    }
    const summary = (conn: { totalCount: number; edges: Array<{ node: Record<string, any> }> }, title: (n: any) => string) => ({
      total: conn.totalCount,
      titles: conn.edges.map((e) => title(e.node)).join("|"),
      rows: conn.edges.length,
    });
    const ourPub = summary(op.data.opportunities, (n) => n.title);
    const pgPub = summary(pp.data.allOpportunities, (n) => n.title);
    const ourAdm = summary(oa.data.applications, (n) => `${n.applicant.email}/${n.opportunity.title}`);
    const pgAdm = summary(pa.data.allApplications, (n) => `${n.userByUserId.email}/${n.opportunityByOpportunityId.title}`);
    const ourCounts = op.data.opportunities.edges.map((e: any) => e.node.applicationCount).join(",");
    const pgCounts = pp.data.allOpportunities.edges.map((e: any) => e.node.applicationsByOpportunityId.totalCount).join(",");
    if (ourPub.rows !== PAGE || ourPub.titles !== pgPub.titles || ourPub.total !== pgPub.total || ourCounts !== pgCounts)
      fail(`public lists differ: ours ${ourPub.rows}/${ourPub.total} rows, PostGraphile ${pgPub.rows}/${pgPub.total} (or other rows/counts)`);
    const ourMine = om.data.opportunities.edges.map((e: any) => `${e.node.myApplication?.status ?? "-"}/${e.node.savedByMe}`).join(",");
    const pgMine = pm.data.allOpportunities.edges.map((e: any) => `${e.node.myApplication.nodes[0]?.status ?? "-"}/${e.node.savedByMe.nodes.length > 0}`).join(",");
    if (ourMine !== pgMine || (!ourMine.includes("PENDING") && !ourMine.includes("APPROVED") && !ourMine.includes("REJECTED")))
      fail(`member lists differ (own application/saved): ours ${ourMine}, PostGraphile ${pgMine}`);
    if (ourAdm.rows !== ADMIN_PAGE || ourAdm.titles !== pgAdm.titles || ourAdm.total !== pgAdm.total)
      fail(`admin lists differ: ours ${ourAdm.rows}/${ourAdm.total} rows, PostGraphile ${pgAdm.rows}/${pgAdm.total} (or other rows)`);
    console.log(
      `Checked: both servers return the same ${PAGE} opportunities (of ${ourPub.total} active in ${COUNTRY}, same application counts, same own application/bookmark for a member) and the same ${ADMIN_PAGE} applications (of ${ourAdm.total}).`,
    );
    const bytes = (b: unknown) => Buffer.byteLength(JSON.stringify(b));
    console.log(`Response sizes: public ${bytes(op)} B ours, ${bytes(pp)} B PostGraphile; admin ${bytes(oa)} B ours, ${bytes(pa)} B PostGraphile.`);

    // Members for apply and sign-in: signed in up front, two at a time (one per core: on a
    // loaded machine more are refused SERVICE_BUSY, and each retry counts against the
    // account's sign-in throttle until it asks to wait a minute).
    const members = bench.freshMembers;
    const tokens: string[] = [];
    const only = process.env.BENCH_SCENARIOS?.split(",").filter(Boolean);
    // (only the apply scenario needs them)
    for (let i = 0; i < members.length && (!only || only.includes("ours-apply")); i += 2) {
      tokens.push(...(await Promise.all(members.slice(i, i + 2).map((m) => signIn(ours.url, m.email, BENCH_PASSWORD)))));
    }
    // Every apply is a distinct (member, opportunity) pair, so every one can succeed.
    const pairs = members.length * bench.opportunityIds.length;
    let applyCounter = 0;
    const nextApply = () => {
      // Past the last pair the requests repeat pairs and count as errors (ALREADY_APPLIED).
      const k = applyCounter++ % pairs;
      const m = k % members.length;
      const o = Math.floor(k / members.length);
      return {
        body: JSON.stringify({
          query: OURS_APPLY,
          variables: {
            opportunityId: encodeGlobalID("Opportunity", bench.opportunityIds[o]),
            message: null,
          },
        }),
        headers: { authorization: `Bearer ${tokens[m]}` },
      };
    };
    // Sign-ins rotate over the members, so no account has more than one in flight
    // (the per-account limiter counts an attempt before checking it).
    let signInCounter = 0;
    const nextSignIn = () => {
      const m = members[signInCounter++ % members.length];
      return {
        body: JSON.stringify({
          query: SIGN_IN,
          variables: {
            input: {
              email: m.email,
              password: BENCH_PASSWORD,
              country: "AO",
              rememberMe: false,
            },
          },
        }),
        headers: {},
      };
    };
    if (members.length < CONNECTIONS) fail("fewer sign-in accounts than connections");

    const scenarios: Scenario[] = [
      {
        name: "ours-public-list",
        server: ours,
        body: JSON.stringify({
          query: OURS_PUBLIC_LIST,
          variables: publicVars,
        }),
      },
      {
        name: "pg-public-list",
        server: peer,
        body: JSON.stringify({
          query: PG_PUBLIC_LIST,
          variables: pgPublicVars,
        }),
      },
      {
        name: "ours-member-list",
        server: ours,
        body: JSON.stringify({
          query: OURS_PUBLIC_LIST,
          variables: publicVars,
        }),
        headers: { authorization: `Bearer ${memberToken}` },
      },
      {
        name: "pg-member-list",
        server: peer,
        body: JSON.stringify({
          query: PG_MEMBER_LIST,
          variables: pgMemberVars,
        }),
      },
      {
        name: "ours-admin-applications",
        server: ours,
        body: JSON.stringify({
          query: OURS_ADMIN_APPLICATIONS,
          variables: adminVars,
        }),
        headers: admin,
      },
      {
        name: "pg-admin-applications",
        server: peer,
        body: JSON.stringify({
          query: PG_ADMIN_APPLICATIONS,
          variables: pgAdminVars,
        }),
      },
      {
        name: "ours-apply",
        server: ours,
        next: nextApply,
        ok: (b) => b.includes('"applyToOpportunity":{"id"'),
      },
      {
        name: "ours-sign-in",
        server: ours,
        // one address may hold 4 places at the hashing gate (modules/auth/password.ts): 10 connections
        // from loopback measured refusals (SERVICE_BUSY), not sign-in
        connections: SIGN_IN_CONNECTIONS,
        next: nextSignIn,
        ok: (b) => b.includes('"accessToken"'),
      },
    ];
    const results: Measured[] = [];
    for (const s of scenarios) {
      if (only && !only.includes(s.name)) continue;
      // Warm-up (JIT, pools, plan caches) is not measured; applies made in it still use up pairs.
      if (WARMUP > 0) await cannon(s, WARMUP);
      const r = await cannon(s, SECONDS);
      results.push(r);
      console.error(`  ${r.name}: ${r.rps.toFixed(0)} req/s, ${r.errors} errors${r.firstError ? ` (first: ${r.firstError})` : ""}`);
    }

    if (results.some((r) => r.name === "ours-apply")) {
      const { count } = await gqlHttp<{ applications: { totalCount: number } }>(ours.url, `{ applications { totalCount } }`, {}, adminToken).then((b) => ({
        count: b.data?.applications.totalCount ?? -1,
      }));
      console.log(`Applications after the apply runs: ${count} (started with ${ourAdm.total}; made ${applyCounter} apply requests).`);
    }

    console.log("");
    console.log(
      table(
        ["scenario", "req/s", "p50", "p95", "p99", "requests", "errors", "server RSS", "server CPU ms/req"],
        results.map((r) => [
          r.name,
          r.rps.toFixed(0),
          fmtMs(r.p50),
          fmtMs(r.p95),
          fmtMs(r.p99),
          r.requests,
          r.errors,
          fmtBytes(r.rssBytes),
          r.cpuMsPerRequest.toFixed(2),
        ]),
      ),
    );
    const rate = (n: string) => results.find((r) => r.name === n)?.rps;
    const ratio = (a: string, b: string, goal: number) => {
      const x = rate(a);
      const y = rate(b);
      if (!x || !y) return null;
      const v = x / y;
      return [`${a} / ${b}`, `${v.toFixed(2)}`, `${goal.toFixed(1)}`, v >= goal ? "met" : "below"];
    };
    const ratios = [
      ratio("ours-public-list", "pg-public-list", 1.0),
      ratio("ours-member-list", "pg-member-list", 0.8),
      ratio("ours-admin-applications", "pg-admin-applications", 0.8),
    ].filter((r): r is string[] => r !== null);
    if (ratios.length) {
      console.log("\nThroughput as a ratio to PostGraphile 5 (same database, same run):");
      console.log(table(["lists", "ratio", "goal", ""], ratios));
    }
    const errors = results.reduce((n, r) => n + r.errors, 0);
    if (errors) {
      console.log(`\n${errors} request(s) failed.`);
      process.exitCode = 1;
    }
  } finally {
    for (const s of servers.reverse()) await s.stop().catch(() => {});
    await db.stop().catch(() => {});
  }
}

await main();
