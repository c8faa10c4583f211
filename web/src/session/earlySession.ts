// What the page knows about the session before the signed-in area's code has
// arrived, kept small and free of dependencies: it is part of the first bundle
// (web/src/main.tsx). accessToken.ts builds on it.

/**
 * Whether the page's own request carried the session cookie, as the server
 * wrote it into index.html (api/src/server/static.ts sessionHintMeta).
 * "none": nobody is signed in here, so there is nothing to ask the server;
 * "present": a session may be waiting; "unknown": no hint (the development
 * server, tests), ask as before. The cookie itself is HttpOnly: the page never
 * sees it.
 */
export type SessionHint = "present" | "none" | "unknown";

export function sessionHint(): SessionHint {
  if (typeof document === "undefined") return "unknown";
  const hint = document.querySelector('meta[name="ponte-session"]')?.getAttribute("content");
  return hint === "present" || hint === "none" ? hint : "unknown";
}

/**
 * The refresh mutation as sent: accessToken.ts's RefreshMutation, printed
 * without the characters GraphQL ignores (earlySession.test.ts holds the two
 * equal), written out so the first bundle needs neither the GraphQL printer nor
 * the generated documents.
 */
export const REFRESH_QUERY =
  "mutation AccessToken_Refresh{refreshSession{accessToken accessTokenExpiresAt user{__typename ...SessionProvider_User}}}fragment SessionProvider_User on User{id email fullName role country sector organization avatarUrl language notificationsEnabled theme}";

const REFRESH_BODY = JSON.stringify({ query: REFRESH_QUERY });

/** The answer to a refresh, as read from the wire (accessToken.ts checks what is in it). */
export interface RefreshAnswer {
  data?: { refreshSession?: { accessToken: string; accessTokenExpiresAt: string; user?: unknown } | null } | null;
  errors?: unknown[];
}

/** Exchanges the refresh cookie for an access token. Rejects on network trouble or an unreadable answer. */
export async function postRefresh(): Promise<RefreshAnswer> {
  const res = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "x-ponte-csrf": "1" },
    body: REFRESH_BODY,
  });
  return (await res.json()) as RefreshAnswer;
}

/**
 * Refresh tokens rotate: two refreshes at once would present the same cookie
 * twice. Within a tab callers share one request (accessToken.ts); across tabs
 * a Web Lock serialises them.
 */
export async function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request("ponte-session-refresh", task);
}

let early: Promise<RefreshAnswer> | null = null;

/**
 * Sends the session check now, while the signed-in area's code is still on its
 * way (web/src/main.tsx, for a page that came with the session cookie), instead
 * of once that code has run: on a phone that is a round trip of half a second
 * less before the first screen. accessToken.ts takes the answer (takeEarlyRefresh)
 * rather than asking again.
 */
export function startEarlyRefresh(): void {
  if (early) return;
  early = withTabLock(postRefresh);
  // a failure is read by whoever takes the answer; unhandled until then is not an error
  early.catch(() => {});
}

/** The early session check's answer, once; null when none was sent or it was taken already. */
export function takeEarlyRefresh(): Promise<RefreshAnswer> | null {
  const answer = early;
  early = null;
  return answer;
}
