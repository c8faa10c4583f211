// `npm start`: builds what is missing, then runs the server (api/src/main.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const npx = (bin: string, args: string[]) => run(process.execPath, [path.join(root, "node_modules", ...bin.split("/")), ...args]);

if (!fs.existsSync(path.join(root, "api/src/generated/prisma/client.ts"))) {
  console.log("Generating the Prisma client…");
  npx("prisma/build/index.js", ["generate"]);
}
const webDist = process.env.WEB_DIST_DIR ? path.resolve(root, process.env.WEB_DIST_DIR) : path.join(root, "web/dist");
if (!fs.existsSync(path.join(webDist, "index.html"))) {
  console.log("Building the web app…");
  if (!fs.existsSync(path.join(root, "web/src/gql/index.ts"))) npx("@graphql-codegen/cli/cjs/bin.js", ["--config", "codegen.ts"]);
  npx("vite/bin/vite.js", ["build", "web"]);
}

// Node keeps the stripped TypeScript and V8's compiled code of every module in
// a cache (in the system's temporary folder), so later starts skip that work.
enableCompileCache();
const { main } = await import("../main.ts");
await main({ loadSeed: () => import("../../../prisma/seed.ts") });
