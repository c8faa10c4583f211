import { type ExecutionArgs, type ExecutionResult, GraphQLError, getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { resolveViewer } from "../modules/auth/viewer.ts";
import { clientIpOf } from "../infra/security/client-ip.ts";
import type { BudgetResult } from "../infra/security/rate-limit.ts";
import { createBudgetLedger } from "../infra/security/budget-ledger.ts";
import { missingScope } from "../graphql/api-scopes.ts";
import type { AppServices, Context, Viewer } from "../graphql/context.ts";
import { AppError } from "../graphql/errors.ts";
import { API_LIMITS } from "../graphql/limits.ts";
import { operationCost } from "../graphql/cost.ts";
import { variablesExcess, variablesTooLarge } from "../graphql/variable-bounds.ts";

/**
 * Metering of /graphql, as GitHub and Shopify do it: every operation has a
 * cost (api/src/graphql/cost.ts, computed with its variables), charged to a
 * per-minute budget shared by every API process (PostgreSQL):
 *
 * - a partner API token: API_LIMITS.budgetPerMinute.apiToken, per token;
 * - a signed-in person: budgetPerMinute.user, per person;
 * - anyone else (visitors, a stale or refused credential): budgetPerMinute.anonymous, per IP address.
 *
 * Every HTTP answer says where the caller stands: `RateLimit-Limit`,
 * `RateLimit-Remaining`, `RateLimit-Reset` (seconds) and `RateLimit-Policy`
 * headers, and `extensions.cost` = { requested, remaining, limit,
 * resetSeconds } in the body. An operation that does not fit what is left is
 * not executed: HTTP 429 with `Retry-After`, code RATE_LIMITED with
 * `retryAfterSeconds`, and the budget is not charged. A request refused
 * before execution (unparsable, invalid, oversized variables, a bad token)
 * costs 1. Over graphql-ws every operation is metered alike; a refusal is
 * the operation's error (a socket has no headers).
 */
export interface MeterReading {
  /** the operation's cost (what was asked; charged only when allowed) */
  requested: number;
  limit: number;
  remaining: number;
  resetSeconds: number;
}

const WINDOW_SECONDS = 60;
/** what a request refused before execution costs */
const REFUSED_REQUEST_COST = 1;

/** readings of HTTP requests (headers and extensions.cost), and of WebSocket operations by context */
const byRequest = new WeakMap<Request, MeterReading>();

export interface Budget {
  key: string;
  limit: number;
}

/** Whose budget a call spends, and how large it is. */
export function budgetFor(viewer: Viewer | null | undefined, clientIp: string, multiplier = 1): Budget {
  const per = API_LIMITS.budgetPerMinute;
  if (viewer?.kind === "apiToken") return { key: `budget:token:${viewer.id}`, limit: per.apiToken * multiplier };
  if (viewer?.kind === "user") return { key: `budget:user:${viewer.id}`, limit: per.user * multiplier };
  return { key: `budget:ip:${clientIp}`, limit: per.anonymous * multiplier };
}

const reading = (requested: number, r: BudgetResult): MeterReading => ({
  requested,
  limit: r.limit,
  remaining: r.remaining,
  resetSeconds: r.resetSeconds,
});

/** The rate-limit headers of a reading (IETF RateLimit header fields draft, as GitHub and Shopify send them). */
export function rateLimitHeaders(r: MeterReading): Record<string, string> {
  return {
    "RateLimit-Limit": String(r.limit),
    "RateLimit-Remaining": String(r.remaining),
    "RateLimit-Reset": String(r.resetSeconds),
    "RateLimit-Policy": `${r.limit};w=${WINDOW_SECONDS}`,
  };
}

export const RATE_LIMIT_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy", "Retry-After"];

function refusal(error: AppError, status: number | null, headers?: Record<string, string>): ExecutionResult {
  if (status) error.extensions.http = { status, ...(headers ? { headers } : {}) };
  return { errors: [error] };
}

/**
 * What graphql-js says about a variable it could not coerce repeats the
 * value (`Variable "$input" got invalid value { …every key… }; …`), once per
 * error. Rewritten to name the variable, the path inside it (schema names
 * and list indexes only) and what was expected: never the value.
 */
export function withoutSubmittedValue(error: GraphQLError): GraphQLError {
  const m = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" got invalid value /.exec(error.message);
  if (!m) return error;
  const name = m[1];
  const rest = error.message.slice(m[0].length);
  // the path is printed after the value: take the last `at "name…"; ` whose path has schema names only
  const at = [...rest.matchAll(new RegExp(`at "${name}((?:\\.[_A-Za-z][_0-9A-Za-z]*|\\[\\d+\\])*)"; `, "g"))].pop();
  const detail = at ? rest.slice(at.index + at[0].length) : rest;
  const where = at ? `"${name}${at[1]}"` : `"${name}"`;
  // graphql-js's own wording of what is wrong (the last match: the value comes first)
  const TYPE = `[_A-Za-z][_0-9A-Za-z]*[!\\]]*|\\[[_A-Za-z][_0-9A-Za-z]*[!\\]]*`;
  const last = (re: RegExp) => [...detail.matchAll(re)].pop();
  let what = "has an invalid value";
  let r: RegExpMatchArray | undefined;
  if ((r = last(/Field "(?:[^"\\]|\\.)*" is not defined by type "([_A-Za-z][_0-9A-Za-z]*)"\.?$/g))) {
    what = `has a field that type "${r[1]}" does not define`;
  } else if ((r = last(new RegExp(`Field "([_A-Za-z][_0-9A-Za-z]*)" of required type "(${TYPE})" was not provided\\.?$`, "g")))) {
    what = `lacks the required field "${r[1]}" (${r[2]})`;
  } else if ((r = last(new RegExp(`Expected (?:value of )?type "(${TYPE})"`, "g")))) {
    what = `is not a valid "${r[1]}"`;
  } else if ((r = last(/does not exist in "([_A-Za-z][_0-9A-Za-z]*)" enum\.?/g))) {
    what = `is not a value of enum "${r[1]}"`;
  } else if ((r = last(/([_A-Za-z][_0-9A-Za-z]*) cannot represent/g))) {
    what = `is not a valid "${r[1]}"`;
  }
  return new GraphQLError(`Variable "$${name}" at ${where} ${what}`, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions },
  });
}

/** At most API_LIMITS.maxErrors errors, none repeating a submitted value; `extensions.errorsOmitted` counts the rest. */
export function boundErrors<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.length) return result;
  const max = API_LIMITS.maxErrors;
  const kept = result.errors.slice(0, max).map(withoutSubmittedValue);
  const omitted = result.errors.length - kept.length;
  return {
    ...result,
    errors: kept,
    ...(omitted > 0 ? { extensions: { ...result.extensions, errorsOmitted: omitted } } : {}),
  };
}

/**
 * The metering plugin: variable bounds (onParams, before graphql-js sees
 * them), then per operation, once its variables are known (onExecute /
 * onSubscribe, HTTP and WebSocket alike): bounds again (WebSocket skips
 * onParams), cost, the token's scopes, the budget. Results get their errors
 * bounded; HTTP answers get extensions.cost and the headers.
 */
export function useMetering(services: AppServices): Plugin<Record<string, unknown>> {
  const multiplier = services.config.API_BUDGET_MULTIPLIER;
  // Cheap charges are decided in the process and written together (security/budget-ledger.ts).
  const ledger = services.budgets ?? createBudgetLedger(services.prisma, { flushMs: services.config.BUDGET_FLUSH_MS });
  const consumeBudget = (key: string, cost: number, limit: number, windowSeconds: number) => ledger.charge(key, cost, limit, windowSeconds);

  async function meter(args: ExecutionArgs): Promise<ExecutionResult | null> {
    const ctx = args.contextValue as Context;
    const http = !ctx.overWebSocket;
    const budget = budgetFor(ctx.viewer, ctx.clientIp, multiplier);
    const record = (r: MeterReading) => {
      if (http && ctx.request) byRequest.set(ctx.request, r);
    };
    const refuse = async (error: AppError, status: number): Promise<ExecutionResult> => {
      const r = reading(REFUSED_REQUEST_COST, await consumeBudget(budget.key, REFUSED_REQUEST_COST, budget.limit, WINDOW_SECONDS));
      record(r);
      return refusal(error, http ? status : null);
    };

    const excess = variablesExcess(args.variableValues);
    if (excess) return refuse(variablesTooLarge(excess, false), 400);

    const operation = getOperationAST(args.document, args.operationName);
    const measured = operationCost(args.schema, args.document, args.operationName, args.variableValues as Record<string, unknown>);
    if (!operation || !measured) return null; // graphql-js answers "no operation" itself
    if (measured.cost > API_LIMITS.maxCost) {
      return refuse(
        new AppError("BAD_USER_INPUT", `This operation would cost ${measured.cost}, more than the ${API_LIMITS.maxCost} one operation may cost`, {
          reason: "QUERY_TOO_COSTLY",
        }),
        400,
      );
    }
    const scopeRefusal = missingScope(ctx.viewer, operation.operation, measured.rootFields);
    if (scopeRefusal) return refuse(scopeRefusal, 403);

    const charged = await consumeBudget(budget.key, measured.cost, budget.limit, WINDOW_SECONDS);
    const r = reading(measured.cost, charged);
    record(r);
    if (charged.allowed) return null;
    const retryAfterSeconds = Math.max(1, charged.resetSeconds);
    const error = new AppError(
      "RATE_LIMITED",
      `Rate limit reached: this operation costs ${measured.cost} and ${charged.remaining} of ${charged.limit} is left until the budget resets in ${retryAfterSeconds} s`,
      { reason: "RATE_LIMITED", retryAfterSeconds },
    );
    if (http) error.extensions.http = { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } };
    return { errors: [error] };
  }

  /** A request that never reached execution still costs 1, charged to whoever the credentials name (else the IP). */
  async function meterRefusedRequest(request: Request, serverContext: unknown): Promise<MeterReading> {
    let viewer: Viewer | null = null;
    try {
      viewer = (await resolveViewer(services, request.headers.get("authorization"))).viewer;
    } catch {
      // a bad, revoked or expired token spends its caller's IP budget
    }
    const clientIp = clientIpOf({ ...(serverContext as object), request }, services.config.TRUST_PROXY);
    const budget = budgetFor(viewer, clientIp, multiplier);
    return reading(REFUSED_REQUEST_COST, await consumeBudget(budget.key, REFUSED_REQUEST_COST, budget.limit, WINDOW_SECONDS));
  }

  return {
    // Parsing JSON is itself work on the event loop (a 1.4 MB body of 40,000
    // keys takes 100 ms or more): a JSON body past its bound is refused
    // unread. The HTTP server already refuses bodies without a declared length.
    onRequestParse({ request }) {
      if (request.method !== "POST" || !request.headers.get("content-type")?.includes("json")) return;
      const length = Number(request.headers.get("content-length") ?? 0);
      if (length > API_LIMITS.maxJsonBodyBytes) {
        const error = new AppError("BAD_USER_INPUT", `Request body refused: larger than ${API_LIMITS.maxJsonBodyBytes} bytes of JSON`, { reason: "REQUEST_TOO_LARGE" });
        error.extensions.http = { status: 413 };
        throw error;
      }
    },
    onParams({ params, setResult }) {
      const excess = variablesExcess(params.variables);
      if (excess) setResult({ errors: [variablesTooLarge(excess)] });
    },
    onExecute({ args, setResultAndStopExecution }) {
      return meter(args).then((stop) => {
        if (stop) setResultAndStopExecution(stop);
        return { onExecuteDone: ({ result, setResult }) => void (!isAsyncIterable(result) && setResult(boundErrors(result))) };
      });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      return meter(args).then((stop) => {
        if (stop) setResultAndStopExecution(stop);
        return { onSubscribeResult: ({ result, setResult }) => void (!isAsyncIterable(result) && setResult(boundErrors(result))) };
      });
    },
    async onResultProcess({ request, result, setResult, serverContext }) {
      let r = byRequest.get(request);
      if (!r) {
        // the database being down is already the answer (SERVICE_UNAVAILABLE): no reading then
        r = await meterRefusedRequest(request, serverContext).catch(() => undefined);
        if (r) byRequest.set(request, r);
      }
      if (Array.isArray(result) || isAsyncIterable(result)) return;
      const bounded = boundErrors(result as ExecutionResult);
      setResult(r ? { ...bounded, extensions: { ...bounded.extensions, cost: r } } : bounded);
    },
    onResponse({ request, response }) {
      const r = byRequest.get(request);
      if (!r) return;
      for (const [name, value] of Object.entries(rateLimitHeaders(r))) response.headers.set(name, value);
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}
