import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { APP_ROLE, credentialsFileOf, freePort, loadEmbeddedPostgres, startEmbeddedPostgres } from "../../api/src/db/embedded.ts";
import { migrateDeploy } from "../../api/src/db/migrate.ts";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-embedded-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Tries a login; resolves with the error code, or "ok". */
async function login(port: number, user: string, password: string, database = "postgres"): Promise<string> {
  const c = new pg.Client({ host: "127.0.0.1", port, user, password, database });
  try {
    await c.connect();
    return "ok";
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  } finally {
    await c.end().catch(() => {});
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

describe("the embedded PostgreSQL", () => {
  it("has a random superuser password, scram-sha-256 only, and the app connects as a non-superuser owner", { timeout: 120000 }, async () => {
    const dir = path.join(tempDir(), "pg");
    const db = await startEmbeddedPostgres(dir, { database: "ponte" });
    try {
      const port = Number(new URL(db.url).port);
      expect(new URL(db.url).username).toBe(APP_ROLE);
      // the old well-known login is refused
      expect(await login(port, "postgres", "postgres")).toBe("28P01");
      const [me] = await query<{ rolsuper: boolean; owner: string }>(
        db.url,
        `SELECT r.rolsuper, pg_get_userbyid(d.datdba) AS owner
           FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
      );
      expect(me.rolsuper).toBe(false);
      expect(me.owner).toBe(APP_ROLE);
      const hba = fs.readFileSync(path.join(dir, "pg_hba.conf"), "utf8");
      const methods = hba
        .split("\n")
        .filter((l) => l.trim() && !l.trim().startsWith("#"))
        .map((l) => l.trim().split(/\s+/).at(-1));
      expect(new Set(methods)).toEqual(new Set(["scram-sha-256"]));
      const file = credentialsFileOf(dir);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const stored = JSON.parse(fs.readFileSync(file, "utf8"));
      expect(stored.ready).toBe(true);
      expect(await login(port, "postgres", stored.superuserPassword)).toBe("ok");
      // the app role can migrate (triggers, functions) into its own database
      await migrateDeploy(db.url);
    } finally {
      await db.stop();
    }
  });

  it("upgrades a data folder made by an older Ponte (postgres/postgres, clear-text password auth)", { timeout: 120000 }, async () => {
    const dir = path.join(tempDir(), "pg");
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    if (process.getuid?.() === 0) fs.chmodSync(path.dirname(dir), 0o755);
    // exactly what the previous version did
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const oldPort = await freePort();
    const old = new EmbeddedPostgres({
      databaseDir: dir,
      user: "postgres",
      password: "postgres",
      port: oldPort,
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    await old.initialise();
    await old.start();
    await old.createDatabase("ponte");
    const legacyUrl = `postgresql://postgres:postgres@127.0.0.1:${oldPort}/ponte`;
    await migrateDeploy(legacyUrl);
    await query(legacyUrl, `INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES ('kept', 1, now() + interval '1 day')`);
    await old.stop();

    const db = await startEmbeddedPostgres(dir, { database: "ponte" });
    try {
      const port = Number(new URL(db.url).port);
      expect(await login(port, "postgres", "postgres")).toBe("28P01");
      // the data is still there, and the app role owns (can change) every table
      const rows = await query<{ key: string }>(db.url, `SELECT "key" FROM "RateLimitBucket"`);
      expect(rows.map((r) => r.key)).toEqual(["kept"]);
      const foreign = await query<{ name: string }>(
        db.url,
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S', 'v') AND pg_get_userbyid(c.relowner) <> current_user`,
      );
      expect(foreign).toEqual([]);
      await migrateDeploy(db.url);
      const methods = fs
        .readFileSync(path.join(dir, "pg_hba.conf"), "utf8")
        .split("\n")
        .filter((l) => l.trim() && !l.startsWith("#"))
        .map((l) => l.trim().split(/\s+/).at(-1));
      expect(new Set(methods)).toEqual(new Set(["scram-sha-256"]));
    } finally {
      await db.stop();
    }
    // and the next start is an ordinary one
    const again = await startEmbeddedPostgres(dir, { database: "ponte" });
    await expect(query(again.url, "SELECT 1")).resolves.toHaveLength(1);
    await again.stop();
  });
});
