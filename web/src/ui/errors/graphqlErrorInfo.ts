import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

export interface GraphQLErrorInfo {
  /** extensions.code of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, ...) */
  code: string | null;
  /** extensions.reason: the stable id features map to a text (INVALID_CREDENTIALS, EMAIL_TAKEN, ...) */
  reason: string | null;
  /** the server's own message; null when the request failed before reaching it */
  message: string | null;
  /** extensions.retryAfterSeconds, sent with RATE_LIMITED */
  retryAfterSeconds: number | null;
  /** the request never reached the server (offline, connection refused) */
  network: boolean;
  /** the server failed unexpectedly (5xx, an unreadable answer, or a masked internal error) */
  server: boolean;
  /** extensions.issues of BAD_USER_INPUT: each invalid field (its input path, e.g. "input.email") with its own reason */
  issues: Array<{ field: string; reason: string }>;
}

type FormattedError = { message?: unknown; extensions?: Record<string, unknown> };

const text = (v: unknown) => (typeof v === "string" ? v : null);

function readIssues(value: unknown): GraphQLErrorInfo["issues"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((i: { field?: unknown; reason?: unknown } | null) =>
    i && typeof i.field === "string" && typeof i.reason === "string" ? [{ field: i.field, reason: i.reason }] : [],
  );
}

function fromErrors(errors: readonly FormattedError[]): GraphQLErrorInfo {
  const first = errors[0];
  const ext = first?.extensions ?? {};
  const code = text(ext.code);
  return {
    code,
    reason: text(ext.reason),
    message: text(first?.message),
    retryAfterSeconds: typeof ext.retryAfterSeconds === "number" ? ext.retryAfterSeconds : null,
    network: false,
    server: code === null || code === "INTERNAL_SERVER_ERROR",
    issues: readIssues(ext.issues),
  };
}

const NOTHING: GraphQLErrorInfo = { code: null, reason: null, message: null, retryAfterSeconds: null, network: false, server: false, issues: [] };

/**
 * Reads the machine-readable part of a failed operation, whatever its shape:
 * an Apollo error, or what an upload's own fetch throws (the answer's
 * `errors` list, or one `{ code, reason, message }`).
 */
export function graphqlErrorInfo(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error)) return fromErrors(error.errors);
  if (ServerError.is(error) || ServerParseError.is(error)) return { ...NOTHING, server: true };
  if (error instanceof TypeError) return { ...NOTHING, network: true };
  if (error && typeof error === "object") {
    const e = error as { errors?: unknown; code?: unknown; reason?: unknown; message?: unknown };
    if (Array.isArray(e.errors) && e.errors.length > 0) return fromErrors(e.errors as FormattedError[]);
    if (typeof e.code === "string") return { ...NOTHING, code: e.code, reason: text(e.reason), message: text(e.message) };
  }
  return NOTHING;
}
