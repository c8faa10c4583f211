import { fileTypeFromBuffer } from "file-type";

/** The spec's limit: 5MB. */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Decided by the content's magic bytes, never by the name or the declared type. */
export const ALLOWED_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export type ImageCheck = { ok: true; mimeType: string; ext: string } | { ok: false; reason: "IMAGE_TOO_LARGE" | "IMAGE_TYPE_NOT_ALLOWED" };

export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "IMAGE_TOO_LARGE" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED_IMAGE_TYPES.has(type.mime)) return { ok: false, reason: "IMAGE_TYPE_NOT_ALLOWED" };
  return { ok: true, mimeType: type.mime, ext: type.ext };
}

/** A harmless display name: no path, no control characters, bounded length. */
export function safeFileName(name: string | undefined, ext: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(-200);
  return clean || `image.${ext}`;
}
