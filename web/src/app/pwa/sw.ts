/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa builds it with Workbox, strategy
// injectManifest; web/vite.config.ts chooses what self.__WB_MANIFEST holds).
//
// What it keeps: the app's code and static files, never an answer of the API.
// Cache Storage outlives a sign-out and is shared by everyone who uses the
// browser, so /graphql, /media (private files), OAuth and every other request
// the routes below do not name go to the network untouched; so do POSTs
// (Workbox routes GET only) and WebSockets (never seen by a service worker).
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { isAppRoute } from "../routePaths";

declare let self: ServiceWorkerGlobalScope;

/** The app's HTML (the same file for every page) and the page shown when it cannot run offline. */
const SHELL = "index.html";
const OFFLINE_PAGE = "offline.html";

/**
 * Pages whose code and texts are all precached (the landing page): offline
 * they open from the cached shell. The other pages show the offline page:
 * their data is never cached (see above), so the shell would show only
 * loading errors, and their code may never have been downloaded.
 */
const OFFLINE_CAPABLE = new Set(["/"]);

// No directoryIndex or clean URLs: "/" is a navigation like the others (network first), not a precache hit.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
// The first visit is covered at once; a new version waits for the person's "Atualizar" (SKIP_WAITING).
clientsClaim();

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Navigations to the app's pages: always the network first (a deploy shows
// at once). The fallback is the precached shell rather than a copy of the
// last page fetched, because only the precached shell is sure to name code
// that is in the cache too.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && isAppRoute(url.pathname),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const { pathname } = new URL(request.url);
          const shell = OFFLINE_CAPABLE.has(pathname) ? await matchPrecache(SHELL) : undefined;
          return shell ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
        },
      },
    ],
  }),
);

// The rest of the built code (signed-in screens, other catalogues): file
// names carry a hash of their content, so a cached copy never goes stale.
// Kept once used, not precached: a visitor does not download the whole app.
registerRoute(
  ({ request, url }) => request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "ponte-assets",
    plugins: [
      // only whole, successful answers (no opaque or partial ones)
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
