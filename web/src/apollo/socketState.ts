/**
 * The WebSocket's state for the connection badge: `null` until the first
 * connection attempt settles, then whether the socket is open. Apollo's
 * graphql-ws client reports here (see app/AppProviders.tsx).
 */
type Listener = (connected: boolean | null) => void;
const listeners = new Set<Listener>();
let connected: boolean | null = null;

export function setSocketConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const l of listeners) l(next);
}

export function subscribeSocketState(listener: Listener): () => void {
  listeners.add(listener);
  listener(connected);
  return () => {
    listeners.delete(listener);
  };
}
