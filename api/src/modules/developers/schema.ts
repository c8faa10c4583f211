import { builder } from "../../graphql/builder.ts";
import { ROOT_FIELD_SCOPES } from "../../graphql/api-scopes.ts";
import { ERROR_REASONS, type ErrorReason } from "../../graphql/error-reasons.ts";
import { ERROR_CODES, type ErrorCode } from "../../graphql/errors.ts";
import { API_LIMITS } from "../../graphql/limits.ts";
import { API_TOKEN_SCOPES } from "../auth/api-token-secrets.ts";

/**
 * What partners read on the developers' page (/developers) and in GraphiQL's
 * docs: the API's limits, error codes and reasons, and token scopes, straight
 * from the values the server enforces (graphql/limits.ts,
 * graphql/error-reasons.ts, graphql/api-scopes.ts), so the page cannot drift.
 */

const CODE_DESCRIPTIONS: Record<ErrorCode, string> = {
  UNAUTHENTICATED: "No valid credentials: a bad API token (HTTP 401, the whole request refused) or a field that needs a signed-in person.",
  FORBIDDEN: "The caller is known but may not do this (a missing token scope, a field for administrators).",
  BAD_USER_INPUT: "The request or an argument is invalid; `extensions.reason` says which rule, `extensions.issues` lists each invalid field.",
  NOT_FOUND: "The record does not exist or is not visible to the caller.",
  CONFLICT: "The request clashes with the data's current state (a duplicate, a status that does not allow the change).",
  RATE_LIMITED: "A budget or attempt limit is spent: HTTP 429 with Retry-After over HTTP; wait `extensions.retryAfterSeconds`.",
  INTERNAL_SERVER_ERROR: "The server failed; with reason SERVICE_UNAVAILABLE it is temporary (retry with backoff), otherwise report it.",
};

export const ErrorCodeEnum = builder.enumType("ErrorCode", {
  description: "The closed set of codes in `extensions.code` of every error the API answers with.",
  values: Object.fromEntries(ERROR_CODES.map((code) => [code, { value: code, description: CODE_DESCRIPTIONS[code] }])) as Record<
    ErrorCode,
    { value: ErrorCode; description: string }
  >,
});

export const ErrorReasonEnum = builder.enumType("ErrorReason", {
  description:
    "The closed set of reasons in `extensions.reason` of an error (and `extensions.issues[].reason` of each invalid field). A reason keeps its meaning for good; new ones may be added, so treat an unknown reason by its `extensions.code`.",
  values: Object.fromEntries(
    Object.entries(ERROR_REASONS).map(([reason, { code, description }]) => [reason, { value: reason, description: `${description} (code ${code})` }]),
  ) as Record<ErrorReason, { value: ErrorReason; description: string }>,
});

const ErrorReasonInfo = builder.objectRef<{ reason: ErrorReason; code: ErrorCode; description: string }>("ErrorReasonInfo").implement({
  description: "One error reason with the code it comes with and what it means.",
  authScopes: { public: true },
  fields: (t) => ({
    reason: t.expose("reason", { type: ErrorReasonEnum, description: "The value of `extensions.reason`." }),
    code: t.expose("code", { type: ErrorCodeEnum, description: "The value of `extensions.code` that comes with this reason." }),
    description: t.exposeString("description", { description: "What the reason means, in English, one line." }),
  }),
});

const ErrorCodeInfo = builder.objectRef<{ code: ErrorCode; description: string }>("ErrorCodeInfo").implement({
  description: "One error code of the closed set and what it means.",
  authScopes: { public: true },
  fields: (t) => ({
    code: t.expose("code", { type: ErrorCodeEnum, description: "The value of `extensions.code`." }),
    description: t.exposeString("description", { description: "What the code means, in English." }),
  }),
});

const ApiScopeInfo = builder.objectRef<{ scope: string; query: string[]; subscription: string[]; mutation: string[] }>("ApiScopeInfo").implement({
  description: "A scope an API token may carry and the root fields it opens to that token.",
  authScopes: { public: true },
  fields: (t) => ({
    scope: t.exposeString("scope", { description: 'The scope\'s name, e.g. "opportunities:read".' }),
    query: t.exposeStringList("query", { description: "Query root fields a token needs this scope for." }),
    subscription: t.exposeStringList("subscription", { description: "Subscription root fields a token needs this scope for." }),
    mutation: t.exposeStringList("mutation", { description: "Mutation root fields a token needs this scope for." }),
  }),
});

type Limits = typeof API_LIMITS;
const int = (description: string, pick: (l: Limits) => number) => ({ description, pick });
const LIMIT_FIELDS = {
  pageSizeDefault: int("Rows in one page of a Relay connection when neither `first` nor `last` is given.", (l) => l.pageSize.default),
  pageSizeMax: int("The most rows one page returns; a larger `first`/`last` returns this many.", (l) => l.pageSize.max),
  maxDepth: int("The deepest field nesting one operation may have (reason QUERY_TOO_DEEP).", (l) => l.maxDepth),
  maxAliases: int("The most aliases one operation may use (reason TOO_MANY_ALIASES).", (l) => l.maxAliases),
  maxTokens: int("The most GraphQL tokens one operation may have (reason QUERY_TOO_LONG).", (l) => l.maxTokens),
  maxDirectives: int("The most directives one operation may use (reason TOO_MANY_DIRECTIVES).", (l) => l.maxDirectives),
  maxCost: int("The most one operation may cost, in cost points (reason QUERY_TOO_COSTLY).", (l) => l.maxCost),
  budgetPerMinuteAnonymous: int("Cost points per rolling minute for callers without credentials, counted per IP address.", (l) => l.budgetPerMinute.anonymous),
  budgetPerMinuteApiToken: int("Cost points per rolling minute for one API token.", (l) => l.budgetPerMinute.apiToken),
  budgetPerMinuteUser: int("Cost points per rolling minute for one signed-in person.", (l) => l.budgetPerMinute.user),
  costPerField: int("Cost points of every selected field; a list field multiplies what it selects by its page size.", (l) => l.cost.field),
  costPerIntrospectionField: int("Cost points of each field inside introspection.", (l) => l.cost.introspection),
  costPerSchemaIntrospection: int("Cost points added for each `__schema` (it walks the whole schema).", (l) => l.cost.introspectionSchema),
  subscriptionsPerSocket: int("The most subscriptions one WebSocket may carry at once (reason TOO_MANY_SUBSCRIPTIONS).", (l) => l.websocket.subscriptionsPerSocket),
  socketsPerIp: int("The most WebSockets open at once from one IP address.", (l) => l.websocket.socketsPerIp),
  socketsPerToken: int("The most WebSockets open at once with one API token.", (l) => l.websocket.socketsPerToken),
  variablesMaxBytes: int("The largest `variables` object, in bytes of JSON (reason VARIABLES_TOO_LARGE).", (l) => l.variables.maxBytes),
  variablesMaxKeysPerObject: int("The most keys in one object inside `variables`.", (l) => l.variables.maxKeysPerObject),
  variablesMaxDepth: int("The deepest nesting inside `variables`.", (l) => l.variables.maxDepth),
  variablesMaxListLength: int("The longest list inside `variables`.", (l) => l.variables.maxListLength),
  maxErrors: int("The most errors one answer lists.", (l) => l.maxErrors),
  maxJsonBodyBytes: int("The largest JSON request body, in bytes (HTTP 413, reason REQUEST_TOO_LARGE).", (l) => l.maxJsonBodyBytes),
} as const;

const ApiLimitsType = builder.objectRef<Limits>("ApiLimits").implement({
  description:
    "The limits the API enforces, the same numbers the server uses. Cost: every selected field costs `costPerField`; a list field multiplies the cost of what it selects by its page size (`first`/`last`, else `pageSizeDefault`, at most `pageSizeMax`). The answer's `extensions.cost` and the RateLimit-* headers show what an operation cost and what is left.",
  authScopes: { public: true },
  fields: (t) => Object.fromEntries(Object.entries(LIMIT_FIELDS).map(([name, { description, pick }]) => [name, t.int({ description, resolve: (l) => pick(l) })])),
});

builder.queryFields((t) => ({
  apiLimits: t.field({
    type: ApiLimitsType,
    description: "The API's limits (page sizes, operation shape, cost budgets, WebSocket and variable bounds). Public.",
    authScopes: { public: true },
    resolve: () => API_LIMITS,
  }),
  errorCodes: t.field({
    type: [ErrorCodeInfo],
    description: "Every error code the API answers with (`extensions.code`), with its meaning. Public.",
    authScopes: { public: true },
    resolve: () => ERROR_CODES.map((code) => ({ code, description: CODE_DESCRIPTIONS[code] })),
  }),
  errorReasons: t.field({
    type: [ErrorReasonInfo],
    description: "Every error reason the API answers with (`extensions.reason`), with its code and meaning, sorted by code then reason. Public.",
    authScopes: { public: true },
    resolve: () =>
      (Object.entries(ERROR_REASONS) as [ErrorReason, { code: ErrorCode; description: string }][])
        .map(([reason, { code, description }]) => ({ reason, code, description }))
        .sort((a, b) => ERROR_CODES.indexOf(a.code) - ERROR_CODES.indexOf(b.code) || a.reason.localeCompare(b.reason)),
  }),
  apiTokenScopes: t.field({
    type: [ApiScopeInfo],
    description: "The scopes an API token may carry and the root fields each opens to it. Public.",
    authScopes: { public: true },
    resolve: () => {
      const scopes = new Set<string>([...API_TOKEN_SCOPES, ...Object.values(ROOT_FIELD_SCOPES).flatMap((m) => Object.values(m))]);
      const fieldsOf = (op: keyof typeof ROOT_FIELD_SCOPES, scope: string) =>
        Object.entries(ROOT_FIELD_SCOPES[op])
          .filter(([, s]) => s === scope)
          .map(([f]) => f);
      return [...scopes]
        .sort()
        .map((scope) => ({ scope, query: fieldsOf("query", scope), subscription: fieldsOf("subscription", scope), mutation: fieldsOf("mutation", scope) }));
    },
  }),
}));
