import path from "node:path";
import type { Config } from "../config/config.ts";
import { startEmbeddedPostgres } from "./embedded.ts";

/**
 * Runs `fn` against the configured database: DATABASE_URL, or the embedded
 * server in the data folder (started for the duration of `fn`).
 */
export async function withDatabase<T>(config: Config, fn: (url: string) => Promise<T>): Promise<T> {
  if (config.DATABASE_URL) return fn(config.DATABASE_URL);
  const db = await startEmbeddedPostgres(path.join(config.dataDir, "pg"), { port: config.EMBEDDED_PG_PORT });
  try {
    return await fn(db.url);
  } finally {
    await db.stop();
  }
}
