// Shared support for the benchmarks in tests/load: a seeded database, the API
// as a child process, sign-in, and percentile/table helpers.
import { type ChildProcess, fork } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, startEmbeddedPostgres } from "../../../api/src/db/embedded.ts";

export { freePort };
import { migrateDeploy } from "../../../api/src/db/migrate.ts";
import { createPrisma, type Db } from "../../../api/src/db/prisma.ts";
import { seedDemoData } from "../../../prisma/seed.ts";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const ADMIN = {
  email: "admin@ponte.demo",
  password: "PonteAdmin2026",
} as const;
export const MEMBER = {
  email: "membro@ponte.demo",
  password: "PonteMembro2026",
} as const;

export interface BenchDatabase {
  url: string;
  stop: () => Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database `name`, migrated and seeded with the demo data. On the
 * server in BENCH_DATABASE_URL when set (dropped and re-created), otherwise in
 * an embedded PostgreSQL in a new temporary folder. `extra` may add rows.
 */
export async function benchDatabase(
  name: string,
  options: {
    extra?: (prisma: Db, url: string) => Promise<void>;
    log?: (m: string) => void;
  } = {},
): Promise<BenchDatabase> {
  const log = options.log ?? ((m: string) => console.error(m));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`benchDatabase: bad name ${name}`);
  let url: string;
  let stopServer: () => Promise<void>;
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    url = withDatabase(server, name);
    stopServer = async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ponte-bench-${name}-`));
    log(`Starting an embedded PostgreSQL in ${dir} (set BENCH_DATABASE_URL to use a running server)…`);
    const embedded = await startEmbeddedPostgres(path.join(dir, "pg"), {
      database: name,
    });
    url = embedded.url;
    stopServer = async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    await migrateDeploy(url);
    const prisma = createPrisma(url);
    try {
      await seedDemoData(prisma);
      await options.extra?.(prisma, url);
    } finally {
      await prisma.$disconnect();
    }
  } catch (e) {
    await stopServer().catch(() => {});
    throw e;
  }
  return { url, stop: stopServer };
}

export interface ChildServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop: () => Promise<void>;
  /** resident memory of the child process, from /proc/<pid>/status (0 when unavailable) */
  rssBytes: () => number;
}

export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used, in ms, from /proc/<pid>/stat. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /, "")
      .split(" ");
    // after "pid (comm) ": state is [0], utime [11], stime [12], in clock ticks
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

/** Polls `url` until it answers 200, the child exits, or the time is up. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server exited (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url}: no answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs `file` with the current Node (fork, so it has an IPC channel and dies
 * with us), and gives a stop() that sends SIGTERM then SIGKILL.
 */
export function spawnNode(file: string, env: Record<string, string | undefined>, execArgv: string[] = []): ChildProcess {
  const child = fork(file, [], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    execArgv: [...execArgv],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const kill = () => child.kill("SIGKILL");
  process.on("exit", kill);
  child.once("exit", () => process.removeListener("exit", kill));
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGTERM");
  const t = setTimeout(() => child.kill("SIGKILL"), 8000);
  await exited;
  clearTimeout(t);
}

/**
 * The real API in a child process on a free loopback port, with
 * production-like settings (NODE_ENV=production, LOG_LEVEL=warn, no seeding).
 * `env` overrides any of them; BENCH_API_EXEC_ARGV (space-separated) adds Node
 * flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-bench-data-"));
  const child = spawnNode(
    path.join(import.meta.dirname, "api-process.ts"),
    {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: "false",
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      ...env,
    },
    (process.env.BENCH_API_EXEC_ARGV ?? "").split(" ").filter(Boolean),
  );
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${base}/healthz`, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: base, pid: child.pid!, child, stop, rssBytes: () => rssOf(child.pid!) };
}

export interface GqlBody<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** POSTs one GraphQL operation over real HTTP. */
export async function gqlHttp<T = any>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlBody<T>> {
  const res = await fetch(`${url.replace(/\/$/, "")}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlBody<T>;
}

export const SIGN_IN = /* GraphQL */ `
  mutation BenchSignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
    }
  }
`;

/** Waits for the child's `{ ready: true }` IPC message (or its exit). */
export function waitReady(child: ChildProcess, what: string, timeoutMs = 120000): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => done(new Error(`${what}: not ready within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (m: unknown) => {
      if ((m as { ready?: boolean })?.ready) done();
    };
    const onExit = (code: number | null, signal: string | null) => done(new Error(`${what}: exited (${code ?? signal})`));
    const done = (e?: Error) => {
      clearTimeout(t);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (e) reject(e);
      else resolve();
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

/**
 * PostGraphile 5 (amber preset) over `databaseUrl`'s public schema in a child
 * process on a free loopback port; `url` is its base (GraphQL at /graphql).
 */
export async function startPostGraphile(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const child = spawnNode(
    path.join(import.meta.dirname, "postgraphile-process.ts"),
    {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      ...env,
    },
    (process.env.BENCH_PG_EXEC_ARGV ?? "").split(" ").filter(Boolean),
  );
  try {
    await waitReady(child, "PostGraphile");
  } catch (e) {
    await stopChild(child);
    throw e;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    stop: () => stopChild(child),
    rssBytes: () => rssOf(child.pid!),
  };
}

/** Signs in through the API's GraphQL signIn mutation; returns the access token. */
/** Signs in; a "busy checking passwords" refusal (SERVICE_BUSY, on a loaded machine) is retried after the time it names. */
export async function signIn(url: string, email: string, password: string, country = "AO"): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const body = await gqlHttp<{ signIn: { accessToken: string } }>(url, SIGN_IN, {
      input: { email, password, country, rememberMe: false },
    });
    const token = body.data?.signIn?.accessToken;
    if (token) return token;
    const busy = body.errors?.[0]?.extensions;
    if (busy?.reason === "SERVICE_BUSY" && attempt < 10) {
      await new Promise((r) => setTimeout(r, 1000 * Number(busy.retryAfterSeconds ?? 1)));
      continue;
    }
    throw new Error(`signIn(${email}) failed: ${JSON.stringify(body.errors ?? body)}`);
  }
}

/** The p-th percentile (0–100) of `values` (nearest rank); NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return "–";
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}

export function fmtBytes(b: number): string {
  if (!b) return "–";
  return b >= 1024 ** 3 ? `${(b / 1024 ** 3).toFixed(2)} GiB` : `${(b / 1024 ** 2).toFixed(1)} MiB`;
}

/** A plain-text table, columns padded; numbers right-aligned. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? "").length)));
  const isNum = (s: string) => /^[\d.,\s×x%–-]+(ms|MiB|GiB|kB|\/s)?$/.test(s);
  const line = (r: string[]) => r.map((c, i) => (isNum(c) && i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

/** One line about the machine and the run, for every benchmark report. */
export function machineNote(): string {
  const cpus = os.cpus();
  return [
    `Date: ${new Date().toISOString()}`,
    `Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${fmtBytes(os.totalmem())} RAM, ${os.type()} ${os.release()}`,
    `Node ${process.version}; database: ${process.env.BENCH_DATABASE_URL ? "PostgreSQL server from BENCH_DATABASE_URL" : "embedded PostgreSQL 17"}`,
  ].join("\n");
}
