import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { ROUTE_PATHS } from "./src/app/routePaths.ts";
import { PUBLIC_MESSAGE_ID } from "./src/i18n/publicMessages.ts";

const api = process.env.PONTE_API_URL ?? "http://localhost:4000";

// The ICU parser that react-intl would otherwise ship (about 8 kB gzip on the
// landing page), resolved the way react-intl's own imports resolve it.
const require = createRequire(import.meta.url);
const icuParserDir = path.dirname(require.resolve("@formatjs/icu-messageformat-parser"));
const reactRouterDir = path.resolve(path.dirname(require.resolve("react-router")), "../..");

/**
 * Message catalogues (locales/*.json, ui/messages, domain/messages, modules/<feature>/messages/*.json):
 * - imported with `?public` (web/src/i18n/locales.ts), only the ids of the
 *   first bundle's screens are kept (PUBLIC_MESSAGE_ID), so the landing page
 *   does not download every feature's texts;
 * - in the production build every message is compiled to react-intl's AST and
 *   react-intl gets the parser-less build of @formatjs/icu-messageformat-parser
 *   (as react-intl's documentation advises): the browser never parses ICU.
 *   Every message must then come from a catalogue (no defaultMessage), which
 *   the catalogue test already requires. Tests use the JSON as is.
 */
function messageCatalogues(): Plugin {
  const catalogue = /[\\/]web[\\/]src[\\/](locales|ui[\\/]messages|domain[\\/]messages|modules[\\/][^\\/]+[\\/]messages)[\\/][a-z]{2}\.json$/;
  let build = false;
  return {
    name: "ponte:message-catalogues",
    enforce: "pre",
    configResolved(config) {
      build = config.command === "build";
    },
    transform(code, id) {
      const [file, query = ""] = id.split("?");
      if (!catalogue.test(file)) return null;
      const publicOnly = new URLSearchParams(query).has("public");
      if (!publicOnly && !build) return null;
      let messages = Object.entries(JSON.parse(code) as Record<string, string>);
      if (publicOnly) messages = messages.filter(([k]) => PUBLIC_MESSAGE_ID.test(k));
      const out = Object.fromEntries(build ? messages.map(([k, v]) => [k, parse(v)]) : messages);
      // With a query the file is no longer taken for JSON: hand it over as a module.
      if (publicOnly) return { code: `export default ${JSON.stringify(out)};`, map: null, moduleType: "js" };
      return { code: JSON.stringify(out), map: null };
    },
  };
}

/** dist/routes.json: the app's pages, so the server answers 404 to any other path (web/src/app/routePaths.ts). */
function routeList(): Plugin {
  return {
    name: "ponte:route-list",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "routes.json", source: JSON.stringify(ROUTE_PATHS) });
    },
  };
}

/**
 * dist/offline.html, the page the service worker shows when a page cannot load
 * offline: web/src/app/pwa/offline.html with its texts from the shared
 * catalogues (`%pt:id%`, `%en:id%`), so they are kept and checked like every other.
 */
function offlinePage(): Plugin {
  const src = path.join(import.meta.dirname, "src");
  return {
    name: "ponte:offline-page",
    apply: "build",
    generateBundle() {
      const catalogue = (locale: string) => JSON.parse(fs.readFileSync(path.join(src, "locales", `${locale}.json`), "utf8")) as Record<string, string>;
      const texts: Record<string, Record<string, string>> = { pt: catalogue("pt"), en: catalogue("en") };
      const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
      const html = fs.readFileSync(path.join(src, "app/pwa/offline.html"), "utf8").replace(/%(pt|en):([\w.]+)%/g, (_, locale: string, id: string) => {
        const text = texts[locale][id];
        if (text === undefined) throw new Error(`offline.html: no message ${id} in locales/${locale}.json`);
        return escapeHtml(text);
      });
      this.emitFile({ type: "asset", fileName: "offline.html", source: html });
    },
  };
}

/**
 * What the service worker precaches: the landing page's code (the entry and
 * its static imports), the public catalogues and the not-found page, besides
 * the HTML, icons and manifest: about 180 kB of gzip, most of which the
 * landing page has just downloaded. The rest of the app (about 600 kB more)
 * is cached as it is used (web/src/app/pwa/sw.ts), so a visitor on a paid
 * data plan never downloads the signed-in area.
 */
const PRECACHED_SCREENS = [/\?public$/, /^src\/pages\/NotFoundPage\.tsx$/];

function firstScreenFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) walk(i);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || PRECACHED_SCREENS.some((re) => re.test(key))) walk(key);
  return files;
}

function serviceWorker(): Plugin[] {
  let outDir = "";
  const locateOutDir: Plugin = {
    name: "ponte:sw-out-dir",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    locateOutDir,
    ...VitePWA({
      strategies: "injectManifest",
      srcDir: "src/app/pwa",
      filename: "sw.ts",
      // a new version waits until the person accepts the reload (web/src/app/pwa/registerServiceWorker.ts)
      registerType: "prompt",
      injectRegister: false,
      // the icons are in globPatterns below already
      includeManifestIcons: false,
      manifest: {
        id: "/",
        name: "Ponte",
        short_name: "Ponte",
        description: "Cooperação regional entre Angola, Namíbia e África do Sul",
        lang: "pt",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        // brand.700 (web/src/ui/theme/config.ts), as index.html's theme-color
        theme_color: "#0b5d4b",
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        globPatterns: ["index.html", "offline.html", "offline.js", "favicon.svg", "icons/*.png", "assets/**/*.{js,css,woff2}"],
        manifestTransforms: [
          async (entries) => {
            const firstScreen = firstScreenFiles(outDir);
            return { manifest: entries.filter((e) => !e.url.startsWith("assets/") || firstScreen.has(e.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [messageCatalogues(), routeList(), offlinePage(), react(), serviceWorker()],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.join(icuParserDir, "no-parser.js") },
            // React Router's package exports only its development build (extra
            // checks and warnings); the production build beside it has the same
            // API. Only "react-router" itself is imported anywhere (one copy).
            { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
          ]
        : [],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // .vite/manifest.json: which source modules each chunk holds (the bundle
    // e2e test uses it to tell admin-area chunks apart).
    manifest: true,
    // Every browser the build targets (es2022) preloads modules itself.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) at the
      // top level with these pure helpers; marking them pure lets the build
      // drop the recipes Ponte's systems leave out (web/src/ui/theme/).
      treeshake: { manualPureFunctions: ["defineConfig", "mergeConfigs", "createSystem", "createAnatomy"] },
    },
  },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/media": api,
      // Only the OAuth endpoints: /auth/callback is a web route.
      "/auth/google": api,
      "/auth/facebook": api,
      "/healthz": api,
      // the member's data export (a zip the API writes; POST with the access token)
      "/privacy/export": api,
      // the one-click unsubscribe page of e-mails (GET shows it, POST confirms)
      "/unsubscribe": api,
    },
  },
}));
