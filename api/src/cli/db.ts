// npm run db:migrate | db:seed | db:reset — against DATABASE_URL, or the
// embedded database in .data/ (stop `npm start` first: one server per folder).
import pg from "pg";
import { DEMO_ACCOUNTS, seedDemoData } from "../../../prisma/seed.ts";
import { ConfigError, loadConfig } from "../config/config.ts";
import { withDatabase } from "../db/database.ts";
import { migrateDeploy } from "../db/migrate.ts";
import { createPrisma } from "../db/prisma.ts";

const command = process.argv[2];
if (!["migrate", "seed", "reset"].includes(command ?? "")) {
  console.error("usage: db.ts migrate|seed|reset");
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}

await withDatabase(config, async (url) => {
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
