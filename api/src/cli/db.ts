// npm run db:migrate | db:seed | db:reset — against DATABASE_URL, or the
// embedded database in .data/ (stop `npm start` first: one server per folder).
// `npm run db:migrate -- --create <name>` writes a new migration from the
// changes in prisma/schema.prisma, then applies it (see createMigration).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { seedDemoData } from "../../../prisma/seed.ts";
import { type Config, ConfigError, loadConfig } from "../config/config.ts";
import { withDatabase } from "../db/database.ts";
import { migrateDeploy } from "../db/migrate.ts";
import { createPrisma } from "../db/prisma.ts";
import { DEMO_ACCOUNTS } from "../modules/auth/demo-accounts.ts";

const command = process.argv[2];
if (!["migrate", "seed", "reset"].includes(command ?? "")) {
  console.error("usage: db.ts migrate|seed|reset");
  process.exit(2);
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  }
}
const config = configOrExit();

const createIndex = process.argv.indexOf("--create");
const newMigrationName = createIndex > 0 ? process.argv[createIndex + 1] : undefined;
if (createIndex > 0 && !/^[a-z0-9_]+$/.test(newMigrationName ?? "")) {
  console.error("usage: npm run db:migrate -- --create <name_in_snake_case>");
  process.exit(2);
}

/**
 * What `prisma migrate dev` does, on the JS engine path: its own data-loss
 * check cannot use an external shadow-database factory in the wasm schema
 * engine (it stops with "PostgreSQL shadow DB must be provided through an
 * external factory"), but `migrate diff --from-migrations` can. So: diff the
 * migrations (replayed in a shadow database on the same server) against the
 * schema, write the SQL as a new migration, and apply it.
 */
function createMigration(url: string, name: string): string | null {
  const root = config.rootDir;
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/prisma/build/index.js"),
      "migrate",
      "diff",
      "--from-migrations",
      "prisma/migrations",
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`prisma migrate diff failed:\n${r.stdout}\n${r.stderr}`);
  const sql = r.stdout.replace(/^Loaded Prisma config.*\n+/m, "").trim();
  if (!sql || sql === "-- This is an empty migration.") return null;
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
  return path.relative(root, dir);
}

try {
  await withDatabase(config, async (url) => {
    if (newMigrationName) {
      await migrateDeploy(url, console.log);
      const created = createMigration(url, newMigrationName);
      console.log(created ? `Created ${created}` : "The schema has no changes: no migration created.");
    }
    if (command === "reset") {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
      await client.end();
      console.log("Dropped every table.");
    }
    const applied = await migrateDeploy(url, console.log);
    if (command === "migrate") console.log(applied.length ? `Applied ${applied.length} migration(s).` : "No pending migrations.");
    if (command === "seed" || command === "reset") {
      const prisma = createPrisma(url);
      try {
        if (command === "seed" && (await prisma.user.count()) > 0) {
          console.log("The database already has data; seeding skipped (use db:reset to start over).");
        } else {
          await seedDemoData(prisma);
          console.log(`Seeded demo data. Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(", ")}`);
        }
      } finally {
        await prisma.$disconnect();
      }
    }
  });
} catch (e) {
  // A database that cannot be reached or a failed migration: say what, not a stack.
  console.error(`db:${command} failed: ${(e as Error).message}`);
  process.exit(1);
}
