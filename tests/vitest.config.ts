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
          // A component's first render (Chakra, the catalogues, jsdom) takes
          // 1-3 s while CI runs the API tests beside it; 5 s was too close.
          testTimeout: 15000,
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
