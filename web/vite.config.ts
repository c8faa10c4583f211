import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
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

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [messageCatalogues(), routeList(), react()],
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
    },
  },
}));
