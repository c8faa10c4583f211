// TEMPORARY (realtime work replaces it): the WebSocket's state for the connection badge.
type Listener = (connected: boolean) => void;
const listeners = new Set<Listener>();
let connected = false;

export function setSocketConnected(next: boolean): void {
  connected = next;
  for (const l of listeners) l(next);
}

export function subscribeSocketState(listener: Listener): () => void {
  listeners.add(listener);
  listener(connected);
  return () => listeners.delete(listener);
}
