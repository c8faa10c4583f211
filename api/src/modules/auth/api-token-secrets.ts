import { sha256, randomToken } from "./sessions.ts";

/** Partner tokens are recognisable (and findable by secret scanners) by this prefix. */
export const API_TOKEN_PREFIX = "pnt_";
/** What a partner token may be allowed to do. */
export const API_TOKEN_SCOPES = ["opportunities:read"] as const;
/** Requests per minute per token. */
export const API_TOKEN_RATE_LIMIT = 600;
/** lastUsedAt is written at most this often, so busy tokens do not write on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function newApiTokenSecret(): { token: string; prefix: string; tokenHash: string } {
  const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
  return { token, prefix: token.slice(0, API_TOKEN_PREFIX.length + 8), tokenHash: sha256(token) };
}
