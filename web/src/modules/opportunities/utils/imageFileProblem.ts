/** Spec §9: 5242880 bytes; JPEG, PNG and GIF are offered (the server also takes WebP). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** The message id for a picked file that cannot be used, or null when it is fine. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/") || !ACCEPTED.includes(file.type)) return "opportunities.image.notImage";
  if (file.size > IMAGE_MAX_BYTES) return "opportunities.image.tooLarge";
  return null;
}
