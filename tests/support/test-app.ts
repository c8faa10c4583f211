import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../../api/src/app.ts";
import { type Config, loadConfig } from "../../api/src/config/config.ts";
import type { Db } from "../../api/src/db/prisma.ts";
import { createTestDatabase } from "./database.ts";

export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string; reason?: string; [k: string]: unknown } }>;
  headers: Headers;
}

export interface TestApp {
  app: App;
  prisma: Db;
  config: Config;
  databaseUrl: string;
  /** SQL statements run since the last reset (Prisma query events) */
  sql: { count: number; reset: () => void };
  /** POST a GraphQL operation through yoga.fetch (no socket) */
  gql: <T = any>(query: string, variables?: Record<string, unknown>, opts?: { token?: string; headers?: Record<string, string> }) => Promise<GqlResult<T>>;
  fetch: (pathname: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Builds the API on a fresh database for this test file. Call at the top of
 * a test file; the returned object is filled in beforeAll.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: db.url,
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      DATA_DIR: path.join(os.tmpdir(), `ponte-test-data-${crypto.randomUUID()}`),
      // many requests from one address: budgets raised (tests of metering pass "1")
      API_BUDGET_MULTIPLIER: "100",
      ...env,
    });
    const sql = { count: 0, reset: () => void (sql.count = 0) };
    const app = buildApp(config, { databaseUrl: db.url, onQuery: () => void sql.count++, serveWeb: false });
    Object.assign(ctx, {
      app,
      prisma: app.services.prisma,
      config,
      databaseUrl: db.url,
      sql,
      fetch: (pathname: string, init?: RequestInit) => app.yoga.fetch(new URL(pathname, "http://localhost"), init ?? {}),
      gql: async (query: string, variables?: Record<string, unknown>, opts: { token?: string; headers?: Record<string, string> } = {}) => {
        const res = await app.yoga.fetch("http://localhost/graphql", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            ...opts.headers,
          },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as Omit<GqlResult, "status" | "headers">;
        return { status: res.status, headers: res.headers, ...body };
      },
    });
  });
  afterAll(async () => {
    await ctx.app?.services.prisma.$disconnect();
    await drop?.();
  });
  return ctx;
}
