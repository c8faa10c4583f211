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
}

type FormattedError = { message?: unknown; extensions?: Record<string, unknown> };

const text = (v: unknown) => (typeof v === "string" ? v : null);

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
  };
}

const NOTHING: GraphQLErrorInfo = { code: null, reason: null, message: null, retryAfterSeconds: null, network: false, server: false };

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
