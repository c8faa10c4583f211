/**
 * The new version waiting after a deploy, between the service worker's
 * registration (registerServiceWorker.ts) and the banner that offers it
 * (UpdatePrompt): a reload into it, or null while there is none or the person
 * said "not now".
 */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerServiceWorkerUpdate(next: (() => void) | null): void {
  applyUpdate = next;
  for (const l of listeners) l();
}

export function subscribeServiceWorkerUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pendingServiceWorkerUpdate = (): (() => void) | null => applyUpdate;
