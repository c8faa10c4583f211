import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

export interface PrismaOptions {
  /** called for every SQL statement (used by tests and benchmarks to count them) */
  onQuery?: (sql: string) => void;
  poolSize?: number;
}

type PgAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type PgTransaction = Awaited<ReturnType<PgAdapter["startTransaction"]>>;

/**
 * PrismaPg whose transactions always give their connection back to the pool.
 * Prisma's transaction manager sends COMMIT or ROLLBACK and only then calls
 * the transaction's commit()/rollback(), which release the connection; when
 * that statement fails (the database went away mid-transaction) the release
 * is skipped and the pool loses the connection for good: after a few outages
 * every request waits for a connection that never comes, and shutdown's
 * pool.end() never finishes (tests/api/reliability-db-outage.test.ts). A dead
 * connection given back is dropped by pg-pool; a live one is out of its
 * transaction (a failed COMMIT ends it).
 */
class ReleasingPrismaPg extends PrismaPg {
  override async connect(): Promise<PgAdapter> {
    const adapter = await super.connect();
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => releaseOnFailedEnd(await startTransaction(isolationLevel));
    return adapter;
  }
}

function releaseOnFailedEnd(tx: PgTransaction): PgTransaction {
  let released = false;
  const release = tx.rollback.bind(tx);
  const commit = tx.commit.bind(tx);
  const executeRaw = tx.executeRaw.bind(tx);
  tx.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (e) {
      if (!released && (query.sql === "COMMIT" || query.sql === "ROLLBACK")) {
        released = true;
        await release();
      }
      throw e;
    }
  };
  tx.commit = async () => {
    if (released) return;
    released = true;
    await commit();
  };
  tx.rollback = async () => {
    if (released) return;
    released = true;
    await release();
  };
  return tx;
}

export function createPrisma(databaseUrl: string, options: PrismaOptions = {}): PrismaClient {
  const adapter = new ReleasingPrismaPg({
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
    (prisma as unknown as { $on: (e: "query", cb: (ev: { query: string }) => void) => void }).$on("query", (ev) => onQuery(ev.query));
  }
  return prisma;
}
