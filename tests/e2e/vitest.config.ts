import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

// `npm run test:e2e`: the built web app served by the real API on a fresh
// database, driven by Debian's Chromium (tests/e2e/support/e2e.ts).
export default defineConfig({
  root,
  // Same graphql build as Pothos and yoga load (see tests/vitest.config.ts).
  resolve: { alias: { graphql: path.join(root, "node_modules/graphql/index.js") } },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    // The migrated template, then a second one with the demo data seeded once for the run.
    globalSetup: ["tests/support/global-database.ts", "tests/e2e/support/global-seed.ts"],
    // A person waits a few seconds for a screen; on a loaded 2-core CI machine
    // vitest's default of 1 s for expect.poll fails tests that are not broken.
    expect: { poll: { timeout: 15000, interval: 100 } },
    testTimeout: 90000,
    hookTimeout: 120000,
    pool: "forks",
    // Two cores: one browser plus one API per file at a time keeps timings stable.
    fileParallelism: false,
  },
});
