import http from "node:http";
import type net from "node:net";
import type { Config } from "../config/config.ts";
import type { AppServices } from "../graphql/context.ts";
import type { PgEventListener } from "../infra/realtime/listener.ts";
import { serveMedia } from "../infra/media/serve-media.ts";
import { findRoute } from "../infra/http/routes.ts";
import { publicOrigin } from "../modules/auth/links.ts";
import { REFRESH_COOKIE } from "../modules/auth/sessions.ts";
import { createStaticHandler, VALID_HOST } from "./static.ts";
import { throttledWarning } from "./throttled-warning.ts";
import type { PonteYoga } from "./yoga.ts";

/** HSTS for a year, subdomains included, on every answer when the public address is https. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The timeouts of a public server (Node's defaults suit a trusted network:
 * a minute for headers, five for a request):
 * - headers must arrive within HTTP_HEADERS_TIMEOUT_MS (10 s; a phone on a
 *   bad network sends them in one packet; Node counts from the connection's
 *   start, so a connection that sends nothing at all is closed too);
 * - a body must keep coming at HTTP_MIN_BODY_BYTES_PER_SECOND on average
 *   (8 kB/s, slower than a 2G upload) once the first HTTP_HEADERS_TIMEOUT_MS
 *   have passed, checked every second (guardBodyRate): a 5 MB picture from a
 *   slow phone gets as long as it needs, a body trickled byte by byte is cut
 *   after ~10 s. Node's own requestTimeout is set just above the longest
 *   request that rule allows (MAX_REQUEST_BYTES at the minimum rate), as a
 *   backstop;
 * - an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 */
export function httpServerOptions(config: Config): http.ServerOptions {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  return {
    headersTimeout,
    requestTimeout: headersTimeout + Math.ceil(config.MAX_REQUEST_BYTES / config.HTTP_MIN_BODY_BYTES_PER_SECOND) * 1000 + 1000,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the two timeouts above only this often (default 30 s)
    connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 2)),
  };
}

/**
 * A minimal answer written straight to the socket, for requests Node could
 * not parse: a status line and a word, never the parser's error (it can
 * quote the request back).
 */
function rawAnswer(status: number, text: string, hsts: string | null): string {
  const body = `${text}\n`;
  return (
    `HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${body.length}\r\n` +
    (hsts ? `strict-transport-security: ${hsts}\r\n` : "") +
    `\r\n${body}`
  );
}

function hostCount(rawHeaders: string[]): number {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === "host") n++;
  return n;
}

const jsonError = (message: string, extensions: Record<string, string>) => JSON.stringify({ errors: [{ message, extensions }] });

/** The one HTTP server: /graphql, health, OAuth and other routes, media, the web app. */
export function createHttpServer(services: AppServices, yoga: PonteYoga, realtime: PgEventListener, serveWeb: boolean): http.Server {
  const { config, log, prisma } = services;
  const staticHandler = createStaticHandler(config.webDistDir, {
    publicUrl: config.PUBLIC_URL,
    imageOrigin: () => publicOrigin(config),
    // a visitor who holds a session gets the signed-in area prefetched on the landing page
    sessionCookie: REFRESH_COOKIE,
  });
  const hsts = config.PUBLIC_URL && new URL(config.PUBLIC_URL).protocol === "https:" ? HSTS : null;
  const minRate = config.HTTP_MIN_BODY_BYTES_PER_SECOND;
  const graceMs = config.HTTP_HEADERS_TIMEOUT_MS;

  const badRequest = (res: http.ServerResponse) => {
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" }).end("Bad request\n");
  };

  /** Answers 408 and closes when a request body falls below the minimum rate (see httpServerOptions). */
  const guardBodyRate = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!(Number(req.headers["content-length"]) > 0)) return;
    const socket = req.socket;
    const started = Date.now();
    const startBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || res.writableEnded || socket.destroyed) return clearInterval(timer);
      const expected = (minRate * (Date.now() - started - graceMs)) / 1000;
      if (socket.bytesRead - startBytes >= expected) return;
      clearInterval(timer);
      if (!res.headersSent) {
        const body = jsonError("Request body too slow", { code: "BAD_USER_INPUT", reason: "REQUEST_TOO_SLOW" });
        res.writeHead(408, { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close" });
        res.end(body, () => socket.destroy());
      } else socket.destroy();
    }, 1000);
    timer.unref();
    res.once("close", () => clearInterval(timer));
  };

  const server = http.createServer(httpServerOptions(config), async (req, res) => {
    if (hsts) res.setHeader("strict-transport-security", hsts);
    // A Host that is not a host name (yoga builds the request's URL from it
    // and would fail deep inside) or is sent twice (RFC 9112 §3.2: 400; Node
    // would keep the first), a request target that is not a path.
    const host = req.headers.host;
    const url = req.url?.startsWith("/") ? URL.parse(`http://localhost${req.url}`) : null;
    if ((host !== undefined && !VALID_HOST.test(host)) || !url || hostCount(req.rawHeaders) > 1) return badRequest(res);
    try {
      // Request size: the declared length is checked before a byte is read.
      // A body without one (chunked) could grow past any limit, so it must
      // declare its length (browsers, Apollo and fetch always do).
      const length = Number(req.headers["content-length"] ?? 0);
      const undeclared = req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;
      if (length > config.MAX_REQUEST_BYTES || undeclared) {
        const [status, extensions] = undeclared ? [411, { code: "BAD_USER_INPUT", reason: "LENGTH_REQUIRED" }] : [413, { code: "PAYLOAD_TOO_LARGE" }];
        // close afterwards: the rest of the body is not worth receiving
        res.writeHead(status, { "content-type": "application/json", connection: "close" });
        res.end(jsonError(undeclared ? "Content-Length required" : "Request too large", extensions));
        req.resume();
        return;
      }
      guardBodyRate(req, res);
      if (url.pathname === "/graphql") return void (await yoga.handle(req, res));
      if (url.pathname === "/healthz") {
        res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
        return;
      }
      if (url.pathname === "/readyz") {
        try {
          await prisma.$queryRaw`SELECT 1`;
          // Not ready while the realtime LISTEN connection is being re-established.
          const ready = realtime.state !== "reconnecting" && realtime.state !== "connecting";
          res
            .writeHead(ready ? 200 : 503, { "content-type": "application/json" })
            .end(JSON.stringify({ status: ready ? "ready" : "realtime unavailable", realtime: realtime.state }));
        } catch {
          res.writeHead(503, { "content-type": "application/json" }).end('{"status":"database unavailable"}');
        }
        return;
      }
      const found = findRoute(req.method ?? "GET", url.pathname);
      if (found) return void (await found.route.handle({ req, res, url, match: found.match, services }));
      const media = /^\/media\/([^/]+)$/.exec(url.pathname);
      if (media && (req.method === "GET" || req.method === "HEAD")) return void (await serveMedia(services, media[1], url, req, res));
      if (serveWeb && (req.method === "GET" || req.method === "HEAD")) return staticHandler(req, res);
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    } catch (err) {
      // already answered (e.g. 408 for a slow body, which failed the read)
      if (res.writableEnded) return;
      log.error({ err, path: url.pathname }, "request failed");
      if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain" }).end("Service unavailable");
      else res.destroy();
    }
  });

  // Requests Node cannot parse (bad request line, bad header, too-large
  // headers) and headers that did not arrive in time: a tiny answer, then close.
  server.on("clientError", (err: NodeJS.ErrnoException, socket: net.Socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    // a response of ours is under way on this socket: the connection is unusable, just close it
    if ((socket as net.Socket & { _httpMessage?: http.ServerResponse })._httpMessage?.headersSent) return void socket.destroy();
    const [status, text] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT" || err.code === "HPE_HEADERS_TIMEOUT"
          ? [408, "Request Timeout"]
          : [400, "Bad Request"];
    socket.end(rawAnswer(status, text, hsts));
  });

  limitConnections(server, config, log);
  return server;
}

/**
 * One address may hold at most config.maxConnectionsPerIp connections at
 * once (MAX_CONNECTIONS_PER_IP; WebSockets included). Over the cap a new connection is closed at once.
 * Behind TRUST_PROXY every connection comes from the load balancer, so the
 * cap is off there unless set explicitly.
 */
function limitConnections(server: http.Server, config: Config, log: AppServices["log"]): void {
  const cap = config.maxConnectionsPerIp;
  const perAddress = new Map<string, number>();
  const refused = throttledWarning(log, "connection refused: too many open connections from one address", 10_000);
  server.on("connection", (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (!cap || !address) return;
    const open = (perAddress.get(address) ?? 0) + 1;
    if (open > cap) {
      refused.warn({ address, cap });
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once("close", () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}
