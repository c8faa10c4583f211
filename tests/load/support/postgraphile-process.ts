// Child-process entry: PostGraphile 5 (amber preset, grafserv on Node's http)
// over DATABASE_URL's public schema, the peer our lists are compared with.
// Signals readiness over IPC once the schema is built and the port listens.
import http from "node:http";
import { postgraphile } from "postgraphile";
import { makePgService } from "postgraphile/adaptors/pg";
import { grafserv } from "postgraphile/grafserv/node";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";

const connectionString = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!connectionString || !port) throw new Error("postgraphile-process: DATABASE_URL and PORT are required");

const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      connectionString,
      schemas: ["public"],
      poolConfig: { max: Number(process.env.PG_POOL_MAX ?? 10) },
    }),
  ],
  grafserv: { watch: false, graphiql: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
await pgl.getSchema();
const serv = pgl.createServ(grafserv);
const server = http.createServer();
await serv.addTo(server, false);
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
process.send?.({ ready: true });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  server.closeAllConnections();
  server.close();
  await Promise.resolve()
    .then(() => pgl.release())
    .catch(() => {});
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.on("disconnect", () => void stop());
