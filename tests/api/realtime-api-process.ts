// A second API process for tests/api/realtime-two-processes.test.ts: builds
// the app on DATABASE_URL, listens on a free loopback port, prints
// {"url": "..."} on stdout, and stops cleanly on SIGTERM.
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config/config.ts";

const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", PUBLIC_URL: "" });
const app = buildApp(config, { databaseUrl: config.DATABASE_URL!, serveWeb: false });
const url = (await app.start()).replace("localhost", "127.0.0.1");
process.stdout.write(`${JSON.stringify({ url, pid: process.pid })}\n`);

const stop = async () => {
  await app.stop().catch(() => {});
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
