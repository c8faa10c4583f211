export interface OAuthReturn {
  /** error code sent back by the server (provider_not_enabled, access_denied, server_error, ...) */
  error: string | null;
  /** which provider, when the server says so */
  provider: string | null;
}

/**
 * Reads what the OAuth round trip left in the URL: the query string, or the
 * fragment some providers use (spec §2.1 lists both).
 */
export function readOAuthReturn(search: string, hash: string): OAuthReturn {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  const error = query.get("error") ?? fragment.get("error") ?? (query.get("error_description") || fragment.get("error_description") ? "server_error" : null);
  return { error, provider: query.get("provider") ?? fragment.get("provider") };
}
