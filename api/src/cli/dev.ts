// `npm run dev`: the API (restarted on change, embedded database unless
// DATABASE_URL) on :4000 and Vite's dev server with hot reload on :5173,
// which proxies /graphql, /media and /auth to the API.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const children = [
  spawn(process.execPath, ["--watch-path=api/src", "--watch-path=prisma", "api/src/cli/start.ts"], {
    cwd: root,
    stdio: "inherit",
    // links in e-mails and OAuth callbacks go to the page people use here: Vite's
    env: { ...process.env, PORT: process.env.PORT ?? "4000", PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "web", "--port", "5173"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PONTE_API_URL: `http://localhost:${process.env.PORT ?? "4000"}` },
  }),
];
const stop = () => {
  for (const c of children) c.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && code !== 130 && stop());
