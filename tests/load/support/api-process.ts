// Child-process entry for benchmarks: the real API (buildApp + start, as
// api/src/main.ts does) on the database and port given in the environment,
// so the load generator never shares the server's event loop.
import { buildApp } from "../../../api/src/app.ts";
import { loadConfig } from "../../../api/src/config/config.ts";

const config = loadConfig(process.env);
if (!config.DATABASE_URL) throw new Error("api-process: DATABASE_URL is required");
const app = buildApp(config, { databaseUrl: config.DATABASE_URL });
await app.start();
process.send?.({ ready: true });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await app.stop().catch(() => {});
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.on("disconnect", () => void stop());
