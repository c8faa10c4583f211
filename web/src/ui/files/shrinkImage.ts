/**
 * Pictures are made smaller in the browser before they are sent: members pay
 * for their mobile data, and a phone's 5 MB photo takes minutes at 400 kbit/s.
 * The server keeps its own resized copies for display; this spares the upload.
 */

/** The longest edge a picture is sent at. */
export const SHRINK_MAX_EDGE = 1600;
/** A picture this small whose edges are within the limit goes as it is. */
export const SHRINK_SKIP_BYTES = 300 * 1024;
/** WebP (or JPEG) quality: no visible loss at 1600 px, a fraction of a camera's bytes. */
export const SHRINK_QUALITY = 0.82;
/** Still pictures only: a GIF would lose its animation. */
const SHRINKABLE = new Set(["image/jpeg", "image/png", "image/webp"]);

export interface ShrinkPlan {
  width: number;
  height: number;
  quality: number;
}

/** How to shrink a picture of this type, size and (upright) dimensions; null sends it unchanged. */
export function shrinkPlan(file: { type: string; size: number }, width: number, height: number): ShrinkPlan | null {
  if (!SHRINKABLE.has(file.type)) return null;
  const edge = Math.max(width, height);
  if (!(edge > 0)) return null;
  if (edge <= SHRINK_MAX_EDGE && file.size <= SHRINK_SKIP_BYTES) return null;
  const scale = Math.min(1, SHRINK_MAX_EDGE / edge);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), quality: SHRINK_QUALITY };
}

/** A decoded picture, turned upright by its EXIF orientation. */
export interface DecodedImage {
  width: number;
  height: number;
  close: () => void;
}

export interface ShrinkTools<T extends DecodedImage = DecodedImage> {
  /** null when the browser cannot decode the file (it is then sent as it is, and the server decides) */
  decode: (file: File) => Promise<T | null>;
  encode: (image: T, plan: ShrinkPlan) => Promise<Blob | null>;
}

/**
 * The picture to send: `file` itself when it needs no shrinking, cannot be
 * decoded here, or would not get smaller; otherwise a WebP (JPEG where the
 * browser has no WebP encoder) whose longest edge is SHRINK_MAX_EDGE.
 */
export async function shrinkImage<T extends DecodedImage>(file: File, tools: ShrinkTools<T> = browserTools as unknown as ShrinkTools<T>): Promise<File> {
  if (!SHRINKABLE.has(file.type)) return file;
  const image = await tools.decode(file).catch(() => null);
  if (!image) return file;
  try {
    const plan = shrinkPlan(file, image.width, image.height);
    if (!plan) return file;
    const blob = await tools.encode(image, plan).catch(() => null);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    image.close();
  }
}

/** "praia.JPG" sent as WebP is "praia.webp". */
export function renamed(name: string, type: string): string {
  const ext = type === "image/webp" ? "webp" : type === "image/png" ? "png" : "jpg";
  const base = name.replace(/\.[^./\\]*$/, "") || "image";
  return `${base}.${ext}`;
}

const browserTools: ShrinkTools<ImageBitmap> = {
  decode: async (file) => {
    if (typeof createImageBitmap !== "function") return null;
    try {
      return await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch {
      // a browser that predates the "from-image" option applies the orientation by default
      return createImageBitmap(file).catch(() => null);
    }
  },
  encode: async (bitmap, plan) => {
    const canvas = document.createElement("canvas");
    canvas.width = plan.width;
    canvas.height = plan.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return null;
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(bitmap, 0, 0, plan.width, plan.height);
    const toBlob = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, plan.quality));
    const webp = await toBlob("image/webp");
    if (webp?.type === "image/webp") return webp;
    // no WebP encoder (it answered PNG): JPEG, on white so transparent parts do not turn black
    ctx.globalCompositeOperation = "destination-over";
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, plan.width, plan.height);
    return toBlob("image/jpeg");
  },
};
