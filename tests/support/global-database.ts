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
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await admin.end();
    await stopServer();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
