// `npm run test:e2e`: end-to-end tests in Chromium (tests/e2e). Extra
// arguments go to vitest, e.g. `npm run test:e2e -- tests/e2e/landing.e2e.test.ts`.
// The web app is rebuilt first (about 2 s) so the tests never see a stale build.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (...p: string[]) => path.join(root, "node_modules", ...p);

function run(args: string[], what: string): void {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`test:e2e: ${what} failed`);
    process.exit(r.status ?? 1);
  }
}

run([bin("@graphql-codegen", "cli", "esm", "bin.js"), "--config", "codegen.ts", "--silent"], "graphql-codegen");
run([bin("vite", "bin", "vite.js"), "build", "web", "--logLevel", "warn"], "vite build");

const r = spawnSync(process.execPath, [bin("vitest", "vitest.mjs"), "run", "--config", "tests/e2e/vitest.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(r.status ?? 1);
