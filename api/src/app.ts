import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { useServer } from "graphql-ws/use/ws";
import { type Plugin, createYoga, maskError as defaultMaskError } from "graphql-yoga";
import { GraphQLError } from "graphql";
import pino, { type Logger } from "pino";
import { WebSocketServer } from "ws";
import type { Config } from "./config/config.ts";
import { createPrisma, type Db } from "./db/prisma.ts";
import type { AppServices, Context } from "./graphql/context.ts";
import { ERROR_CODES } from "./graphql/errors.ts";
import { failureAnswer } from "./graphql/failures.ts";
import { useStorableText } from "./graphql/input-text.ts";
import { createAppPubSub } from "./graphql/pubsub.ts";
import { schema } from "./graphql/schema.ts";
import { AccessTokens } from "./modules/auth/access-token.ts";
import { responseCookiesFor, useResponseCookies } from "./modules/auth/cookies.ts";
import { resolveViewer } from "./modules/auth/viewer.ts";
import { clientIpOf } from "./modules/security/client-ip.ts";
import { createMailer } from "./modules/mail/mailer.ts";
import { PgEventListener } from "./modules/realtime/listener.ts";
import { serveMedia } from "./server/media.ts";
import { findRoute } from "./server/routes.ts";
import { createStaticHandler } from "./server/static.ts";
import { throttledWarning } from "./server/throttled-warning.ts";

export interface AppOptions {
  databaseUrl: string;
  log?: Logger;
  /** counts SQL statements (tests, benchmarks) */
  onQuery?: (sql: string) => void;
  /** serve the built web app from config.webDistDir (default true) */
  serveWeb?: boolean;
}

export interface App {
  services: AppServices;
  yoga: ReturnType<typeof createYoga<Record<string, unknown>, Context>>;
  server: http.Server;
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** The signing key: from JWT_SECRET, else generated once and kept in the data folder. */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const HTTP_CODES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "CONFLICT", 429: "RATE_LIMITED" };

const isClosedCode = (code: unknown): boolean => (ERROR_CODES as readonly unknown[]).includes(code);

/**
 * Validation errors (unknown fields, wrong argument types, the armor limits
 * that report rather than throw) reach the response without maskError: give
 * them a code from the closed set too, keeping graphql-js's code as the reason.
 */
const useClosedValidationCodes = (): Plugin => ({
  onValidate: () => ({ result, setResult }) => {
    if (!result.some((e) => !isClosedCode(e.extensions?.code))) return;
    setResult(
      result.map((e) =>
        isClosedCode(e.extensions?.code)
          ? e
          : new GraphQLError(e.message, {
              nodes: e.nodes,
              source: e.source,
              positions: e.positions,
              extensions: { ...e.extensions, code: "BAD_USER_INPUT", reason: typeof e.extensions?.code === "string" ? e.extensions.code : "GRAPHQL_VALIDATION_FAILED" },
            }),
      ),
    );
  },
});

/** Tags an armor refusal so maskError answers BAD_USER_INPUT with this reason. */
const refuseAs =
  (reason: string) =>
  (_ctx: unknown, error: GraphQLError): void => {
    Object.assign(error.extensions, { code: "BAD_USER_INPUT", reason });
  };

/** Never in the logs: credentials, tokens and their hashes, wherever they sit in a logged object. */
export const LOG_REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.headers.authorization",
  "*.headers.cookie",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.passwordHash",
  "*.token",
  "*.tokenHash",
  "*.accessToken",
  "*.refreshToken",
  "*.connectionParams",
];

export function buildApp(config: Config, options: AppOptions): App {
  const log =
    options.log ??
    pino({
      level: config.LOG_LEVEL,
      redact: LOG_REDACT,
    });
  const prisma: Db = createPrisma(options.databaseUrl, { onQuery: options.onQuery });
  const tokens = new AccessTokens(resolveJwtSecret(config), config.ACCESS_TOKEN_TTL_SECONDS);
  const services = { config, prisma, log, pubsub: createAppPubSub(), tokens, mailer: createMailer(config) };
  // Realtime: database triggers -> LISTEN (one connection per process) -> pubsub -> subscriptions.
  const realtime = new PgEventListener({ databaseUrl: options.databaseUrl, pubsub: services.pubsub, log });

  // During an outage every request fails alike: one warning, then a summary at most every 5 s.
  const outageLog = throttledWarning(log, "database unavailable", 5000);
  /** errors maskError has seen (and logged if they needed it) */
  const maskedSeen = new WeakSet<object>();
  const yoga = createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Partners' browser apps may call the API from any origin with their
    // Bearer token, but never with our cookies: yoga's default would echo the
    // caller's origin *with* Allow-Credentials, letting a sibling site on the
    // same registrable domain (SameSite=Lax still sends the cookie there)
    // call refreshSession and read a fresh access token. The web app itself is
    // same-origin and needs no CORS.
    cors: { origin: "*", credentials: false },
    // GraphiQL's assets are bundled (no CDN), so it works offline too.
    graphiql: { title: "Ponte GraphQL API", subscriptionsProtocol: "WS" },
    renderGraphiQL,
    logging: {
      debug: (...a) => log.debug(a),
      info: (...a) => log.info(a),
      warn: (...a) => log.warn(a),
      // Yoga logs at error level every error maskError answered differently,
      // including expected refusals (ALREADY_APPLIED, FORBIDDEN, …) with the
      // whole object. maskError already logged what matters (unexpected
      // errors at error level, an unavailable database at warn), so those
      // repeats go to debug.
      error: (...a) => (a.length === 1 && maskedSeen.has(a[0] as object) ? log.debug(a) : log.error(a)),
    },
    maskedErrors: {
      maskError(error, message, isDev) {
        if (typeof error === "object" && error !== null) maskedSeen.add(error);
        // Expected failures carry a code from the closed set; anything else is
        // an internal error whose details stay in the log.
        const original = error instanceof GraphQLError ? error.originalError : undefined;
        if (original instanceof GraphQLError && isClosedCode(original.extensions?.code)) return original;
        if (error instanceof GraphQLError && !original && isClosedCode(error.extensions?.code)) return error;
        // Failures no resolver handled: the database is down (generic message,
        // reason SERVICE_UNAVAILABLE), a unique-constraint race (CONFLICT), an
        // unreadable id or cursor (BAD_USER_INPUT).
        const answer = failureAnswer(error);
        if (answer) {
          if (answer.extensions.reason === "SERVICE_UNAVAILABLE") outageLog.warn(original ?? error);
          const located = error instanceof GraphQLError ? error : undefined;
          return new GraphQLError(answer.message, { nodes: located?.nodes, path: located?.path, extensions: answer.extensions });
        }
        // The request itself is wrong (no path: nothing was executed): syntax,
        // validation, the armor limits, variable values, yoga's HTTP refusals
        // (CSRF, batching, bad JSON). Keep the HTTP status, give a closed-set
        // code and keep the original code as the reason.
        if (error instanceof GraphQLError && !error.path && (!original || original instanceof GraphQLError)) {
          const http = error.extensions?.http as { status?: number } | undefined;
          if (!http?.status || http.status < 500) {
            const code = (http?.status && HTTP_CODES[http.status]) || "BAD_USER_INPUT";
            const own = error.extensions?.code;
            const reason = typeof error.extensions?.reason === "string" ? error.extensions.reason : typeof own === "string" ? own : "INVALID_REQUEST";
            return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code, reason, ...(http ? { http } : {}) } });
          }
        }
        log.error({ err: original ?? error }, "unexpected error");
        const masked = defaultMaskError(error, message, isDev) as GraphQLError;
        return new GraphQLError(masked.message, {
          nodes: masked.nodes,
          path: masked.path,
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        });
      },
    },
    plugins: [
      // Limits on what one operation may ask for; a refusal answers
      // BAD_USER_INPUT with a reason naming the limit (QUERY_TOO_DEEP, …).
      //
      // List sizes: armor's cost limit multiplies by `first`/`last` only when
      // they are literals; it runs as a validation rule and never sees
      // variables (the web app passes page sizes as variables). We do not rely
      // on it for list sizes. What bounds the work instead: every connection
      // is capped at 100 rows by Pothos (maxConnectionSize, whatever `first`
      // says, literal or variable), other lists are small or admin-only, and
      // depth (12) and aliases (15) bound how many lists one operation can
      // open. The cost limit stays as a guard on the operation's shape.
      EnvelopArmorPlugin({
        maxDepth: { n: 12, onReject: [refuseAs("QUERY_TOO_DEEP")] },
        maxAliases: { n: 15, onReject: [refuseAs("TOO_MANY_ALIASES")] },
        maxTokens: { n: 3000, onReject: [refuseAs("QUERY_TOO_LONG")] },
        maxDirectives: { n: 20, onReject: [refuseAs("TOO_MANY_DIRECTIVES")] },
        costLimit: { maxCost: 8000, onReject: [refuseAs("QUERY_TOO_COSTLY")] },
        // production hides "Did you mean …?" (schema probing); introspection
        // stays on for partners and GraphiQL (DESIGN.md §1).
        blockFieldSuggestion: { enabled: config.NODE_ENV === "production" },
      }),
      useClosedValidationCodes(),
      // NUL and lone surrogates in any argument: BAD_USER_INPUT before a resolver runs.
      useStorableText(),
      // Cookie-authenticated requests must not be forgeable by another site.
      useCSRFPrevention({ requestHeaders: ["x-ponte-csrf"] }),
      // Set-Cookie for the refresh token (ctx.responseCookies).
      useResponseCookies(),
    ],
    context: async (initial): Promise<Context> => {
      const ws = initial as unknown as { connectionParams?: Record<string, unknown>; request?: Request };
      const request = (initial as { request: Request }).request;
      const authorization = ws.connectionParams
        ? String(ws.connectionParams.authorization ?? ws.connectionParams.Authorization ?? "")
        : request.headers.get("authorization");
      // An unknown, revoked or expired partner API token throws here (the
      // whole request is UNAUTHENTICATED); a stale access JWT only sets authError.
      const { viewer, authError } = await resolveViewer(services, authorization);
      return {
        ...services,
        viewer,
        authError,
        requestId: request?.headers.get("x-request-id") ?? crypto.randomUUID(),
        request,
        clientIp: clientIpOf(initial, config.TRUST_PROXY),
        responseCookies: responseCookiesFor(request),
      };
    },
  });

  const serveWeb = options.serveWeb ?? true;
  const staticHandler = createStaticHandler(config.webDistDir);

  const server = http.createServer(async (req, res) => {
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

  const wss = new WebSocketServer({ server, path: "/graphql", maxPayload: 1024 * 1024 });
  const wsServer = useServer<Record<string, unknown>>(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams ?? {},
          request: new Request("http://localhost/graphql", {
            headers: { "x-request-id": crypto.randomUUID() },
          }),
        });
        let document;
        try {
          document = parse(payload.query);
        } catch (e) {
          return [e as GraphQLError];
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        let contextValue;
        try {
          contextValue = await contextFactory();
        } catch (e) {
          const known = e instanceof GraphQLError && e.extensions?.code ? e : failureAnswer(e);
          if (known?.extensions?.reason === "SERVICE_UNAVAILABLE") {
            // The database is down: an operation answered with an error ends for
            // good (clients do not subscribe again). Close with 1013 "try again
            // later" instead: graphql-ws clients reconnect and resubscribe
            // (tests/api/reliability-db-outage.test.ts).
            ctx.extra.socket.close(1013, "Service unavailable; try again shortly");
            return [known];
          }
          // e.g. a revoked API token in connection_init: answer the operation, keep the socket
          if (known) return [known];
          throw e;
        }
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  return {
    services,
    yoga,
    server,
    start: async () => {
      await realtime.start();
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.PORT, config.HOST, () => {
          const { port } = server.address() as import("node:net").AddressInfo;
          resolve(config.PUBLIC_URL ?? `http://localhost:${port}`);
        });
      });
    },
    async stop() {
      // Stop accepting, close sockets politely, then drop what is left.
      await wsServer.dispose();
      await realtime.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => {
          for (const s of sockets) s.destroy();
        }, 3000).unref();
      });
      await prisma.$disconnect();
    },
  };
}
