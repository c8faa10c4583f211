import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { encodeGlobalID } from "@pothos/plugin-relay";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config/config.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// A database hiccup must not crash the process or leak its internals: the
// caller gets a clean error from the closed set, health stays up, readiness
// says 503 until the database is back.
const t = useTestApp();

describe("the database is unreachable", () => {
  let down: App;
  let base: string;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgresql://postgres@127.0.0.1:1/unreachable",
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      DATA_DIR: path.join(os.tmpdir(), `ponte-test-data-${crypto.randomUUID()}`),
    });
    down = buildApp(config, { databaseUrl: config.DATABASE_URL!, serveWeb: false });
    // The HTTP server only: the realtime listener would retry forever in the background.
    down.server.listen(0, "127.0.0.1");
    await new Promise((r) => down.server.once("listening", r));
    base = `http://127.0.0.1:${(down.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => down.server.close(r));
    await down.services.prisma.$disconnect();
  });

  const post = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) });

  it("answers a query with a clean, generic error: no stack, no host, no SQL", async () => {
    const res = await post(`{ opportunities(first: 5) { totalCount edges { node { title } } } }`);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", reason: "SERVICE_UNAVAILABLE" });
    expect(body.errors[0].message).toBe("The service is temporarily unavailable; try again shortly");
    expect(body.data ?? null).toBeNull();
    expect(text).not.toMatch(/127\.0\.0\.1|unreachable|prisma|stack|ECONNREFUSED|P1001/i);
  });

  it("answers a signed-in request (the viewer lookup fails first) the same way", async () => {
    const token = await down.services.tokens.sign({ userId: crypto.randomUUID(), role: "USER" });
    const res = await post(`{ me { id } }`, { authorization: `Bearer ${token}` });
    const body = (await res.json()) as any;
    expect(body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", reason: "SERVICE_UNAVAILABLE" });
  });

  it("a mutation too", async () => {
    const res = await post(`mutation { signIn(input: { email: "a@b.test", password: "whatever-123", country: AO, rememberMe: false }) { accessToken } }`);
    const body = (await res.json()) as any;
    expect(body.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", reason: "SERVICE_UNAVAILABLE" });
  });

  it("keeps /healthz at 200 while /readyz says 503, and keeps serving after the failures", async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "database unavailable" });
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    // a document download with the database gone is a 503, not a dropped connection
    const media = await fetch(`${base}/media/${crypto.randomUUID()}`);
    expect(media.status).toBe(503);
  });
});

describe("the database answers with an error no resolver expected", () => {
  let member: string;
  beforeAll(async () => {
    member = (await createUser(t)).token;
  });

  it("an unhandled unique violation is a CONFLICT, and nothing half-written stays", async () => {
    await t.prisma.$executeRawUnsafe(`CREATE UNIQUE INDEX test_one_subject ON "ContactMessage" ("subject")`);
    try {
      const send = () =>
        t.gql(
          `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }`,
          { input: { name: "Rita", email: "rita@example.test", country: "AO", subject: "Parceria", message: "Olá, gostaríamos de colaborar." } },
          { token: member },
        );
      expect((await send()).errors).toBeUndefined();
      const second = await send();
      expect(second.errors?.[0].extensions).toEqual({ code: "CONFLICT", reason: "ALREADY_EXISTS" });
      expect(second.errors?.[0].message).not.toMatch(/test_one_subject|ContactMessage|constraint/);
      expect(await t.prisma.contactMessage.count({ where: { subject: "Parceria" } })).toBe(1);
    } finally {
      await t.prisma.$executeRawUnsafe(`DROP INDEX test_one_subject`);
    }
  });

  it("an id that is not a UUID is BAD_USER_INPUT (INVALID_ID), not an internal error", async () => {
    const cancel = await t.gql(`mutation($id: ID!) { cancelServiceRequest(id: $id) { id } }`, { id: encodeGlobalID("ServiceRequest", "x") }, { token: member });
    expect(cancel.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });
    const remove = await t.gql(`mutation($id: ID!) { removeConnection(id: $id) }`, { id: encodeGlobalID("Connection", "x") }, { token: member });
    expect(remove.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "INVALID_ID" });
  });

  it("recovers when the database drops every connection (restart, failover)", async () => {
    expect((await t.gql(`{ me { id } }`, {}, { token: member })).errors).toBeUndefined();
    const admin = new pg.Client({ connectionString: t.databaseUrl.replace(/\/[^/?]+(\?|$)/, "/postgres$1") });
    await admin.connect();
    try {
      const db = new URL(t.databaseUrl).pathname.slice(1);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [db]);
    } finally {
      await admin.end();
    }
    // The first request may meet a dead pooled connection: a clean answer, never a crash.
    const first = await t.gql(`{ me { id } }`, {}, { token: member });
    if (first.errors) expect(first.errors[0].extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", reason: "SERVICE_UNAVAILABLE" });
    let recovered = false;
    for (let i = 0; i < 10 && !recovered; i++) {
      const res = await t.gql(`{ me { id } }`, {}, { token: member });
      recovered = !res.errors && res.data.me !== null;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
  });
});
