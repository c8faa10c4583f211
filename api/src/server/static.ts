import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

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
      entry = fs.promises.readFile(file).then((raw) =>
        encoding === "br"
          ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzip(raw, { level: 9 }),
      );
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };
}

/**
 * Serves the built web app: hashed assets with a long cache, any other path
 * falls back to index.html so deep links work (client-side routing).
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  const compressed = compressedCache();
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = new URL(req.url ?? "/", "http://x");
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    const isAsset = rel.startsWith("/assets/");
    if (!stat?.isFile()) {
      if (isAsset || path.extname(rel)) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
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
      "cache-control": isAsset ? "public, max-age=31536000, immutable" : "no-cache",
    };
    if (file === indexFile) {
      headers["content-security-policy"] =
        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'";
      headers["referrer-policy"] = "strict-origin-when-cross-origin";
    }
    const encoding = COMPRESSIBLE.has(path.extname(file)) && stat.size > 1024 ? pickEncoding(req.headers["accept-encoding"]) : null;
    if (COMPRESSIBLE.has(path.extname(file))) headers.vary = "accept-encoding";
    if (encoding) {
      compressed(file, stat, encoding).then(
        (body) => {
          res.writeHead(200, { ...headers, "content-encoding": encoding, "content-length": body.length });
          res.end(req.method === "HEAD" ? undefined : body);
        },
        () => {
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end("Could not read the file");
        },
      );
      return;
    }
    res.writeHead(200, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  };
}
