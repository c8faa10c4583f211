import { offerServiceWorkerUpdate } from "./serviceWorkerUpdate";

/** Checks for a new version this often while the app stays open (browsers also check on every navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** A version installed while another controls the page waits: offer it (the first install takes over by itself, see sw.ts). */
function offerWhenWaiting(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    const waiting = registration.waiting;
    if (!waiting || !navigator.serviceWorker.controller) return;
    offerServiceWorkerUpdate(() => {
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      waiting.postMessage({ type: "SKIP_WAITING" });
    });
  };
  offer();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => installing.state === "installed" && offer());
  });
}

/**
 * Registers the service worker (web/src/app/pwa/sw.ts, built to /sw.js by
 * vite-plugin-pwa). main.tsx imports this module only after the page's
 * `load`, so it never competes with the first screen. The browser's own API
 * in a few lines rather than workbox-window (3 kB of gzip): the landing
 * page's scripts have a budget (tests/e2e/bundle.e2e.test.ts).
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  offerWhenWaiting(registration);
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
}
