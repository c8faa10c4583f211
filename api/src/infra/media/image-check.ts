import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

/** The spec's limit: 5MB. */
export const MAX_IMAGE_BYTES = 5_242_880;
/**
 * At most 40 megapixels: a few kilobytes of PNG can declare 60,000 × 60,000
 * pixels (3.6 gigapixels), which every later resize or browser would have to
 * decode. Read from the header; nothing is decoded here.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Decided by the content's magic bytes, never by the name or the declared type. */
export const ALLOWED_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

export type ImageRefusal = "IMAGE_TOO_LARGE" | "IMAGE_TYPE_NOT_ALLOWED" | "IMAGE_TOO_MANY_PIXELS";
export type ImageCheck = { ok: true; mimeType: string; ext: string; width: number; height: number } | { ok: false; reason: ImageRefusal };

export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "IMAGE_TOO_LARGE" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED_IMAGE_TYPES.has(type.mime)) return { ok: false, reason: "IMAGE_TYPE_NOT_ALLOWED" };
  let width = 0;
  let height = 0;
  try {
    // header only; an animation counts every frame it would decode
    const meta = await sharp(bytes, { limitInputPixels: false, animated: true }).metadata();
    width = meta.width ?? 0;
    height = (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  } catch {
    return { ok: false, reason: "IMAGE_TYPE_NOT_ALLOWED" };
  }
  if (!width || !height) return { ok: false, reason: "IMAGE_TYPE_NOT_ALLOWED" };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: "IMAGE_TOO_MANY_PIXELS" };
  return { ok: true, mimeType: type.mime, ext: type.ext, width, height };
}

/** A harmless display name: no path, no control characters, bounded length. */
export function safeFileName(name: string | undefined, ext: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped from the download name
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .slice(-200);
  return clean || `image.${ext}`;
}
