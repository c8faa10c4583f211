import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type App, buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config/config.ts";
import { ROUTE_PATHS } from "../../web/src/app/routePaths.ts";
import { createTestDatabase } from "../support/database.ts";

// The HTTP edge as a stranger on the internet meets it: unreadable requests
// get a tiny 400 (never a stack or a path), unknown pages a real 404, every
// answer HSTS when the public address is https, slow or silent connections
// are closed, and one address cannot hold more than its share of connections.
// Only the https server has a database (for a GraphQL answer after a slow
// body); the others never reach one.

const INDEX = '<!doctype html><html><head><title>Ponte</title></head><body><div id="root"></div></body></html>';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-edge-dist-"));
fs.mkdirSync(path.join(dist, "assets"));
fs.writeFileSync(path.join(dist, "index.html"), INDEX);
fs.writeFileSync(path.join(dist, "routes.json"), JSON.stringify(ROUTE_PATHS));

const LEAK = /\bat [\w.<>]+ \(|node:internal|node_modules|\/work\/|\/home\/|TypeError|ERR_/;

async function startEdge(env: Record<string, string>): Promise<{ app: App; port: number }> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: "postgresql://postgres@127.0.0.1:1/never_used",
    JWT_SECRET: crypto.randomBytes(32).toString("hex"),
    DATA_DIR: path.join(os.tmpdir(), `ponte-test-data-${crypto.randomUUID()}`),
    WEB_DIST_DIR: dist,
    ...env,
  });
  const app = buildApp(config, { databaseUrl: config.DATABASE_URL!, serveWeb: true });
  // The HTTP server only: the realtime listener would retry the database in the background.
  app.server.listen(0, "127.0.0.1");
  await new Promise((r) => app.server.once("listening", r));
  return { app, port: (app.server.address() as net.AddressInfo).port };
}

async function stopEdge(edge: { app: App } | undefined) {
  if (!edge) return;
  edge.app.server.closeAllConnections();
  await new Promise((r) => edge.app.server.close(r));
  await edge.app.services.prisma.$disconnect();
}

/** Raw bytes in; everything the server sent until it closed the connection (or `waitMs`). */
function raw(port: number, bytes: string, waitMs = 15_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, waitMs);
    socket.on("connect", () => bytes && socket.write(bytes));
    socket.on("data", (c) => (text += c.toString("latin1")));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on("error", () => {});
  });
}

/** One request on its own connection (no pooled sockets to count against the cap). */
function get(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers: { connection: "close", ...headers }, agent: false }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const bodyOf = (answer: string) => answer.slice(answer.indexOf("\r\n\r\n") + 4);

describe("an https deployment (PUBLIC_URL https)", () => {
  let edge: Awaited<ReturnType<typeof startEdge>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    edge = await startEdge({
      PUBLIC_URL: "https://ponte.example",
      DATABASE_URL: db.url,
      HTTP_HEADERS_TIMEOUT_MS: "500",
      HTTP_MIN_BODY_BYTES_PER_SECOND: "100",
    });
  });
  afterAll(async () => {
    await stopEdge(edge);
    await db?.drop();
  });

  it.each([
    ["a Host with a space", "GET / HTTP/1.1\r\nHost: exa mple.com\r\n\r\n"],
    ["an unclosed IPv6 Host on /graphql", "GET /graphql HTTP/1.1\r\nHost: [::1\r\naccept: text/html\r\n\r\n"],
    [
      "a Host that is a URL, posting GraphQL",
      'POST /graphql HTTP/1.1\r\nHost: http://x\r\ncontent-type: application/json\r\ncontent-length: 24\r\n\r\n{"query":"{__typename}"}',
    ],
    ["a Host with percent signs", "GET /app HTTP/1.1\r\nHost: %zz\r\n\r\n"],
    ["a request line that is not HTTP", "GARBAGE\r\n\r\n"],
    ["an absolute request target that is not a URL", "GET http://[bad/ HTTP/1.1\r\nHost: ponte.example\r\n\r\n"],
    ["a NUL in the path", "GET /\u0000 HTTP/1.1\r\nHost: ponte.example\r\n\r\n"],
    ["two Host headers", "GET / HTTP/1.1\r\nHost: ponte.example\r\nHost: evil.example\r\n\r\n"],
  ])("answers %s with a plain 400, a tiny body and no stack", async (_what, bytes) => {
    const { text, closed } = await raw(edge.port, bytes);
    expect(statusOf(text)).toBe(400);
    expect(bodyOf(text).length).toBeLessThan(40);
    expect(text).not.toMatch(LEAK);
    expect(text.toLowerCase()).toContain("strict-transport-security: max-age=31536000; includesubdomains");
    expect(closed).toBe(true);
  });

  it("answers an unknown path 404 with the app's index.html, so the app shows its not-found page", async () => {
    for (const pathname of ["/wp-admin", "/app/nowhere", "/login/extra", "/.env", "//evil.example/app"]) {
      const res = await get(edge.port, pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body).toBe(INDEX);
      expect(res.headers["content-type"]).toContain("text/html");
    }
  });

  it("answers the app's real pages and deep links 200", async () => {
    for (const pathname of [
      "/",
      "/app",
      "/app/projects",
      "/app/projects/8d5b7f8e-0f5c-4f0e-9a56-0d1f2e3a4b5c",
      "/reset-password?token=abc",
      "/create-project",
      "/developers",
      "/login",
    ]) {
      const res = await get(edge.port, pathname);
      expect(res.status, pathname).toBe(200);
      // with the server's word that no session cookie came (api/src/server/static.ts sessionHintMeta)
      expect(res.body).toBe(INDEX.replace("</head>", '<meta name="ponte-session" content="none"></head>'));
    }
  });

  it("keeps the other routes' own statuses: /media of an unknown id 404, /healthz 200", async () => {
    expect((await get(edge.port, "/media/not-an-id")).status).toBe(404);
    expect((await get(edge.port, "/assets/missing-abc.js")).status).toBe(404);
    expect((await get(edge.port, "/healthz")).status).toBe(200);
  });

  it("sends HSTS on every answer, and a CSP whose connect-src is only the app's own origin", async () => {
    for (const pathname of ["/", "/healthz", "/wp-admin", "/media/x", "/graphql"]) {
      const res = await get(edge.port, pathname, { accept: "application/json" });
      expect(res.headers["strict-transport-security"], pathname).toBe("max-age=31536000; includeSubDomains");
    }
    const csp = String((await get(edge.port, "/app")).headers["content-security-policy"]);
    expect(csp.split("; ").find((d) => d.startsWith("connect-src"))).toBe("connect-src 'self' wss://ponte.example");
    expect(csp).toContain("default-src 'self'");
    // images also from the public address their URLs are built on (partners get absolute URLs)
    expect(csp.split("; ").find((d) => d.startsWith("img-src"))).toBe("img-src 'self' https://ponte.example data: blob:");
  });

  it("closes a connection whose headers do not arrive in time with 408", async () => {
    const { text, closed } = await raw(edge.port, "GET / HTTP/1.1\r\nHost: ponte.example\r\nX-Slow: ");
    expect(closed).toBe(true);
    expect(statusOf(text)).toBe(408);
    expect(text).not.toMatch(LEAK);
  });

  it("closes a connection that never sends a byte", async () => {
    const { text, closed } = await raw(edge.port, "");
    expect(closed).toBe(true);
    expect(statusOf(text)).toBe(408);
  });

  it("keeps a WebSocket open well past the header timeout", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${edge.port}/graphql`, "graphql-transport-ws");
    const acked = new Promise<void>((resolve) => ws.on("message", (d) => String(d).includes("connection_ack") && resolve()));
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload: {} })));
    await acked;
    // six header timeouts (500 ms here) with only pings in between
    const pongs: number[] = [];
    ws.on("message", (d) => String(d).includes("pong") && pongs.push(Date.now()));
    for (let i = 0; i < 6; i++) {
      await new Promise((r) => setTimeout(r, 500));
      ws.send(JSON.stringify({ type: "ping" }));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(pongs.length).toBeGreaterThan(0);
    ws.close();
  });

  it("answers 408 to a body that trickles, and takes one that keeps coming", async () => {
    const head = (length: number) => `POST /graphql HTTP/1.1\r\nHost: ponte.example\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`;
    const slow = await raw(edge.port, `${head(1000)}{"query":`);
    expect(slow.closed).toBe(true);
    expect(statusOf(slow.text)).toBe(408);
    expect(JSON.parse(bodyOf(slow.text)).errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", reason: "REQUEST_TOO_SLOW" });

    // 2,000 bytes in 200-byte pieces every 100 ms: twenty times the minimum rate
    const body = JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(1951) } });
    expect(body.length).toBe(2000);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(edge.port, "127.0.0.1");
      let text = "";
      socket.on("data", (c) => {
        text += c.toString("latin1");
        if (/\r\n\r\n[\s\S]*\}$/.test(text)) socket.end();
      });
      socket.on("close", () => resolve(text));
      socket.on("connect", async () => {
        socket.write(head(body.length));
        for (let i = 0; i < body.length; i += 200) {
          socket.write(body.slice(i, i + 200));
          await new Promise((r) => setTimeout(r, 100));
        }
      });
    });
    expect(statusOf(answer), answer).toBe(200);
    expect(JSON.parse(bodyOf(answer)).data).toEqual({ __typename: "Query" });
  });
});

describe("a plain http deployment", () => {
  let edge: Awaited<ReturnType<typeof startEdge>>;
  beforeAll(async () => {
    edge = await startEdge({ PUBLIC_URL: "http://localhost:4000" });
  });
  afterAll(() => stopEdge(edge));

  it("sends no HSTS, and the CSP's connect-src is its ws: origin", async () => {
    const res = await get(edge.port, "/");
    expect(res.status).toBe(200);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp.split("; ").find((d) => d.startsWith("connect-src"))).toBe("connect-src 'self' ws://localhost:4000");
    const bad = await raw(edge.port, "GET / HTTP/1.1\r\nHost: a b\r\n\r\n");
    expect(statusOf(bad.text)).toBe(400);
    expect(bad.text.toLowerCase()).not.toContain("strict-transport-security");
  });

  it("answers GraphQL with a code from the closed set, never a stack, when a failure escapes execution (no database here)", async () => {
    const body = JSON.stringify({ query: "{ __typename }" });
    const { text } = await raw(
      edge.port,
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
    );
    expect(text).not.toMatch(LEAK);
    expect(text).not.toMatch(/prisma|127\.0\.0\.1|never_used/i);
    expect(JSON.parse(bodyOf(text)).errors[0].extensions.code).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("connections per address", () => {
  let edge: Awaited<ReturnType<typeof startEdge>>;
  beforeAll(async () => {
    edge = await startEdge({ MAX_CONNECTIONS_PER_IP: "2", HTTP_KEEP_ALIVE_TIMEOUT_MS: "60000" });
  });
  afterAll(() => stopEdge(edge));

  /** a kept-alive connection that has made one request */
  async function openConnection(): Promise<net.Socket> {
    const socket = net.connect(edge.port, "127.0.0.1");
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.once("data", () => resolve());
      socket.on("connect", () => socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"));
    });
    return socket;
  }

  it("closes a connection over MAX_CONNECTIONS_PER_IP without answering, and takes one again when a slot frees", async () => {
    const first = await openConnection();
    const second = await openConnection();
    const third = await raw(edge.port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(third).toEqual({ text: "", closed: true });

    const gone = new Promise((r) => first.once("close", r));
    first.destroy();
    await gone;
    // the server sees the close a moment after the client: retry until it has
    let again = await raw(edge.port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\nconnection: close\r\n\r\n");
    for (let i = 0; i < 50 && !again.text; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await raw(edge.port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\nconnection: close\r\n\r\n");
    }
    expect(statusOf(again.text)).toBe(200);
    second.destroy();
  });

  it("has no cap behind TRUST_PROXY unless one is set (every connection comes from the load balancer)", () => {
    const base = { DATABASE_URL: "postgresql://x@127.0.0.1/db" };
    expect(loadConfig({ ...base }).maxConnectionsPerIp).toBe(256);
    expect(loadConfig({ ...base, TRUST_PROXY: "true" }).maxConnectionsPerIp).toBe(0);
    expect(loadConfig({ ...base, TRUST_PROXY: "true", MAX_CONNECTIONS_PER_IP: "500" }).maxConnectionsPerIp).toBe(500);
  });
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
