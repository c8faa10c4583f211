// Driver adapter for Prisma's wasm schema engine (see TOOLCHAIN.md): the
// native engines cannot be downloaded here, so migrations run on the JS path.
// Two upstream bugs of @prisma/adapter-pg under that engine are worked around.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

const NAME_OID = 19;
const CHAR_OID = 18;
const TEXT_OID = 25;

type Fields = { fields?: Array<{ dataTypeID: number }> } | undefined;

// prisma/orm#27403: the adapter cannot deserialize the catalogue types `name`
// and `"char"`, which the schema engine's introspection queries return.
function asText(result: Fields | Fields[]): void {
  for (const r of Array.isArray(result) ? result : [result]) {
    for (const f of r?.fields ?? []) {
      if (f.dataTypeID === NAME_OID || f.dataTypeID === CHAR_OID) f.dataTypeID = TEXT_OID;
    }
  }
}

class CatalogueSafeClient extends pg.Client {
  // biome-ignore lint: pg's overloads are easier to forward untyped
  query(...args: any[]): any {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (err: Error | null, res: Fields) => {
        if (!err) asText(res);
        last(err, res);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    if (out && typeof (out as Promise<Fields>).then === "function") {
      return (out as Promise<Fields>).then((res) => {
        asText(res);
        return res;
      });
    }
    return out;
  }
}

function poolConfig(url: string, database?: string): pg.PoolConfig {
  const u = new URL(url);
  // Separate fields, not connectionString: pg ignores a `database` override otherwise.
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || "postgres"),
    password: decodeURIComponent(u.password),
    database: database ?? decodeURIComponent(u.pathname.slice(1) || "postgres"),
    Client: CatalogueSafeClient,
    max: 4,
    // let the CLI exit as soon as it is done instead of waiting out idle clients
    allowExitOnIdle: true,
    idleTimeoutMillis: 200,
  };
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;

// The adapter's executeScript splits a migration on every ";" — inside
// comments and dollar-quoted function bodies too — so a migration that
// defines a plpgsql trigger function fails. PostgreSQL's simple query
// protocol runs a whole multi-statement script in one round trip (in one
// implicit transaction), which is what a migration needs.
function wholeScripts(adapter: Adapter): Adapter {
  const internals = adapter as unknown as { client: pg.Pool; onError: (e: unknown) => never };
  adapter.executeScript = async (script: string) => {
    try {
      await internals.client.query(script);
    } catch (error) {
      internals.onError(error);
    }
  };
  return adapter;
}

export function migrationAdapterFactory(url: string) {
  const main = new PrismaPg(poolConfig(url));
  return {
    provider: "postgres" as const,
    adapterName: "@prisma/adapter-pg" as const,
    connect: async () => wholeScripts(await main.connect()),
    // The adapter drops the shadow database before closing its own pool
    // ("being accessed by other users"); we create it, and drop it after dispose.
    async connectToShadowDb() {
      const shadow = `prisma_migrate_shadow_db_${Date.now()}_${process.pid}`;
      const admin = new pg.Client(poolConfig(url));
      await admin.connect();
      await admin.query(`CREATE DATABASE "${shadow}"`);
      await admin.end();
      const adapter = wholeScripts(await new PrismaPg(poolConfig(url, shadow)).connect());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        const dropper = new pg.Client(poolConfig(url));
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${shadow}" WITH (FORCE)`);
        await dropper.end();
      };
      return adapter;
    },
  };
}
