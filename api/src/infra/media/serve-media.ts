import type http from "node:http";
import type { AppServices } from "../../graphql/context.ts";
import { isUuid } from "../../graphql/node-id.ts";
import { RESIZABLE_TYPES, makeVariants, snapWidth } from "./variants.ts";

// Never served as HTML or SVG, whatever was stored.
const SAFE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"]);

/**
 * How long a signed document link works. Long enough for a click after the
 * list loaded, short enough that a leaked link (history, logs, a forwarded
 * e-mail) soon stops opening the file; the web app asks for a fresh one when
 * it has expired.
 */
export const DOCUMENT_URL_TTL_SECONDS = 600;

/** The download address of a private document (project files): signed and short-lived. */
export const signedDocumentUrl = (tokens: AppServices["tokens"], mediaId: string, now = Date.now()) => tokens.signUrl(`/media/${mediaId}`, DOCUMENT_URL_TTL_SECONDS, now);

/**
 * GET /media/:id — uploaded files from PostgreSQL, with ETag.
 * Images (opportunity pictures, photos) are public and cached for a year;
 * `?w=<width>` serves the stored WebP copy nearest that width (variants.ts),
 * so a phone downloads the size it shows. Documents are private: only a link
 * signed by the API (signedDocumentUrl, given to administrators through
 * GraphQL) opens them, until it expires; anything else gets 404, so a guessed
 * or stale id reveals nothing.
 */
export async function serveMedia(services: Pick<AppServices, "prisma" | "tokens">, id: string, url: URL, req: http.IncomingMessage, res: http.ServerResponse) {
  if (!isUuid(id)) {
    res.writeHead(404).end();
    return;
  }
  const { prisma } = services;
  const media = await prisma.media.findUnique({
    where: { id },
    select: { mimeType: true, sha256: true, kind: true, fileName: true, byteSize: true },
  });
  const isDocument = media?.kind !== "IMAGE";
  if (!media || (isDocument && !services.tokens.verifyUrl(`/media/${id}`, url.searchParams.get("exp"), url.searchParams.get("sig")))) {
    res.writeHead(404, { "cache-control": "no-store" }).end();
    return;
  }
  const width = isDocument || !RESIZABLE_TYPES.has(media.mimeType) ? null : snapWidth(url.searchParams.get("w"));
  const variant = width === null ? null : await findVariant(prisma, id, width);
  const etag = variant ? `"${media.sha256}-w${variant.width}"` : `"${media.sha256}"`;
  const mimeType = variant?.mimeType ?? media.mimeType;
  const headers: Record<string, string | number> = {
    etag,
    // a document must not linger in shared caches once its link has expired
    "cache-control": isDocument ? "private, no-store" : "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "content-type": SAFE_TYPES.has(mimeType) ? mimeType : "application/octet-stream",
  };
  if (isDocument) {
    headers["content-disposition"] = `attachment; filename*=UTF-8''${encodeURIComponent(media.fileName)}`;
    headers["referrer-policy"] = "no-referrer";
  }
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers["content-length"] = variant?.byteSize ?? media.byteSize;
  if (req.method === "HEAD") {
    res.writeHead(200, headers).end();
    return;
  }
  // The bytes are loaded only once the request is known to be allowed.
  const row = variant
    ? await prisma.mediaVariant.findUnique({ where: { mediaId_width: { mediaId: id, width: variant.width } }, select: { data: true } })
    : await prisma.media.findUnique({ where: { id }, select: { data: true } });
  if (!row) {
    res.writeHead(404).end();
    return;
  }
  headers["content-length"] = row.data.length;
  res.writeHead(200, headers);
  res.end(Buffer.from(row.data));
}

/**
 * The stored copy for a snapped width: the widest one not over it (a small
 * original has one copy, under the smallest width). An image stored before
 * copies existed gets them made and kept on its first sized request; the
 * widths are fixed, so that happens at most once per image. Null when the
 * picture cannot be resized: the original is served.
 */
async function findVariant(prisma: AppServices["prisma"], mediaId: string, width: number) {
  const pick = () =>
    prisma.mediaVariant.findFirst({
      where: { mediaId, width: { lte: width } },
      orderBy: { width: "desc" },
      select: { width: true, mimeType: true, byteSize: true },
    });
  const found = await pick();
  if (found) return found;
  if (await prisma.mediaVariant.count({ where: { mediaId } })) return null;
  const original = await prisma.media.findUnique({ where: { id: mediaId }, select: { data: true, mimeType: true } });
  const made = original ? await makeVariants(original.data, original.mimeType) : [];
  if (made.length === 0) return null;
  await prisma.mediaVariant.createMany({
    data: made.map((v) => ({ mediaId, width: v.width, mimeType: v.mimeType, byteSize: v.bytes.byteLength, data: v.bytes })),
    skipDuplicates: true,
  });
  return pick();
}
