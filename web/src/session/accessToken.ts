// The access token lives in memory only (never in storage, so a script
// injected into the page cannot lift a long-lived credential); the refresh
// token is an HttpOnly cookie the browser sends to /graphql by itself.
import { graphql } from "../gql";
import type { AccessToken_RefreshMutation } from "../gql/graphql";
import { postRefresh, type RefreshAnswer, sessionHint, takeEarlyRefresh, withTabLock } from "./earlySession";

interface HeldToken {
  value: string;
  expiresAt: number;
}

type Listener = (event: AccessTokenEvent) => void;
/** signedIn/signedOut: identity changed; lost: the server refused the session. */
export type AccessTokenEvent = "signedIn" | "signedOut" | "lost";

/** Renew this long before expiry, so a request never leaves with a token about to die. */
const RENEW_MARGIN_MS = 30_000;

let held: HeldToken | null = null;
// After a refresh the server refused, we know there is no session: stop asking
// on every request until someone signs in. A page that came without the
// session cookie knows it from the start (earlySession.ts): the sign-in form
// shows without first waiting for the server to say so.
let knownAnonymous = sessionHint() === "none";
let renewal: Promise<string | null> | null = null;
const listeners = new Set<Listener>();

// The refresh answers with the person too (the fragment the session reads):
// the first screen needs no second round trip to learn who is signed in.
// Sent as earlySession.ts writes it out (REFRESH_QUERY, held equal by a test); declared here for its types.
export const RefreshMutation = graphql(`
  mutation AccessToken_Refresh {
    refreshSession {
      accessToken
      accessTokenExpiresAt
      user {
        __typename
        ...SessionProvider_User
      }
    }
  }
`);

export type RenewedUser = AccessToken_RefreshMutation["refreshSession"]["user"];
/** The person the last refresh answered for, until the session takes it (takeRenewedUser). */
let renewedUser: RenewedUser | null = null;

/** The profile the last successful refresh carried, once (the session puts it in the cache instead of asking again). */
export function takeRenewedUser(): RenewedUser | null {
  const user = renewedUser;
  renewedUser = null;
  return user;
}

export function setAccessToken(value: string, expiresAt: string | number): void {
  const wasSignedIn = held !== null;
  held = { value, expiresAt: typeof expiresAt === "number" ? expiresAt : Date.parse(expiresAt) };
  knownAnonymous = false;
  if (!wasSignedIn) emit("signedIn");
}

/** Forgets the token (sign-out, or a session the server no longer accepts). */
export function clearAccessToken(event: "signedOut" | "lost" = "signedOut"): void {
  const wasSignedIn = held !== null;
  held = null;
  renewedUser = null;
  knownAnonymous = true;
  if (wasSignedIn || event === "lost") emit(event);
}

export function hasAccessToken(): boolean {
  return held !== null;
}

/** Listens to sign-in, sign-out and lost sessions (to reconnect the WebSocket, reset the cache). */
export function onAccessTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: AccessTokenEvent) {
  for (const l of listeners) l(event);
}

/**
 * The token to send with a request, renewed first when it is missing or close
 * to expiry. Returns null for a visitor without a session.
 */
export async function getAccessToken(): Promise<string | null> {
  if (held && held.expiresAt - Date.now() > RENEW_MARGIN_MS) return held.value;
  if (!held && knownAnonymous) return null;
  return renewAccessToken();
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share
 * one request: refresh tokens rotate, so two parallel refreshes would present
 * the same cookie twice. Across tabs a Web Lock serialises them for the same reason.
 */
export function renewAccessToken(): Promise<string | null> {
  if (!renewal) {
    renewal = withTabLock(requestRenewal).finally(() => {
      renewal = null;
    });
  }
  return renewal;
}

async function requestRenewal(): Promise<string | null> {
  let body: RefreshAnswer;
  try {
    // the check the first script sent already (web/src/main.tsx), if any: its cookie has been spent
    body = await (takeEarlyRefresh() ?? postRefresh());
  } catch {
    // Network trouble is not proof the session is gone: keep what we have and let the caller retry later.
    return held?.value ?? null;
  }
  const renewed = body.data?.refreshSession;
  if (renewed) {
    // only a refresh that signs the page in hands its person over (a later one would be stale by the time anyone took it)
    if (!held) renewedUser = (renewed.user as RenewedUser | undefined) ?? null;
    setAccessToken(renewed.accessToken, renewed.accessTokenExpiresAt);
    return renewed.accessToken;
  }
  clearAccessToken(held ? "lost" : "signedOut");
  return null;
}

/** Test hook: back to the state of a fresh page. */
export function resetAccessTokenForTests(): void {
  held = null;
  knownAnonymous = false;
  renewal = null;
  renewedUser = null;
  listeners.clear();
  void takeEarlyRefresh()?.catch(() => {});
}
