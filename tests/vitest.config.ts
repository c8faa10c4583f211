import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");
// graphql ships both ESM and CJS; Pothos and yoga load the CJS build, so our
// own imports must get the same one ("Cannot use GraphQLScalarType from another realm").
const resolve = { alias: { graphql: path.join(root, "node_modules/graphql/index.js") } };

// `npm test`: unit tests beside the code (api, web components) and API
// integration tests against a real PostgreSQL (tests/api).
export default defineConfig({
  root,
  test: {
    projects: [
      {
        root,
        resolve,
        test: {
          name: "unit",
          include: ["api/src/**/*.test.ts", "prisma/**/*.test.ts", "tests/meta/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        root,
        plugins: [react()],
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/support/web-setup.ts"],
          // The catalogues load with web/src/test/render.tsx, before a file's
          // tests; the slowest screen test took 3.9 s at a load of 4-14 on two
          // cores and 8.2 s at 20-30, so twice vitest's default.
          testTimeout: 10000,
        },
      },
      {
        root,
        resolve,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-database.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
        },
      },
    ],
  },
});
