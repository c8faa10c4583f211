import crypto from "node:crypto";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { type Plugin, createYoga, maskError as defaultMaskError } from "graphql-yoga";
import { GraphQLError, getOperationAST } from "graphql";
import type { AppServices, Context, SessionLookups } from "../graphql/context.ts";
import { ERROR_CODES } from "../graphql/errors.ts";
import { failureAnswer } from "../graphql/failures.ts";
import { useStorableText } from "../graphql/input-text.ts";
import { API_LIMITS } from "../graphql/limits.ts";
import { RATE_LIMIT_HEADERS, useMetering } from "./metering.ts";
import { schema } from "../schema.ts";
import { useGraphiQLPage } from "./graphiql.ts";
import { responseCookiesFor, useResponseCookies } from "../modules/auth/cookies.ts";
import { resolveViewer } from "../modules/auth/viewer.ts";
import { clientIpOf } from "../infra/security/client-ip.ts";
import { useNoLeakedErrors } from "./edge-errors.ts";
import { throttledWarning } from "./throttled-warning.ts";
import type { PublicReadCache } from "./public-cache.ts";
import { useSharedSubscriptionResults } from "./shared-subscription-results.ts";

export type PonteYoga = ReturnType<typeof createYoga<Record<string, unknown>, Context>>;

const HTTP_CODES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "CONFLICT", 429: "RATE_LIMITED" };

const isClosedCode = (code: unknown): boolean => (ERROR_CODES as readonly unknown[]).includes(code);

/**
 * Validation errors (unknown fields, wrong argument types, the armor limits
 * that report rather than throw) reach the response without maskError: give
 * them a code from the closed set too, keeping graphql-js's code as the reason.
 */
const useClosedValidationCodes = (): Plugin => ({
  onValidate:
    () =>
    ({ result, setResult }) => {
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

/**
 * The sessions cache (infra/security/session-cache.ts) hears of revocations
 * on the database's change events, a few milliseconds after the commit: the
 * process that made the change forgets its cached sessions before it answers,
 * so the person who signed out (or the administrator who demoted someone)
 * never sees the old session accepted by the next request.
 */
const useSessionsForgottenAfterWrites = (sessions: SessionLookups): Plugin => ({
  onExecute({ args }) {
    if (getOperationAST(args.document, args.operationName)?.operation !== "mutation") return;
    return { onExecuteDone: () => sessions.clear() };
  },
});

/** The HTTP status of a credential refusal thrown while building the context. */
function withHttpStatus(error: GraphQLError): void {
  const { code, retryAfterSeconds } = error.extensions ?? {};
  if (code === "UNAUTHENTICATED") {
    error.extensions.http = { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="ponte", error="invalid_token"' } };
  } else if (code === "RATE_LIMITED") {
    error.extensions.http = { status: 429, headers: { "Retry-After": String(retryAfterSeconds ?? 60) } };
  }
}

/** Tags an armor refusal so maskError answers BAD_USER_INPUT with this reason. */
const refuseAs =
  (reason: string) =>
  (_ctx: unknown, error: GraphQLError): void => {
    Object.assign(error.extensions, { code: "BAD_USER_INPUT", reason });
  };

/** Yoga for /graphql (HTTP here, WebSocket through server/websocket.ts): error masking, limits, context. */
export function createPonteYoga(services: AppServices, options: { publicCache?: PublicReadCache } = {}): PonteYoga {
  const { config, log } = services;
  // During an outage every request fails alike: one warning, then a summary at most every 5 s.
  const outageLog = throttledWarning(log, "database unavailable", 5000);
  /** errors maskError has seen (and logged if they needed it) */
  const maskedSeen = new WeakSet<object>();
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // Partners' browser apps may call the API from any origin with their
    // Bearer token, but never with our cookies: yoga's default would echo the
    // caller's origin *with* Allow-Credentials, letting a sibling site on the
    // same registrable domain (SameSite=Lax still sends the cookie there)
    // call refreshSession and read a fresh access token. The web app itself is
    // same-origin and needs no CORS.
    // Partners' browser apps may read the rate-limit headers.
    cors: { origin: "*", credentials: false, exposedHeaders: RATE_LIMIT_HEADERS },
    // One operation per request (yoga's default, said out loud): a batched
    // array would multiply everything metered per request.
    batching: false,
    // GraphiQL: a small page with compressed, long-cached assets (no CDN, works offline): server/graphiql.ts.
    graphiql: false,
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
            // A body that is not JSON is a bad request whatever the client
            // accepts (GraphQL over HTTP; graphql-http's audit BCF8): yoga marks
            // it `spec`, which would answer 200 to an application/json client.
            const status = http && "spec" in http && own === "BAD_REQUEST" && /JSON/.test(error.message) ? { status: http.status } : http;
            return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code, reason, ...(status ? { http: status } : {}) } });
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
      // First, so it wraps everything else: no stack ever reaches an answer (server/edge-errors.ts).
      useNoLeakedErrors(log),
      // GET /graphql from a browser: GraphiQL's page (server/graphiql.ts).
      useGraphiQLPage(services),
      // Limits on what one operation may ask for; a refusal answers
      // BAD_USER_INPUT with a reason naming the limit (QUERY_TOO_DEEP, …).
      //
      // The numbers are API_LIMITS (the developers' page shows the same).
      //
      // Cost: armor's cost limit runs as a validation rule and never sees
      // variables (`first: $n` looks free) nor prices introspection, so the
      // real cost check is the metering plugin below, once variables are
      // known (graphql/cost.ts); armor's stays as an early guard on the
      // document's shape alone, with the same ceiling.
      EnvelopArmorPlugin({
        maxDepth: { n: API_LIMITS.maxDepth, onReject: [refuseAs("QUERY_TOO_DEEP")] },
        maxAliases: { n: API_LIMITS.maxAliases, onReject: [refuseAs("TOO_MANY_ALIASES")] },
        maxTokens: { n: API_LIMITS.maxTokens, onReject: [refuseAs("QUERY_TOO_LONG")] },
        maxDirectives: { n: API_LIMITS.maxDirectives, onReject: [refuseAs("TOO_MANY_DIRECTIVES")] },
        costLimit: { maxCost: API_LIMITS.maxCost, onReject: [refuseAs("QUERY_TOO_COSTLY")] },
        // production hides "Did you mean …?" (schema probing); introspection
        // stays on for partners and GraphiQL (DESIGN.md §1).
        blockFieldSuggestion: { enabled: config.NODE_ENV === "production" },
      }),
      useClosedValidationCodes(),
      // Variable bounds, cost, token scopes, per-minute budgets, rate-limit
      // headers, extensions.cost, and at most API_LIMITS.maxErrors errors.
      useMetering(services),
      // A mutation may have ended sessions or changed a role: this process forgets the sessions it
      // looked up before answering (other processes hear of it on the change events).
      ...(services.sessions ? [useSessionsForgottenAfterWrites(services.sessions)] : []),
      // Visitors' opportunity reads, computed once until a change commits (server/public-cache.ts); after metering, so a hit still pays its cost.
      ...(options.publicCache ? [options.publicCache.plugin] : []),
      // A realtime event is executed once per group of subscribers who get the same answer (server/shared-subscription-results.ts).
      useSharedSubscriptionResults(),
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
      // whole request is UNAUTHENTICATED, HTTP 401: a partner's client must
      // stop, not retry); a token over its request limit answers 429. A stale
      // access JWT of the web app only sets authError and stays HTTP 200: the
      // request still runs as a visitor (public fields answer), and the web
      // app reads the error's code to refresh its session.
      const { viewer, authError } = await resolveViewer(services, authorization).catch((e: unknown) => {
        if (!ws.connectionParams && e instanceof GraphQLError) withHttpStatus(e);
        throw e;
      });
      return {
        ...services,
        viewer,
        authError,
        requestId: request?.headers.get("x-request-id") ?? crypto.randomUUID(),
        request,
        clientIp: clientIpOf(initial, config.TRUST_PROXY),
        responseCookies: responseCookiesFor(request),
        overWebSocket: Boolean(ws.connectionParams),
      };
    },
  });
}
