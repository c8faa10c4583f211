// SQL statements per GraphQL request (issue 7): the public opportunities list
// and the admin applications list must run a constant number of statements
// whatever the page size. In-process (yoga.fetch, no socket), counting Prisma
// query events; exits non-zero when a count grows with the page.
// BENCH_SQL_VERBOSE=1 prints the statements themselves.
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config/config.ts";
import { addBenchData } from "./support/bench-data.ts";
import { ADMIN, benchDatabase, MEMBER, table } from "./support/stack.ts";
import { OURS_ADMIN_APPLICATIONS, OURS_PUBLIC_LIST, withPageSizeVariable } from "./support/documents.ts";

const SIZES = [1, 20, 100];
const verbose = process.env.BENCH_SQL_VERBOSE === "1" || process.env.BENCH_SQL_VERBOSE === "full";
const WIDTH = process.env.BENCH_SQL_VERBOSE === "full" ? Infinity : 400;

console.log("== SQL statements per GraphQL request (tests/load/sql.ts) ==");
const db = await benchDatabase("ponte_bench_sql", {
  extra: async (prisma) => void (await addBenchData(prisma, { opportunities: 300 })),
});
const config = loadConfig({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  HOST: "127.0.0.1",
  PORT: "0",
  PUBLIC_URL: "http://127.0.0.1",
  DATABASE_URL: db.url,
  SEED_DEMO_DATA: "false",
  JWT_SECRET: crypto.randomBytes(32).toString("hex"),
  DATA_DIR: path.join(os.tmpdir(), `ponte-bench-sql-${crypto.randomUUID()}`),
  // the statements themselves are counted, not the shared cache's hits
  PUBLIC_READ_CACHE: "false",
  // hundreds of requests in a row from one caller
  API_BUDGET_MULTIPLIER: "1000",
  // before/after figures of the levers: BUDGET_FLUSH_MS=0 SESSION_CACHE=false npm run bench -- sql
  BUDGET_FLUSH_MS: process.env.BUDGET_FLUSH_MS,
  SESSION_CACHE: process.env.SESSION_CACHE,
});
let statements: string[] = [];
const app = buildApp(config, {
  databaseUrl: db.url,
  onQuery: (sql) => void statements.push(sql),
  serveWeb: false,
});

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await app.yoga.fetch("http://localhost/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`bench sql: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

async function signIn(email: string, password: string) {
  const data = await gql(`mutation S($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email, password, country: "AO", rememberMe: false },
  });
  return data.signIn.accessToken as string;
}

/** CPU time (this process: the API in-process) and statements per request over `n` sequential requests. */
async function perRequest(query: string, variables: Record<string, unknown>, token: string | undefined, n: number) {
  for (let i = 0; i < 20; i++) await gql(query, variables, token); // warm-up
  statements = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await gql(query, variables, token);
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000 / n, statements: statements.length / n };
}
const CPU_REQUESTS = Number(process.env.BENCH_SQL_REQUESTS ?? 300);
/** the budget charge (and the ledger's writes and sweeps) and the session look-up: per caller, not per page */
const BOOKKEEPING = /"RateLimitBucket"|FROM "Session" s JOIN "User" u/;

let failed = false;
try {
  // listening, as a server is (the session cache is used only then)
  await app.start();
  const adminToken = await signIn(ADMIN.email, ADMIN.password);
  const memberToken = await signIn(MEMBER.email, MEMBER.password);
  const cases = [
    {
      name: "opportunities (visitor)",
      query: withPageSizeVariable(OURS_PUBLIC_LIST),
      token: undefined,
      list: (d: any) => d.opportunities,
      filter: { country: null },
    },
    {
      name: "opportunities (member)",
      query: withPageSizeVariable(OURS_PUBLIC_LIST),
      token: memberToken,
      list: (d: any) => d.opportunities,
      filter: { country: null },
    },
    {
      name: "applications (admin)",
      query: withPageSizeVariable(OURS_ADMIN_APPLICATIONS),
      token: adminToken,
      list: (d: any) => d.applications,
      filter: {},
    },
  ];
  const rows: Array<Array<string | number>> = [];
  for (const c of cases) {
    const counts: number[] = [];
    for (const first of SIZES) {
      await gql(c.query, { filter: c.filter, first }, c.token); // warm (plan caches), not counted
      statements = [];
      const data = await gql(c.query, { filter: c.filter, first }, c.token);
      const got = c.list(data).edges.length;
      if (got !== first) throw new Error(`bench sql: ${c.name} first=${first} returned ${got} rows`);
      // the list's own statements; the budget charge and the session look-up run or not depending on
      // the ledger's and the session cache's timing (in the column in a row below)
      counts.push(statements.filter((q) => !BOOKKEEPING.test(q)).length);
      if (verbose) console.log(`\n-- ${c.name}, first=${first}:\n${statements.map((s) => `  ${s.replace(/\s+/g, " ").slice(0, WIDTH)}`).join("\n")}`);
    }
    const constant = counts.every((n) => n === counts[0]);
    if (!constant) failed = true;
    const steady = await perRequest(c.query, { filter: c.filter, first: 20 }, c.token, CPU_REQUESTS);
    rows.push([c.name, ...counts, constant ? "constant" : "GROWS WITH THE PAGE", steady.statements.toFixed(2), steady.cpuMs.toFixed(2)]);
  }
  console.log(table(["query", ...SIZES.map((n) => `first: ${n}`), "", `statements/request (${CPU_REQUESTS} in a row)`, "API CPU ms/request"], rows));
  console.log(
    "(first: N: the list's own statements. In a row: every statement, including the session look-up and the budget charge when they run (the session cache and the budget ledger skip them for a caller seen a moment ago; the ledger's writes every 200 ms are counted); CPU: this process, the API in-process, no HTTP)",
  );
} finally {
  await app.stop();
  await db.stop();
}
if (failed) {
  console.log("\nA list's statement count grows with its page size (N+1).");
  process.exit(1);
}
