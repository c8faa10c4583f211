import http from "node:http";
import type { AppServices } from "../graphql/context.ts";
import type { PgEventListener } from "../modules/realtime/listener.ts";
import { serveMedia } from "./media.ts";
import { findRoute } from "./routes.ts";
import { createStaticHandler } from "./static.ts";
import type { PonteYoga } from "./yoga.ts";

/** The one HTTP server: /graphql, health, OAuth and other routes, media, the web app. */
export function createHttpServer(services: AppServices, yoga: PonteYoga, realtime: PgEventListener, serveWeb: boolean): http.Server {
  const { config, log, prisma } = services;
  const staticHandler = createStaticHandler(config.webDistDir);

  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    try {
      // Request size: the declared length is checked before a byte is read.
      // A body without one (chunked) could grow past any limit, so it must
      // declare its length (browsers, Apollo and fetch always do).
      const length = Number(req.headers["content-length"] ?? 0);
      const undeclared = req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;
      if (length > config.MAX_REQUEST_BYTES || undeclared) {
        const [status, extensions] = undeclared
          ? [411, { code: "BAD_USER_INPUT", reason: "LENGTH_REQUIRED" }]
          : [413, { code: "PAYLOAD_TOO_LARGE" }];
        // close afterwards: the rest of the body is not worth receiving
        res.writeHead(status, { "content-type": "application/json", connection: "close" });
        res.end(JSON.stringify({ errors: [{ message: undeclared ? "Content-Length required" : "Request too large", extensions }] }));
        req.resume();
        return;
      }
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
      log.error({ err, path: url.pathname }, "request failed");
      if (!res.headersSent) res.writeHead(503, { "content-type": "text/plain" }).end("Service unavailable");
      else res.destroy();
    }
  });

}
