import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { loadMessages, requestedMessageScope, savedLocale } from "./i18n/locales";
import { sessionHint, startEarlyRefresh } from "./session/earlySession";

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado em index.html");

// The first screen's texts, asked for now rather than from LocaleProvider's first effect (a round
// trip after the app's first render); the server names them in index.html (api/src/server/static.ts),
// so they are usually here already. The router has started by now: the sign-in page has asked for
// the account screens' texts, a signed-in area page (/app) for every catalogue, the landing page for
// its own. The app renders once they are here, or without them if they fail (LocaleProvider then tries again).
// On those pages the signed-in area's providers come first too (the router is fetching them): they
// install the full theme system, so the app renders once with it instead of making the landing
// system, rendering, and making and rendering again when they arrive.
const scope = requestedMessageScope();
const signedInArea = scope !== "public";
// A signed-in area page that came with the session cookie: the session check leaves now, while that
// area's code downloads, rather than once it has run (web/src/session/earlySession.ts).
if (signedInArea && sessionHint() === "present") startEarlyRefresh();
Promise.all([loadMessages(savedLocale(), scope).catch(() => {}), signedInArea ? import("./app/AppProviders").catch(() => {}) : null]).then(() => {
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser breathe between them, instead of one task of half a second on a phone (Chakra computes
  // every component's styles as it renders): the page answers taps sooner (Total Blocking Time).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // What the next page will need (the signed-in area while the sign-in form is filled), once this
  // one has what it needs: fetched earlier, it would share a slow network with this page's own code.
  // Most visitors' pages name nothing (the landing page): the code to do it loads only where needed.
  if (document.querySelector('meta[name="ponte-prefetch"]')) void import("./app/prefetchNext").then((m) => m.prefetchNext()).catch(() => {});
});

// The service worker (offline use, updates) after the first screen, never on its way.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./app/pwa/registerServiceWorker").then((m) => m.registerServiceWorker()).catch(() => {}), { once: true });
}
