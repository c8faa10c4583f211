import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { PreloadPlan } from "@ponte/contracts/preload-plan";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".csv", ".md", ".ics", ".webmanifest"]);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
type Encoding = "br" | "gzip";

/** br when the browser takes it, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^q=0(\.0*)?$/.test(p.trim())))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** A compressed copy, made on the thread pool (the event loop stays free while megabytes are compressed). */
export function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzip(raw, { level: 9 });
}

/**
 * Compressed copies of the built files, made once per file version (the
 * assets are immutable; index.html changes only with a new build) and kept in
 * memory: the whole app is a few megabytes before compression.
 */
function compressedCache() {
  const cache = new Map<string, Promise<Buffer>>();
  return (file: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = fs.promises.readFile(file).then((raw) => compress(raw, encoding));
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };
}

/**
 * The app's pages as the web build lists them (dist/routes.json, written from
 * web/src/app/routePaths.ts): exact paths, and `/area/*` for an area and
 * everything below it. Without the file (a build from before it existed)
 * every path counts as a page, as before.
 */
function appRoutes(root: string) {
  const file = path.join(root, "routes.json");
  let cached: { mtimeMs: number; patterns: string[] | null } | null = null;
  return (pathname: string): boolean => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return true;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let patterns: string[] | null = null;
      try {
        const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
        if (Array.isArray(parsed) && parsed.every((p) => typeof p === "string")) patterns = parsed;
      } catch {}
      cached = { mtimeMs: stat.mtimeMs, patterns };
    }
    const patterns = cached.patterns;
    if (!patterns) return true;
    const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    return patterns.some((pattern) => (pattern.endsWith("/*") ? p === pattern.slice(0, -2) || p.startsWith(pattern.slice(0, -1)) : p === pattern));
  };
}

/** The language the app will show: the one it saved in the `ponte_locale` cookie (web/src/i18n), else Portuguese. */
export const LOCALE_COOKIE = "ponte_locale";

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/**
 * dist/preload.json (written by the web build, web/vite.config.ts; its shape in
 * contracts/src/preload-plan.ts): for each page, the chunks it will need beyond
 * the entry. Named in index.html, the browser asks for them with the entry
 * instead of discovering them one lazy import at a time (on a slow mobile
 * network each link of that chain costs a round trip of half a second).
 * Without the file, index.html as is.
 */
function preloadPlan(root: string) {
  const file = path.join(root, "preload.json");
  let cached: { mtimeMs: number; plan: PreloadPlan | null } | null = null;
  return (): PreloadPlan | null => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let plan: PreloadPlan | null = null;
      try {
        plan = JSON.parse(fs.readFileSync(file, "utf8")) as PreloadPlan;
        if (!Array.isArray(plan.routes)) plan = null;
      } catch {}
      cached = { mtimeMs: stat.mtimeMs, plan };
    }
    return cached.plan;
  };
}

/**
 * The tags for one page (`pathname` matched exactly, or `/area/*` for an area
 * and below): `<link rel="modulepreload">` for what it needs now, and what
 * comes next as `<meta name="ponte-prefetch">`, which the app turns into
 * prefetches once its first screen is shown (web/src/app/prefetchNext.ts): a
 * `<link rel="prefetch">` in the page would start at once and share a slow
 * network with the scripts the first screen is waiting for.
 */
export function preloadLinks(plan: PreloadPlan | null, pathname: string, visitor: { signedIn: boolean; locale: string | undefined }): string {
  if (!plan) return "";
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const route = plan.routes.find((r) => (r.path.endsWith("/*") ? p === r.path.slice(0, -2) || p.startsWith(r.path.slice(0, -1)) : p === r.path));
  if (!route) return "";
  const locale = visitor.locale === "en" ? "en" : "pt";
  // only the build's own script files: the plan is data read from disk, never markup
  const now = [
    ...route.modulepreload,
    ...(route.messages ? (plan.messages[locale] ?? []) : []),
    ...(route.authMessages ? (plan.authMessages?.[locale] ?? []) : []),
    ...(route.publicMessages ? (plan.publicMessages?.[locale] ?? []) : []),
  ].filter((f) => ASSET_PATH.test(f));
  const next = [...route.prefetch, ...(visitor.signedIn ? route.prefetchWhenSignedIn : []), ...(route.prefetchMessages ? (plan.messages[locale] ?? []) : [])].filter(
    (f) => ASSET_PATH.test(f) && !now.includes(f),
  );
  return [
    ...now.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
    ...(next.length ? [`<meta name="ponte-prefetch" content="${next.join(" ")}">`] : []),
  ].join("");
}

/**
 * Whether the page's request carried a session cookie (web/src/session/sessionHint.ts):
 * without one the app knows at once that nobody is signed in, instead of asking the
 * server first (a round trip before the sign-in form shows); with one it asks for the
 * access token as soon as its first script runs. Not a secret: the cookie's presence only.
 */
export const sessionHintMeta = (signedIn: boolean): string => `<meta name="ponte-session" content="${signedIn ? "present" : "none"}">`;

/** host[:port] as HTTP allows it in a Host header (no user info, path or spaces). */
export const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The ws:/wss: origin of this site, for a CSP's connect-src (not every
 * browser counts it as 'self'): from PUBLIC_URL, else (development) the
 * request's own host when it is a valid one; "" when neither.
 */
export function socketOrigin(publicUrl: string | undefined, requestHost: string | undefined): string {
  if (publicUrl) {
    const u = new URL(publicUrl);
    return `${u.protocol === "https:" ? "wss:" : "ws:"}//${u.host}`;
  }
  return requestHost && VALID_HOST.test(requestHost) ? `ws://${requestHost.toLowerCase()}` : "";
}

/**
 * The app's Content-Security-Policy. The app talks only to its own origin:
 * GraphQL over HTTP ('self') and over WebSocket (socketOrigin). Images may
 * also come from `imageOrigin`, the platform's public address that image URLs
 * are built on (api/src/modules/auth/links.ts publicOrigin), which is not
 * 'self' when someone opens the app by another name for the same server
 * (127.0.0.1 for localhost).
 */
export function contentSecurityPolicy(publicUrl: string | undefined, requestHost: string | undefined, imageOrigin?: string): string {
  const socket = socketOrigin(publicUrl, requestHost);
  return [
    "default-src 'self'",
    `img-src 'self'${imageOrigin ? ` ${imageOrigin}` : ""} data: blob:`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self'${socket ? ` ${socket}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
  ].join("; ");
}

/**
 * Serves the built web app: hashed assets with a long cache; the app's own
 * pages (deep links, client-side routing) get index.html with 200, any other
 * path index.html with 404 (the app shows its not-found page, and crawlers
 * and scanners see a real 404).
 */
export function createStaticHandler(distDir: string, options: { publicUrl?: string; imageOrigin?: () => string; sessionCookie?: string } = {}) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  const compressed = compressedCache();
  const isAppRoute = appRoutes(root);
  const plan = preloadPlan(root);
  // index.html with a page's preload links: a few variants per build, kept like the files
  const pages = new Map<string, Promise<Buffer>>();
  const page = (stat: fs.Stats, links: string, encoding: Encoding | null): Promise<Buffer> => {
    const key = `${encoding}:${stat.mtimeMs}:${links}`;
    let entry = pages.get(key);
    if (!entry) {
      if (pages.size > 64) pages.clear();
      entry = fs.promises.readFile(indexFile, "utf8").then((html) => {
        const body = Buffer.from(html.replace("</head>", `${links}</head>`));
        return encoding ? compress(body, encoding) : body;
      });
      entry.catch(() => pages.delete(key));
      pages.set(key, entry);
    }
    return entry;
  };
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    // the path as sent: "//host/…" is a path here, not another host
    const url = req.url?.startsWith("/") ? URL.parse(`http://x${req.url}`) : null;
    let rel: string;
    try {
      if (!url) throw new URIError("unreadable path");
      rel = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad request");
      return;
    }
    let file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    const isAsset = rel.startsWith("/assets/");
    let status = 200;
    if (!stat?.isFile()) {
      if (isAsset || path.extname(rel)) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      if (!isAppRoute(url.pathname)) status = 404;
      file = indexFile;
      stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) {
        res.writeHead(503, { "content-type": "text/plain" }).end("The web app is not built: run `npm run build`.");
        return;
      }
    }
    const headers: Record<string, string | number> = {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "content-length": stat.size,
      "x-content-type-options": "nosniff",
      // Everything outside /assets/ keeps its name across deploys and is revalidated on each use: index.html,
      // and sw.js above all (a cached service worker would keep serving the old version), manifest, icons.
      "cache-control": isAsset ? "public, max-age=31536000, immutable" : "no-cache",
    };
    // every page: the app's index.html and the service worker's offline.html
    if (path.extname(file) === ".html") {
      headers["content-security-policy"] = contentSecurityPolicy(options.publicUrl, req.headers.host, options.imageOrigin?.());
      headers["referrer-policy"] = "strict-origin-when-cross-origin";
    }
    const encoding = COMPRESSIBLE.has(path.extname(file)) && stat.size > 1024 ? pickEncoding(req.headers["accept-encoding"]) : null;
    if (COMPRESSIBLE.has(path.extname(file))) headers.vary = "accept-encoding";
    let links = "";
    if (file === indexFile && status === 200) {
      const signedIn = options.sessionCookie !== undefined && Boolean(cookieValue(req.headers.cookie, options.sessionCookie));
      links = preloadLinks(plan(), url.pathname, { signedIn, locale: cookieValue(req.headers.cookie, LOCALE_COOKIE) });
      if (options.sessionCookie !== undefined) links += sessionHintMeta(signedIn);
    }
    if (links) {
      // the tags depend on the cookies: no shared cache may hand one visitor's page to another
      headers.vary = "accept-encoding, cookie";
      page(stat, links, pickEncoding(req.headers["accept-encoding"])).then(
        (body) => {
          const enc = pickEncoding(req.headers["accept-encoding"]);
          res.writeHead(status, { ...headers, ...(enc ? { "content-encoding": enc } : {}), "content-length": body.length });
          res.end(req.method === "HEAD" ? undefined : body);
        },
        () => {
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end("Could not read the file");
        },
      );
      return;
    }
    if (encoding) {
      compressed(file, stat, encoding).then(
        (body) => {
          res.writeHead(status, { ...headers, "content-encoding": encoding, "content-length": body.length });
          res.end(req.method === "HEAD" ? undefined : body);
        },
        () => {
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end("Could not read the file");
        },
      );
      return;
    }
    res.writeHead(status, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  };
}
