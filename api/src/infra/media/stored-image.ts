import crypto from "node:crypto";
import type { Prisma } from "../../generated/prisma/client.ts";
import { badInput } from "../../graphql/errors.ts";
import { isUuid } from "../../graphql/node-id.ts";
import { MAX_IMAGE_BYTES, type ImageRefusal, checkImage, safeFileName } from "./image-check.ts";
import { type ImageVariant, makeVariants } from "./variants.ts";

const IMAGE_MESSAGES: Record<ImageRefusal, string> = {
  IMAGE_TOO_LARGE: "The image must be at most 5MB",
  IMAGE_TYPE_NOT_ALLOWED: "Only JPEG, PNG, GIF or WebP images are accepted",
  IMAGE_TOO_MANY_PIXELS: "The image must be at most 40 megapixels",
};

export const imageError = (reason: ImageRefusal, field = "file") => badInput(IMAGE_MESSAGES[reason], reason, [{ field, reason }]);

/** An uploaded file that passed the image checks (type by content, 5MB, 40 megapixels), ready to store. */
export interface CheckedImage {
  bytes: Uint8Array<ArrayBuffer>;
  fileName: string;
  mimeType: string;
  /** resized WebP copies, made before any transaction opens (variants.ts) */
  variants: ImageVariant[];
}

/** Reads and checks an upload, and makes its resized copies; BAD_USER_INPUT with the refusal's reason otherwise. */
export async function readImageUpload(file: File): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw imageError("IMAGE_TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = await checkImage(bytes);
  if (!check.ok) throw imageError(check.reason);
  return { bytes, fileName: safeFileName(file.name, check.ext), mimeType: check.mimeType, variants: await makeVariants(bytes, check.mimeType) };
}

/** Stores a checked image with its resized copies; its public address is `/media/<id>` (`?w=640` for a copy). */
export function storeImage(tx: Prisma.TransactionClient, image: CheckedImage, createdById: string, query: object = {}) {
  return tx.media.create({
    ...query,
    data: {
      kind: "IMAGE",
      fileName: image.fileName,
      mimeType: image.mimeType,
      byteSize: image.bytes.byteLength,
      sha256: crypto.createHash("sha256").update(image.bytes).digest("hex"),
      data: image.bytes,
      createdById,
      variants: { create: image.variants.map((v) => ({ width: v.width, mimeType: v.mimeType, byteSize: v.bytes.byteLength, data: v.bytes })) },
    },
  });
}

export const mediaPath = (id: string) => `/media/${id}`;

/** The Media id behind a `/media/<id>` address, else null (an external URL from before photos were uploads). */
export function mediaIdOf(url: string | null | undefined): string | null {
  const m = /^\/media\/([^/]+)$/.exec(url ?? "");
  return m && isUuid(m[1]) ? m[1] : null;
}

/**
 * Deletes a replaced or removed photo once nothing shows it any more (no
 * person, team member or opportunity), so replacing a photo does not leave
 * the old bytes behind.
 */
export async function deletePhotoIfUnused(tx: Prisma.TransactionClient, url: string | null | undefined): Promise<void> {
  const id = mediaIdOf(url);
  if (!id) return;
  const path = mediaPath(id);
  const [people, staff, opportunities] = await Promise.all([
    tx.user.count({ where: { avatarUrl: path } }),
    tx.staffMember.count({ where: { avatarUrl: path } }),
    tx.opportunity.count({ where: { imageId: id } }),
  ]);
  if (people + staff + opportunities === 0) await tx.media.deleteMany({ where: { id, kind: "IMAGE" } });
}
