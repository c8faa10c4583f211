import path from "node:path";
import { defineConfig } from "prisma/config";
import { migrationAdapterFactory } from "./prisma/migration-adapter.ts";

// Prisma loads this file for every command, including `generate`, which needs
// no database: it must not throw when DATABASE_URL is unset. The schema's
// `env("DATABASE_URL")` must still resolve, or the CLI falls back to
// downloading the native engine, so a placeholder is set for such commands.
process.env.DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";
const url = process.env.DATABASE_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () => migrationAdapterFactory(url),
});
