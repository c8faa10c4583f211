import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

export interface PrismaOptions {
  /** called for every SQL statement (used by tests and benchmarks to count them) */
  onQuery?: (sql: string) => void;
  poolSize?: number;
}

export function createPrisma(databaseUrl: string, options: PrismaOptions = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  const prisma = new PrismaClient({
    adapter,
    log: options.onQuery ? [{ emit: "event", level: "query" }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (prisma as unknown as { $on: (e: "query", cb: (ev: { query: string }) => void) => void }).$on("query", (ev) =>
      onQuery(ev.query),
    );
  }
  return prisma;
}
