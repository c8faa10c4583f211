import path from "node:path";
import { ConfigError, loadConfig } from "./config/config.ts";
import { EmbeddedDatabaseError, startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded.ts";
import { migrateDeploy } from "./db/migrate.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { DEMO_ACCOUNTS } from "./modules/auth/demo-accounts.ts";

/**
 * What fills an empty database with demo data when SEED_DEMO_DATA is on. The
 * entry point (cli/start.ts) passes the demo seed (prisma/seed.ts), so the
 * server does not depend on seed code; loaded lazily, like the app.
 */
export interface SeedModule {
  seedIfEmpty(prisma: PrismaClient): Promise<boolean>;
}

// The app (every GraphQL module, the Prisma client, the schema build) takes
// most of a start to load; it is imported while the embedded PostgreSQL
// starts and the migrations are checked, instead of before.
const loadApp = (loadSeed: () => Promise<SeedModule>) => Promise.all([import("./app.ts"), loadSeed()]);

/** Entry point: database (embedded unless DATABASE_URL), migrations, seed, server. */
export async function main({ loadSeed }: { loadSeed: () => Promise<SeedModule> }): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const appModules = loadApp(loadSeed);
  appModules.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    console.log("Starting the embedded PostgreSQL (data in %s)…", path.relative(process.cwd(), config.dataDir) || ".");
    try {
      embedded = await startEmbeddedPostgres(path.join(config.dataDir, "pg"), { port: config.EMBEDDED_PG_PORT });
    } catch (e) {
      if (!(e instanceof EmbeddedDatabaseError)) throw e;
      console.error(e.message);
      process.exit(1);
    }
    databaseUrl = embedded.url;
  }

  const stopEmbedded = async () => {
    if (embedded) await embedded.stop().catch(() => {});
    embedded = null;
  };

  try {
    console.log("Applying database migrations…");
    const applied = await migrateDeploy(databaseUrl);
    if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
  } catch (e) {
    console.error(String(e));
    await stopEmbedded();
    process.exit(1);
  }

  let buildApp, seedIfEmpty;
  try {
    [{ buildApp }, { seedIfEmpty }] = await appModules;
  } catch (e) {
    await stopEmbedded();
    throw e;
  }
  const app = buildApp(config, { databaseUrl });
  if (config.SEED_DEMO_DATA) {
    const seeded = await seedIfEmpty(app.services.prisma);
    if (seeded) console.log("Seeded demo data into the empty database.");
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    const force = setTimeout(() => process.exit(1), 15000);
    force.unref();
    await app.stop().catch((e) => console.error(e));
    await stopEmbedded();
    console.log("Stopped.");
    process.exit(0);
  };
  // Drain HTTP and sockets first, then stop the database (see db/embedded.ts).
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  let url: string;
  try {
    url = await app.start();
  } catch (e) {
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${(e as Error).message}`);
    await app.stop().catch(() => {});
    await stopEmbedded();
    process.exit(1);
  }
  console.log(`\nPonte is running at ${url}`);
  console.log(`  GraphQL (HTTP + WebSocket, GraphiQL in a browser): ${url}/graphql`);
  console.log(`  Health: ${url}/healthz   Readiness: ${url}/readyz`);
  if (!config.SMTP_URL) console.log(`  E-mail goes to the dev outbox: ${path.relative(process.cwd(), config.outboxDir)}`);
  if (config.demoReachableFromNetwork) {
    console.warn(
      [
        "",
        "!!! WARNING: demo mode is reachable from other machines (HOST=%s).",
        '!!! In demo mode anyone who registers an e-mail containing "admin" becomes an administrator,',
        "!!! and the demo accounts' passwords are public. Use HOST=127.0.0.1, or DEMO_MODE=false with",
        "!!! ADMIN_EMAILS for a server others can reach.",
        "",
      ].join("\n"),
      config.HOST,
    );
  }
  if (config.demoMode) {
    console.log("  Demo accounts:");
    for (const a of DEMO_ACCOUNTS) console.log(`    ${a.role.padEnd(5)}  ${a.email}  /  ${a.password}`);
  }
  console.log("Press Ctrl-C to stop.");
}
