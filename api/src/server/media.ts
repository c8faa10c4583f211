import type http from "node:http";
import type { Db } from "../db/prisma.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Never served as HTML or SVG, whatever was stored.
const SAFE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"]);

/** GET /media/:id — uploaded files from PostgreSQL, with ETag and a long cache. */
export async function serveMedia(prisma: Db, id: string, req: http.IncomingMessage, res: http.ServerResponse) {
  if (!UUID.test(id)) {
    res.writeHead(404).end();
    return;
  }
  const media = await prisma.media.findUnique({
    where: { id },
    select: { mimeType: true, sha256: true, data: true, kind: true, fileName: true },
  });
  if (!media) {
    res.writeHead(404).end();
    return;
  }
  const etag = `"${media.sha256}"`;
  const headers: Record<string, string | number> = {
    etag,
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "content-type": SAFE_TYPES.has(media.mimeType) ? media.mimeType : "application/octet-stream",
  };
  if (media.kind === "DOCUMENT") {
    headers["content-disposition"] = `attachment; filename*=UTF-8''${encodeURIComponent(media.fileName)}`;
  }
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers["content-length"] = media.data.length;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : Buffer.from(media.data));
}
