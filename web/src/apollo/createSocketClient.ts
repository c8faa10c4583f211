import { type Client, createClient } from "graphql-ws";

/**
 * Close codes of the API's WebSocket server (api/src/server/websocket.ts):
 * 4401 when the credentials of connection_init ended (access token expired,
 * session signed out or revoked, password changed), 4403 when the person's
 * role changed.
 */
export const CLOSE_CREDENTIALS_ENDED = 4401;
export const CLOSE_ROLE_CHANGED = 4403;
/** What graphql-ws is told instead of 4401/4403: a close it reconnects after (its own "terminated" code). */
export const CLOSE_RENEWING = 4499;

/** Restart this long before the access token expires (at most half its remaining life). */
const RESTART_BEFORE_EXPIRY_MS = 25_000;
/** A reconnect for fresh credentials skips the backoff wait, unless the previous connection lasted less than this. */
const MIN_LIFE_FOR_QUICK_RETRY_MS = 5_000;

export interface SocketSetup {
  url: string;
  /** the current access token, or null when signed out */
  getAccessToken: () => string | null | Promise<string | null>;
  /** exchanges the refresh cookie for a new access token (null when the session is gone) */
  renewAccessToken: () => Promise<string | null>;
  /** told about the WebSocket's state, for the connection badge */
  onSocketState?: (connected: boolean) => void;
  /** tests: a stand-in for the browser's WebSocket */
  webSocketImpl?: typeof WebSocket;
}

/** The `exp` of an access JWT, in ms; null for anything else (partner API tokens, malformed values). */
export function accessTokenExpiry(token: string | null): number | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The graphql-ws client, kept signed in across access-token renewals.
 *
 * The server authenticates a socket once, in connection_init, and closes it
 * when that access token expires (4401). So, shortly before expiry, the
 * client renews the token and reconnects with it; its subscriptions are sent
 * again on the new socket, which the person does not notice. If the server
 * closes first (4401: the token expired while the tab slept, or the session
 * ended elsewhere; 4403: the role changed), the client also renews and
 * reconnects, instead of giving up as graphql-ws would on 4401: a session that
 * really ended then reconnects as a visitor, and the session layer learns it
 * from the failed renewal.
 */
export function createSocketClient({ url, getAccessToken, renewAccessToken, onSocketState, webSocketImpl }: SocketSetup): Client {
  /** the next connection renews the access token first */
  let renewFirst = false;
  /** the next reconnect skips the backoff wait */
  let quickRetry = false;
  let connectedAt = 0;
  let lastToken: string | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  const credentialsEnded = () => {
    renewFirst = true;
    quickRetry = Date.now() - connectedAt >= MIN_LIFE_FOR_QUICK_RETRY_MS;
  };

  const Base = webSocketImpl ?? WebSocket;
  class RenewingWebSocket extends Base {
    override get onclose() {
      return super.onclose;
    }
    override set onclose(handler: ((this: WebSocket, ev: CloseEvent) => unknown) | null) {
      super.onclose = !handler
        ? null
        : function (this: WebSocket, event: CloseEvent) {
            if (event.code !== CLOSE_CREDENTIALS_ENDED && event.code !== CLOSE_ROLE_CHANGED) return handler.call(this, event);
            credentialsEnded();
            // graphql-ws would stop for good on 4401: hand it a close it reconnects after.
            return handler.call(this, { code: CLOSE_RENEWING, reason: event.reason, wasClean: event.wasClean, type: "close" } as CloseEvent);
          };
    }
  }

  const client: Client = createClient({
    url,
    webSocketImpl: RenewingWebSocket,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      if (quickRetry) {
        quickRetry = false;
        return;
      }
      await new Promise((r) => setTimeout(r, Math.min(1000 * 2 ** retries, 15000)));
    },
    connectionParams: async () => {
      let token: string | null;
      if (renewFirst) {
        renewFirst = false;
        token = await renewAccessToken();
      } else {
        token = await getAccessToken();
      }
      lastToken = token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: () => {
        connectedAt = Date.now();
        onSocketState?.(true);
        clearTimeout(restartTimer);
        const expiry = accessTokenExpiry(lastToken);
        if (expiry === null) return;
        const remaining = expiry - Date.now();
        const wait = Math.max(0, remaining - Math.min(RESTART_BEFORE_EXPIRY_MS, remaining / 2));
        restartTimer = setTimeout(() => {
          credentialsEnded();
          client.terminate();
        }, wait);
      },
      closed: () => {
        clearTimeout(restartTimer);
        onSocketState?.(false);
      },
      error: () => onSocketState?.(false),
    },
  });
  return client;
}
