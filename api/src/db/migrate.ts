import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MIGRATIONS_DIR = path.join(ROOT, "prisma", "migrations");
// Any fixed number: all processes that migrate the same database take this lock.
const LOCK_ID = 72707;

/**
 * Applies pending migrations from prisma/migrations, recording them in
 * Prisma's own `_prisma_migrations` table (same checksums), so `prisma
 * migrate status/deploy/dev` agree with it. Done in-process because the
 * Prisma CLI on the wasm engine path waits ~10 s before exiting, which every
 * start and every test run would pay. Each migration runs in a transaction;
 * an advisory lock keeps two starting processes from racing.
 */
export async function migrateDeploy(databaseUrl: string, log: (m: string) => void = () => {}): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const names = fs
      .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    for (const name of names) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, name, "migration.sql"));
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      const prior = done.get(name);
      if (prior) {
        if (!prior.finished_at) throw new Error(`Migration ${name} failed earlier; resolve it with \`prisma migrate resolve\``);
        if (prior.checksum !== checksum) log(`warning: migration ${name} was edited after it was applied`);
        continue;
      }
      const id = crypto.randomUUID();
      await client.query("BEGIN");
      try {
        await client.query(sql.toString("utf8"));
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [id, checksum, name],
        );
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(e as Error).message}`);
      }
      applied.push(name);
      log(`applied migration ${name}`);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    await client.end();
  }
}
