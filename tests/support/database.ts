import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { dropDatabase, withDatabase } from "./global-database.ts";

/**
 * A fresh, migrated database for one test file, cloned from the run's
 * template (fast), so files run in parallel without seeing each other's rows.
 * `fromTemplateUrl`: another template of the run's to clone instead (the e2e
 * tests' demo-seeded one, tests/e2e/support/global-seed.ts).
 */
export async function createTestDatabase(fromTemplateUrl?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const templateUrl = inject("templateDatabaseUrl");
  const template = new URL(fromTemplateUrl ?? templateUrl).pathname.slice(1);
  const runId = new URL(templateUrl).pathname.slice(1).replace(/^ponte_tpl_/, "");
  const name = `ponte_t_${runId}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
  await admin.connect();
  // The template must have no other sessions while it is copied; retry briefly if it has.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (e) {
      if (attempt > 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  return {
    url: withDatabase(templateUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: withDatabase(templateUrl, "postgres") });
      await c.connect();
      await dropDatabase(c, name);
      await c.end();
    },
  };
}
