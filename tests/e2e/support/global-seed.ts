import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPrisma } from "../../../api/src/db/prisma.ts";
import { seedDemoData } from "../../../prisma/seed.ts";
import { dropDatabase, withDatabase } from "../../support/global-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** the migrated template with the demo data seeded once for the run (tests/e2e/support/e2e.ts clones it) */
    demoTemplateDatabaseUrl: string;
    /** the UTC day (YYYY-MM-DD) the demo data was seeded on: its dates count from that day */
    demoTemplateDay: string;
  }
}

/**
 * Runs after tests/support/global-database.ts: seeds the demo data once into
 * a second template, cloned from the migrated one, which every e2e file that
 * wants the demo data clones in turn (one CREATE DATABASE … TEMPLATE instead
 * of the whole seed with its scrypt hashes in every file). The data does not
 * depend on the file: seedDemoData reads nothing but the clock, whose day
 * e2e.ts compares.
 */
export default async function setup(project: TestProject) {
  const migratedUrl = project.getProvidedContext().templateDatabaseUrl;
  const migrated = new URL(migratedUrl).pathname.slice(1);
  // Named like the files' clones, so global-database's teardown drops it too if ours does not run.
  const name = `${migrated.replace(/^ponte_tpl_/, "ponte_t_")}_demo`;
  const admin = new pg.Client({ connectionString: withDatabase(migratedUrl, "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${migrated}"`);
  const url = withDatabase(migratedUrl, name);
  const utcDay = () => new Date().toISOString().slice(0, 10);
  const day = utcDay();
  const prisma = createPrisma(url, { poolSize: 1 });
  try {
    await seedDemoData(prisma);
  } finally {
    // A template must have no sessions left when it is copied.
    await prisma.$disconnect();
  }
  project.provide("demoTemplateDatabaseUrl", url);
  // Seeded across midnight: no day to trust ("" never matches, e2e.ts then seeds per file).
  project.provide("demoTemplateDay", utcDay() === day ? day : "");

  return async () => {
    await dropDatabase(admin, name);
    await admin.end();
  };
}
