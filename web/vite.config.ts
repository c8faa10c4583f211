import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import type { PreloadPlan } from "@ponte/contracts/preload-plan";
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

/**
 * Each screen carries only its own GraphQL documents. The codegen client
 * preset's `graphql(\`…\`)` looks documents up in one map of every operation
 * of the app (web/src/gql/gql.ts, admin ones included: about 250 kB), which
 * would then travel with the first screen that asks for any. In the build,
 * each call is replaced by its own document (the object codegen wrote to
 * web/src/gql/graphql.ts, fragments included), as the preset's babel plugin
 * does, but inline: graphql.ts is one module, and a module sits in one chunk.
 */
function graphqlDocuments(): Plugin {
  const generated = path.join(import.meta.dirname, "src/gql/graphql.ts");
  const call = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`([^`]*)`\s*,?\s*\)/g;
  let documents: Map<string, string> | null = null;
  const load = () => {
    documents = new Map();
    for (const m of fs.readFileSync(generated, "utf8").matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm))
      documents.set(m[1], m[2]);
    return documents;
  };
  return {
    name: "ponte:graphql-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      load();
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || file.includes(`${path.sep}src${path.sep}gql${path.sep}`) || !code.includes("graphql(")) return null;
      let changed = false;
      const out = code.replace(call, (_whole, source: string) => {
        const def = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        const name = def && (def[1] === "fragment" ? `${def[2]}FragmentDoc` : `${def[2]}Document`);
        // codegen may have rewritten graphql.ts since the build started: read it again before giving up
        const doc = name ? (documents?.get(name) ?? load().get(name)) : undefined;
        if (!doc) this.error(`${path.relative(import.meta.dirname, file)}: no generated document ${name ?? "(unnamed)"} in web/src/gql/graphql.ts; run npm run codegen`);
        changed = true;
        return `(${doc})`;
      });
      return changed ? { code: out, map: null } : null;
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
const PRECACHED_SCREENS = [/^src\/i18n\/catalogues\/\w+\.public\.ts$/, /^src\/pages\/NotFoundPage\.tsx$/];

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

/**
 * Fewer, larger chunks behind sign-in. Left to itself the build splits the
 * signed-in area into a hundred small chunks (each set of screens that shares
 * a module gets a chunk of its own), which a phone fetches in chains of lazy
 * imports, one slow round trip per link. Instead, by the route that first
 * needs a module:
 * - "index": everything the entry imports statically (the landing page), one chunk;
 * - "landing-menu": what the landing's menu drawer adds (loaded on demand);
 * - "auth": what the sign-in page needs beyond those (Apollo, the session, the form);
 * - "member": what the member's dashboard and the signed-in shell need beyond those;
 * (Every catalogue of one language is one chunk already: web/src/i18n/catalogues.)
 * Other screens (the admin area above all) keep the automatic split, so a
 * visitor or member never downloads admin code. A higher group takes a module
 * first: the member chunk never holds what the sign-in page needs, and neither
 * pulls landing code out of the landing chunk.
 */
const CHUNK_ROOTS = {
  "landing-menu": ["src/modules/landing/components/LandingMenuDrawer.tsx"],
  auth: ["src/app/AppProviders.tsx", "src/modules/auth/pages/LoginPage.tsx"],
  member: ["src/modules/shell/components/AppShell.tsx", "src/modules/dashboard/pages/DashboardPage.tsx", "src/modules/dashboard/components/MemberDashboard.tsx"],
} as const;
type ChunkGroup = keyof typeof CHUNK_ROOTS;

/**
 * dist/preload.json, for the server (api/src/server/static.ts) to name in
 * index.html the chunks the requested page will need, so the browser fetches
 * them with the entry instead of one lazy import after another:
 * `modulepreload` for what the page needs now, `prefetch` (idle, low priority)
 * for what comes next: the signed-in area while the sign-in form is filled,
 * and for a visitor who holds a session on the landing page. Files are those
 * beyond the entry's own (index.html names those already); `messages` are the
 * full catalogues of each language, for the pages that show them (or, with
 * `prefetchMessages`, will show them next); `authMessages` the account
 * screens' (catalogues/*.auth.ts), which the sign-in page shows;
 * `publicMessages` the first bundle's texts (catalogues/*.public.ts), which
 * the landing page waits for before its first paint (web/src/main.tsx).
 * Its shape: contracts/src/preload-plan.ts. Written by routeChunks below.
 */
type CodeSplittingGroups = NonNullable<Extract<NonNullable<import("rolldown").OutputOptions["codeSplitting"]>, object>["groups"]>;

function routeChunks(): { plugin: Plugin; groups: CodeSplittingGroups } {
  const webRoot = import.meta.dirname;
  const members: Record<ChunkGroup, Set<string>> = { "landing-menu": new Set(), auth: new Set(), member: new Set() };
  const plugin: Plugin = {
    name: "ponte:route-chunks",
    apply: "build",
    buildEnd() {
      // the modules each group's roots reach through static imports
      for (const group of Object.keys(CHUNK_ROOTS) as ChunkGroup[]) {
        const seen = members[group];
        seen.clear();
        const stack: string[] = [];
        for (const root of CHUNK_ROOTS[group]) {
          const id = path.join(webRoot, root);
          if (this.getModuleInfo(id)) stack.push(id);
          else this.warn(`${root} is not in the build: update CHUNK_ROOTS in web/vite.config.ts`);
        }
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          // The app's own modules only: a package's index re-exports all of it (every Chakra
          // component), while the build takes from a package only what the group's modules use.
          if (id.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
        }
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const chunkOf = (root: string) => chunks.find((c) => c.moduleIds.includes(path.join(webRoot, root)));
      const closure = (files: Iterable<string>, into = new Set<string>()) => {
        const stack = [...files];
        while (stack.length) {
          const f = stack.pop() as string;
          if (into.has(f)) continue;
          into.add(f);
          stack.push(...(byFile.get(f)?.imports ?? []));
        }
        return into;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const filesFor = (...groups: ChunkGroup[]) => {
        const roots = groups.flatMap((g) => CHUNK_ROOTS[g].map(chunkOf)).filter((c) => c !== undefined);
        return [...closure(roots.map((c) => c.fileName))].filter((f) => !entry.has(f)).map((f) => `/${f}`);
      };
      const cataloguesOf = (suffix: string) =>
        Object.fromEntries(
          ["pt", "en"].map((locale) => {
            const catalogues = chunks.find((c) => c.facadeModuleId === path.join(webRoot, `src/i18n/catalogues/${locale}${suffix}.ts`));
            return [locale, catalogues ? [...closure([catalogues.fileName])].filter((f) => !entry.has(f)).map((f) => `/${f}`) : []];
          }),
        );
      const signedIn = filesFor("auth", "member");
      const signIn = filesFor("auth");
      const plan: PreloadPlan = {
        routes: [
          { path: "/", modulepreload: [], prefetch: [], prefetchWhenSignedIn: signedIn, messages: false, publicMessages: true },
          {
            path: "/login",
            modulepreload: signIn,
            prefetch: signedIn.filter((f) => !signIn.includes(f)),
            prefetchWhenSignedIn: [],
            messages: false,
            authMessages: true,
            prefetchMessages: true,
          },
          { path: "/app/*", modulepreload: signedIn, prefetch: [], prefetchWhenSignedIn: [], messages: true },
        ],
        messages: cataloguesOf(""),
        authMessages: cataloguesOf(".auth"),
        publicMessages: cataloguesOf(".public"),
      };
      this.emitFile({ type: "asset", fileName: "preload.json", source: JSON.stringify(plan, null, 2) });
    },
  };
  return {
    plugin,
    groups: [
      { name: "index", tags: ["$initial"], priority: 50 },
      { name: "landing-menu", test: (id: string) => members["landing-menu"].has(id), priority: 40 },
      { name: "auth", test: (id: string) => members.auth.has(id), priority: 30 },
      { name: "member", test: (id: string) => members.member.has(id), priority: 20 },
    ],
  };
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

const chunks = routeChunks();

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [messageCatalogues(), graphqlDocuments(), routeList(), offlinePage(), chunks.plugin, react(), serviceWorker()],
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
      output: { codeSplitting: { groups: chunks.groups } },
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
      // the page of the e-mailed link that confirms an account's deletion (GET shows it, POST confirms)
      "/privacy/delete-account": api,
      // invoice PDFs (GET with the access token)
      "/invoices": api,
      // the one-click unsubscribe page of e-mails (GET shows it, POST confirms)
      "/unsubscribe": api,
    },
  },
}));
