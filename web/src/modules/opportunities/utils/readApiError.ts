import { CombinedGraphQLErrors } from "@apollo/client/errors";

export interface ApiErrorInfo {
  /** extensions.code: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, … */
  code: string | null;
  /** extensions.reason: the stable id the catalogues map to a text */
  reason: string | null;
  /** the server's own message; null when the request failed before reaching it */
  message: string | null;
}

type Formatted = { message?: string; extensions?: Record<string, unknown> };

function fromList(errors: readonly Formatted[]): ApiErrorInfo {
  const first = errors[0];
  const ext = first?.extensions ?? {};
  return {
    code: typeof ext.code === "string" ? ext.code : null,
    reason: typeof ext.reason === "string" ? ext.reason : null,
    message: first?.message ?? null,
  };
}

/**
 * Reads the code and reason of a failed operation, whether Apollo raised it
 * or an upload's own fetch did (which throws the response's `errors`).
 */
export function readApiError(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) return fromList(error.errors);
  if (error && typeof error === "object") {
    const e = error as { errors?: unknown; code?: unknown; reason?: unknown; message?: unknown };
    if (Array.isArray(e.errors) && e.errors.length > 0) return fromList(e.errors as Formatted[]);
    if (typeof e.code === "string") {
      return { code: e.code, reason: typeof e.reason === "string" ? e.reason : null, message: typeof e.message === "string" ? e.message : null };
    }
  }
  return { code: null, reason: null, message: null };
}
