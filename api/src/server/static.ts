import fs from "node:fs";
import type http from "node:http";
import path from "node:path";

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

/**
 * Serves the built web app: hashed assets with a long cache, any other path
 * falls back to index.html so deep links work (client-side routing).
 */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
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
    res.writeHead(200, headers);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  };
}
