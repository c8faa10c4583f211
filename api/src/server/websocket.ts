import crypto from "node:crypto";
import type http from "node:http";
import { GraphQLError, getOperationAST, parse } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { decodeJwt } from "jose";
import { WebSocketServer, type WebSocket } from "ws";
import type { Db } from "../db/prisma.ts";
import type { AppServices, Role } from "../graphql/context.ts";
import { AppError } from "../graphql/errors.ts";
import { failureAnswer } from "../graphql/failures.ts";
import { API_LIMITS } from "../graphql/limits.ts";
import { resolveViewer } from "../modules/auth/viewer.ts";
import { ConcurrencyLimit } from "../infra/realtime/concurrency.ts";
import type { PgEventListener } from "../infra/realtime/listener.ts";
import type { Revocation } from "../infra/realtime/revocations.ts";
import { clientIpOf } from "../infra/security/client-ip.ts";
import type { PonteYoga } from "./yoga.ts";

/**
 * Close codes this server uses besides graphql-ws's own. graphql-ws clients
 * do not reconnect after 4401 (the web app renews its access token first, then
 * reconnects); they do reconnect, with backoff, after 4403, 4429 and 1013.
 */
export const WS_CLOSE = {
  /** the credentials of connection_init ended: session signed out or revoked, password changed, access token expired, API token revoked or expired */
  credentialsEnded: 4401,
  /** the person's role changed: reconnect (same token) to be served under the new role */
  roleChanged: 4403,
  /** too many connections from this address or with this API token */
  tooManyConnections: 4429,
  /** events were not being read: the connection is dropped instead of buffering without bound */
  tooSlow: 1013,
} as const;

/** Server-side bounds of one connection (the per-socket/IP/token counts are API_LIMITS.websocket). */
export const WS_BOUNDS = {
  /** connection_init must arrive within this (graphql-ws closes with 4408) */
  connectionInitTimeoutMs: 3000,
  /** a message not handed to the network for this long means the client stopped reading */
  stalledSendMs: 8000,
  /** bytes queued in the process for one socket beyond which it is dropped at once */
  maxBufferedBytes: 4 * 1024 * 1024,
  /** how often stalled sockets are looked for */
  sweepEveryMs: 1000,
  /** after closing a stalled socket, how long it may take to go before it is cut */
  terminateAfterMs: 2000,
  /**
   * Database statements that subscription operations of this process (their
   * events' resolvers) may run at once: the pool holds 10 connections, and a
   * change seen by thousands of subscribers must leave most of them to
   * ordinary requests.
   */
  fanoutStatements: 4,
  /**
   * Operations whose start (viewer, metering, the subscription's source) may
   * use the database at once: 250 sockets sending 20 subscribes each must
   * queue here, not for the pool (its 5 s wait would fail them).
   */
  concurrentStarts: 4,
  /** subscriptions refused for the per-socket cap after which the connection is closed (4429) */
  refusedSubscriptionsBeforeClose: 100,
} as const;

/** Who a connection's connection_init authenticated, and what it holds. */
interface Connection {
  socket: WebSocket;
  ip: string;
  userId?: string;
  sessionId?: string;
  role?: Role;
  apiTokenId?: string;
  expiry?: NodeJS.Timeout;
  /** ids of this connection's subscription operations */
  subscriptions: Set<string>;
  /** when each send not yet handed to the network started (oldest first) */
  pending: number[];
  /** subscriptions refused for the per-socket cap so far */
  refusedSubscriptions: number;
  /** set once the server decided to close it: no operation starts any more */
  ended?: { code: number; reason: string };
}

/** The longest a Node timer may wait; later expiries are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Revocations are remembered this long, for connections whose connection_init was being checked when they came. */
const RECENT_REVOCATIONS_MS = 30_000;

const tooManySubscriptions = (cap: number) =>
  new AppError("RATE_LIMITED", `At most ${cap} subscriptions per connection; complete one first`, { reason: "TOO_MANY_SUBSCRIPTIONS" });

/** query text → its operation's kind, for the cap check above; bounded, oldest forgotten first. */
const operationKinds = new Map<string, string | null>();
function operationKind(query: string, operationName: string | null | undefined): string | null {
  const key = `${operationName ?? ""}\u0000${query}`;
  let kind = operationKinds.get(key);
  if (kind === undefined) {
    try {
      kind = getOperationAST(parse(query), operationName)?.operation ?? null;
    } catch {
      kind = null;
    }
    if (operationKinds.size >= 500) operationKinds.delete(operationKinds.keys().next().value!);
    operationKinds.set(key, kind);
  }
  return kind;
}

const authorizationOf = (params: Record<string, unknown> | undefined): string => (params ? String(params.authorization ?? params.Authorization ?? "") : "");

/**
 * graphql-ws on /graphql: every operation goes through yoga.getEnveloped (same
 * context, plugins and auth as HTTP). Connections also end with their
 * credentials: a revocation heard from the database (any process) or the
 * access token's expiry closes them (see WS_CLOSE); and no single client can
 * hold more than API_LIMITS.websocket allows or make the server buffer
 * without bound.
 */
export function createWebSocketServer(server: http.Server, yoga: PonteYoga, services: AppServices, realtime: PgEventListener): { dispose(): void | Promise<void> } {
  const { log, config } = services;
  const limits = API_LIMITS.websocket;
  const wss = new WebSocketServer({ server, path: "/graphql", maxPayload: 1024 * 1024 });
  const connections = new Map<WebSocket, Connection>();
  const perIp = new Map<string, number>();
  const perToken = new Map<string, number>();
  const recent: Array<{ at: number; revocation: Revocation }> = [];
  // Subscription operations read through this client: every statement they run
  // waits for one of WS_BOUNDS.fanoutStatements slots.
  const fanout = new ConcurrencyLimit(WS_BOUNDS.fanoutStatements);
  const fanoutPrisma = services.prisma.$extends({
    query: { $allOperations: ({ args, query }) => fanout.run(() => query(args)) },
  }) as unknown as Db;
  const starts = new ConcurrencyLimit(WS_BOUNDS.concurrentStarts);

  const count = (map: Map<string, number>, key: string, delta: number) => {
    const n = (map.get(key) ?? 0) + delta;
    if (n > 0) map.set(key, n);
    else map.delete(key);
    return n;
  };

  function end(c: Connection, code: number, reason: string): void {
    if (c.ended) return;
    c.ended = { code, reason };
    if (c.expiry) clearTimeout(c.expiry);
    c.socket.close(code, reason);
    // A client that reads nothing never answers the close: cut it.
    setTimeout(() => {
      if (c.socket.readyState !== c.socket.CLOSED) c.socket.terminate();
    }, WS_BOUNDS.terminateAfterMs).unref();
  }

  function closeFor(c: Connection, r: Revocation): void {
    if (r.kind === "session" && c.sessionId === r.id) end(c, WS_CLOSE.credentialsEnded, "Session ended; sign in again");
    else if (r.kind === "apiToken" && c.apiTokenId === r.id) end(c, WS_CLOSE.credentialsEnded, "API token revoked");
    else if (r.kind === "user" && c.userId === r.id) {
      if (r.reason === "ROLE_CHANGED") end(c, WS_CLOSE.roleChanged, "Role changed; reconnect");
      else if (r.reason === "PASSWORD_CHANGED") end(c, WS_CLOSE.credentialsEnded, "Password changed; renew the access token");
      else end(c, WS_CLOSE.credentialsEnded, "Account removed");
    }
  }

  const stopRevocations = realtime.onRevocation((r) => {
    const now = Date.now();
    recent.push({ at: now, revocation: r });
    while (recent.length && recent[0].at < now - RECENT_REVOCATIONS_MS) recent.shift();
    for (const c of connections.values()) closeFor(c, r);
  });

  // Revocations committed while LISTEN was down were not heard: check every authenticated connection again.
  const stopResume = realtime.onResume(() => void recheck());
  async function recheck(): Promise<void> {
    const live = [...connections.values()].filter((c) => !c.ended);
    const sessionIds = live.flatMap((c) => (c.sessionId ? [c.sessionId] : []));
    const tokenIds = live.flatMap((c) => (c.apiTokenId ? [c.apiTokenId] : []));
    try {
      const [sessions, tokens] = await Promise.all([
        sessionIds.length
          ? services.prisma.session.findMany({ where: { id: { in: sessionIds } }, select: { id: true, revokedAt: true, user: { select: { role: true } } } })
          : [],
        tokenIds.length ? services.prisma.apiToken.findMany({ where: { id: { in: tokenIds } }, select: { id: true, revokedAt: true, expiresAt: true } }) : [],
      ]);
      const sessionById = new Map(sessions.map((s) => [s.id, s]));
      const tokenById = new Map(tokens.map((t) => [t.id, t]));
      const now = new Date();
      for (const c of live) {
        if (c.sessionId) {
          const s = sessionById.get(c.sessionId);
          if (!s || s.revokedAt) end(c, WS_CLOSE.credentialsEnded, "Session ended; sign in again");
          else if (s.user.role !== c.role) end(c, WS_CLOSE.roleChanged, "Role changed; reconnect");
        }
        if (c.apiTokenId) {
          const t = tokenById.get(c.apiTokenId);
          if (!t || t.revokedAt || t.expiresAt <= now) end(c, WS_CLOSE.credentialsEnded, "API token revoked");
        }
      }
    } catch (err) {
      log.warn({ err }, "websocket: could not re-check connections after LISTEN resumed");
    }
  }

  function expireAt(c: Connection, at: number, reason: string): void {
    const wait = at - Date.now();
    if (wait <= 0) {
      end(c, WS_CLOSE.credentialsEnded, reason);
      return;
    }
    c.expiry = setTimeout(() => expireAt(c, at, reason), Math.min(wait, MAX_TIMER_MS));
    c.expiry.unref();
  }

  /** Who connection_init authenticated; operations still resolve their viewer themselves (yoga's context). */
  async function identify(c: Connection, params: Record<string, unknown> | undefined): Promise<void> {
    const authorization = authorizationOf(params);
    if (!authorization.trim()) return;
    const started = Date.now();
    let resolved;
    try {
      resolved = await starts.run(() => resolveViewer(services, authorization));
    } catch {
      // an unknown, revoked or expired API token: its operations are answered
      // UNAUTHENTICATED by the context (tests/api/auth-websocket.test.ts)
      return;
    }
    const viewer = resolved.viewer;
    if (!viewer) return;
    if (viewer.kind === "user") {
      c.userId = viewer.id;
      c.role = viewer.role;
      c.sessionId = viewer.sessionId;
      const raw = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
      const exp = raw ? decodeJwt(raw).exp : undefined;
      if (typeof exp === "number") expireAt(c, exp * 1000, "Access token expired; renew it and reconnect");
    } else {
      c.apiTokenId = viewer.id;
      if (count(perToken, viewer.id, 1) > limits.socketsPerToken) {
        end(c, WS_CLOSE.tooManyConnections, `Too many connections with this API token (at most ${limits.socketsPerToken})`);
        return;
      }
      const token = await services.prisma.apiToken.findUnique({ where: { id: viewer.id }, select: { expiresAt: true } });
      if (token) expireAt(c, token.expiresAt.getTime(), "API token expired");
    }
    // revoked while connection_init was being checked
    for (const { at, revocation } of recent) if (at >= started) closeFor(c, revocation);
  }

  wss.on("connection", (socket, request) => {
    const c: Connection = { socket, ip: clientIpOf({ req: request }, config.TRUST_PROXY), subscriptions: new Set(), pending: [], refusedSubscriptions: 0 };
    connections.set(socket, c);
    const overIp = count(perIp, c.ip, 1) > limits.socketsPerIp;
    socket.once("close", () => {
      connections.delete(socket);
      count(perIp, c.ip, -1);
      if (c.apiTokenId) count(perToken, c.apiTokenId, -1);
      if (c.expiry) clearTimeout(c.expiry);
    });
    // Every message to the client passes here: note when it was queued, so a
    // client that stopped reading is found (sweep below) before its events
    // pile up in the process.
    const send = socket.send.bind(socket) as (data: unknown, options: object, cb?: (err?: Error) => void) => void;
    socket.send = ((data: unknown, optionsOrCb?: object | ((err?: Error) => void), maybeCb?: (err?: Error) => void) => {
      const cb = typeof optionsOrCb === "function" ? optionsOrCb : maybeCb;
      const options = typeof optionsOrCb === "object" && optionsOrCb ? optionsOrCb : {};
      c.pending.push(Date.now());
      send(data, options, (err) => {
        c.pending.shift();
        cb?.(err);
      });
      if (socket.bufferedAmount > WS_BOUNDS.maxBufferedBytes) end(c, WS_CLOSE.tooSlow, "Too slow: events were not being read");
    }) as typeof socket.send;
    if (overIp) end(c, WS_CLOSE.tooManyConnections, `Too many connections from this address (at most ${limits.socketsPerIp})`);
  });

  const sweep = setInterval(() => {
    const stalledSince = Date.now() - WS_BOUNDS.stalledSendMs;
    for (const c of connections.values()) {
      if (!c.ended && c.pending.length && c.pending[0] < stalledSince) end(c, WS_CLOSE.tooSlow, "Too slow: events were not being read");
    }
  }, WS_BOUNDS.sweepEveryMs);
  sweep.unref();

  const graphqlWs = useServer<Record<string, unknown>, { socket: WebSocket; request: http.IncomingMessage }>(
    {
      connectionInitWaitTimeout: WS_BOUNDS.connectionInitTimeoutMs,
      // biome-ignore lint/suspicious/noExplicitAny: yoga's envelop puts execute/subscribe on rootValue (graphql-yoga's graphql-ws example)
      execute: (args: any) => args.rootValue.execute(args),
      // A failure while the subscription starts (the database is down or
      // overloaded) answers the operation instead of closing the socket as
      // an internal error (1011); an unavailable database closes with 1013 so
      // clients reconnect and subscribe again.
      // biome-ignore lint/suspicious/noExplicitAny: as execute above
      subscribe: (args: any) =>
        starts.run(async () => {
          try {
            return await args.rootValue.subscribe(args);
          } catch (e) {
            const known = e instanceof GraphQLError && e.extensions?.code ? e : failureAnswer(e);
            if (!known) throw e;
            if (known.extensions?.reason === "SERVICE_UNAVAILABLE") args.contextValue?.socket?.close?.(1013, "Service unavailable; try again shortly");
            return { errors: [known] };
          }
        }),
      onConnect: async (ctx) => {
        const c = connections.get(ctx.extra.socket);
        if (!c || c.ended) return false;
        await identify(c, ctx.connectionParams);
        return !c.ended;
      },
      onSubscribe: async (ctx, id, payload) => {
        const c = connections.get(ctx.extra.socket);
        if (!c || c.ended) {
          return [new AppError("UNAUTHENTICATED", c?.ended?.reason ?? "The connection is closing", { reason: "CONNECTION_CLOSING" })];
        }
        // A socket at its cap that keeps asking (one client sent 5,000 in a
        // burst) is refused before any per-operation set-up (context, parse,
        // validation): only the operation's kind is looked up, from a cache.
        for (const open of c.subscriptions) if (!(open in ctx.subscriptions)) c.subscriptions.delete(open);
        if (c.subscriptions.size >= limits.subscriptionsPerSocket && operationKind(payload.query, payload.operationName) === "subscription") {
          // a client that keeps asking after many refusals is not going to stop: end it
          if (++c.refusedSubscriptions >= WS_BOUNDS.refusedSubscriptionsBeforeClose) {
            end(c, WS_CLOSE.tooManyConnections, `Too many subscriptions on one connection (at most ${limits.subscriptionsPerSocket})`);
          }
          return [tooManySubscriptions(limits.subscriptionsPerSocket)];
        }
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
        const isSubscription = getOperationAST(document, payload.operationName)?.operation === "subscription";
        if (isSubscription) {
          if (c.subscriptions.size >= limits.subscriptionsPerSocket) return [tooManySubscriptions(limits.subscriptionsPerSocket)];
          c.subscriptions.add(id);
        }
        let contextValue;
        try {
          contextValue = await starts.run(async () => contextFactory());
        } catch (e) {
          c.subscriptions.delete(id);
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
        if (isSubscription) (contextValue as unknown as { prisma: Db }).prisma = fanoutPrisma;
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
      onComplete: (ctx, id) => {
        connections.get(ctx.extra.socket)?.subscriptions.delete(id);
      },
    },
    wss,
  );

  return {
    async dispose() {
      stopRevocations();
      stopResume();
      clearInterval(sweep);
      for (const c of connections.values()) if (c.expiry) clearTimeout(c.expiry);
      await graphqlWs.dispose();
    },
  };
}
