/**
 * The public API's limits in one place: the server enforces these numbers and
 * the developers' page (/developers) shows them, so the two cannot disagree.
 */
export const API_LIMITS = {
  /** Relay connections: rows per page when `first`/`last` is not given, and the most one page returns */
  pageSize: { default: 20, max: 100 },
  /** operation shape, checked before anything runs */
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
  /** the most one operation may cost (see `cost` below) */
  maxCost: 8000,
  /**
   * Cost budgets per rolling minute, shared by every API process (PostgreSQL).
   * Anonymous callers are counted per IP address, API tokens per token,
   * signed-in people per person.
   */
  budgetPerMinute: { anonymous: 10000, apiToken: 60000, user: 100000 },
  /**
   * cost formula (api/src/graphql/cost.ts): every field costs `field`; a
   * list field multiplies what it selects by its page size (`first`/`last`,
   * literal or variable, else the default, at most the maximum); fields
   * inside introspection cost `introspection` each, and each `__schema`
   * costs `introspectionSchema` on top (it walks the whole schema)
   */
  cost: { field: 1, introspection: 2, introspectionSchema: 1000 },
  /** WebSocket (graphql-ws) */
  websocket: { subscriptionsPerSocket: 20, socketsPerIp: 20, socketsPerToken: 20 },
  /** a JSON request body larger than this is refused before it is parsed (uploads, sent as multipart, are not JSON) */
  maxJsonBodyBytes: 262144,
  /** variables are refused before execution past these bounds */
  variables: { maxBytes: 65536, maxKeysPerObject: 100, maxDepth: 10, maxListLength: 1000 },
  /** errors in one answer */
  maxErrors: 20,
} as const;

export type ApiLimits = typeof API_LIMITS;
