import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../api/src/db/embedded.ts";
import { migrateDeploy } from "../../api/src/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** a migrated database each test file clones with CREATE DATABASE … TEMPLATE */
    templateDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the run: TEST_DATABASE_URL's server when set
 * (a fresh database of our own on it, dropped after), else an embedded one
 * in a temporary folder. The schema is migrated once into a template.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const templateName = `ponte_tpl_${runId}`;
  let serverUrl: string;
  let stopServer = async () => {};

  if (process.env.TEST_DATABASE_URL) {
    serverUrl = process.env.TEST_DATABASE_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-test-pg-"));
    const db = await startEmbeddedPostgres(path.join(dir, "pg"), { database: "postgres_test" });
    serverUrl = db.url;
    stopServer = async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const templateUrl = withDatabase(serverUrl, templateName);
  await migrateDeploy(templateUrl);
  project.provide("templateDatabaseUrl", templateUrl);

  return async () => {
    // Drop the clones every file made, then the template.
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`ponte_t_${runId}%`]);
    for (const r of rows) await dropDatabase(admin, r.datname);
    await dropDatabase(admin, templateName);
    await admin.end();
    await stopServer();
  };
}

/**
 * DROP DATABASE … WITH (FORCE), retried for a while: the tests' role is not a
 * superuser (as on the embedded server), and FORCE may not end an autovacuum
 * worker busy in that database ("permission denied to terminate process",
 * 42501, seen after media.test.ts); the worker is gone a moment later.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (attempt >= 50 || (code !== "42501" && code !== "55006")) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
