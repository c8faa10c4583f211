// `npm run test:e2e`: end-to-end tests in Chromium (tests/e2e). Extra
// arguments go to vitest, e.g. `npm run test:e2e -- tests/e2e/landing.e2e.test.ts`.
// The web app is rebuilt first (a few seconds) so the tests never see a stale
// build, into a folder of this run's own: several runs at once (other
// features' tests, a developer's `npm run build`) never pull web/dist from
// under each other.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (...p: string[]) => path.join(root, "node_modules", ...p);
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-e2e-web-"));

function run(args: string[], what: string): void {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`test:e2e: ${what} failed`);
    fs.rmSync(webDist, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
}

run([bin("@graphql-codegen", "cli", "esm", "bin.js"), "--config", "codegen.ts", "--errors-only"], "graphql-codegen");
run([bin("vite", "bin", "vite.js"), "build", "web", "--outDir", webDist, "--emptyOutDir", "--logLevel", "warn"], "vite build");

const r = spawnSync(process.execPath, [bin("vitest", "vitest.mjs"), "run", "--config", "tests/e2e/vitest.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PONTE_E2E_WEB_DIST: webDist },
});
fs.rmSync(webDist, { recursive: true, force: true });
process.exit(r.status ?? 1);
