import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado em index.html");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline use, updates) after the first screen, never on its way.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./app/pwa/registerServiceWorker").then((m) => m.registerServiceWorker()).catch(() => {}), { once: true });
}
