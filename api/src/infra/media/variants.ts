import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "./image-check.ts";

/**
 * The only widths an image is resized to, as WebP: a phone card (320), a
 * phone at 2× or a laptop card (640), a wide view (1280). Kept as rows beside
 * the original; nothing is resized per request, so a client cannot make the
 * server resize to arbitrary sizes.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export const VARIANT_MIME_TYPE = "image/webp";
/** Still pictures only: a GIF keeps its animation by being served as it came. */
export const RESIZABLE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const WEBP_QUALITY = 75;

export interface ImageVariant {
  /** the nominal width (one of VARIANT_WIDTHS) */
  width: number;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The variant width for a `?w=` value: the nearest of VARIANT_WIDTHS (the
 * larger on a tie), or null when no width was asked for or it is not a
 * number (the original is then served).
 */
export function snapWidth(requested: string | null): number | null {
  if (requested === null || requested.trim() === "") return null;
  const n = Number(requested);
  if (!Number.isFinite(n)) return null;
  let best: number = VARIANT_WIDTHS[0];
  for (const w of VARIANT_WIDTHS) if (Math.abs(w - n) <= Math.abs(best - n)) best = w;
  return best;
}

/**
 * WebP copies at VARIANT_WIDTHS, turned upright by the EXIF orientation and
 * stripped of metadata (no camera or GPS data leaves with them). Never wider
 * than the original: the widths it cannot fill share one copy at its own
 * width, stored under the smallest of them. Empty for a type that is not
 * resized (GIF) or a picture that cannot be decoded (the original is then
 * served for every width).
 */
export async function makeVariants(bytes: Uint8Array, mimeType: string): Promise<ImageVariant[]> {
  if (!RESIZABLE_TYPES.has(mimeType)) return [];
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const originalWidth = meta.autoOrient?.width ?? meta.width ?? 0;
    if (!originalWidth) return [];
    const variants: ImageVariant[] = [];
    let covered = false;
    for (const width of VARIANT_WIDTHS) {
      if (covered) break;
      covered = width >= originalWidth;
      const data = await upright.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ width, mimeType: VARIANT_MIME_TYPE, bytes: new Uint8Array(data) });
    }
    return variants;
  } catch {
    return [];
  }
}
