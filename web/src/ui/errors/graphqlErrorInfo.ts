import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";

export interface GraphQLErrorInfo {
  /** extensions.code of the first GraphQL error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, ...) */
  code: string | null;
  /** extensions.reason: the stable id features map to a text (INVALID_CREDENTIALS, EMAIL_TAKEN, ...) */
  reason: string | null;
  /** extensions.retryAfterSeconds, sent with RATE_LIMITED */
  retryAfterSeconds: number | null;
  /** the request never reached the server (offline, connection refused) */
  network: boolean;
  /** the server failed unexpectedly (5xx, an unreadable answer, or a masked internal error) */
  server: boolean;
}

/** Reads the machine-readable part of an Apollo error, whatever its shape. */
export function graphqlErrorInfo(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const ext = error.errors[0]?.extensions ?? {};
    const retry = ext.retryAfterSeconds;
    const code = typeof ext.code === "string" ? ext.code : null;
    return {
      code,
      reason: typeof ext.reason === "string" ? ext.reason : null,
      retryAfterSeconds: typeof retry === "number" ? retry : null,
      network: false,
      server: code === null || code === "INTERNAL_SERVER_ERROR",
    };
  }
  return {
    code: null,
    reason: null,
    retryAfterSeconds: null,
    network: error instanceof TypeError,
    server: ServerError.is(error) || ServerParseError.is(error),
  };
}
