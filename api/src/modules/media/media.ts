import crypto from "node:crypto";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput } from "../../graphql/errors.ts";
import { audit } from "../audit/audit.ts";
import { FileScalar } from "./file-scalar.ts";
import { MAX_IMAGE_BYTES, checkImage, safeFileName } from "./image-check.ts";

/** A stored upload, served from /media/:id (server/media.ts). */
export const MediaRef = builder.prismaObject("Media", {
  authScopes: { admin: true },
  // Never load the bytes just to describe the file.
  select: { id: true },
  fields: (t) => ({
    /** pass as imageId when creating or editing an opportunity */
    id: t.exposeID("id"),
    url: t.string({ resolve: (m) => `/media/${m.id}` }),
    mimeType: t.string({ select: { mimeType: true }, resolve: (m) => m.mimeType }),
    byteSize: t.int({ select: { byteSize: true }, resolve: (m) => m.byteSize }),
    fileName: t.string({ select: { fileName: true }, resolve: (m) => m.fileName }),
  }),
});

const imageError = (reason: "IMAGE_TOO_LARGE" | "IMAGE_TYPE_NOT_ALLOWED") =>
  badInput(reason === "IMAGE_TOO_LARGE" ? "The image must be at most 5MB" : "Only JPEG, PNG, GIF or WebP images are accepted", reason, [
    { field: "file", reason },
  ]);

builder.mutationFields((t) => ({
  /** Stores an opportunity image (JPEG, PNG, GIF or WebP by content, at most 5MB). */
  uploadImage: t.prismaField({
    type: "Media",
    authScopes: { admin: true },
    args: { file: t.arg({ type: FileScalar, required: true }) },
    resolve: async (query, _root, { file }, ctx) => {
      if (file.size > MAX_IMAGE_BYTES) throw imageError("IMAGE_TOO_LARGE");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = await checkImage(bytes);
      if (!check.ok) throw imageError(check.reason);
      const actorId = viewerUserId(ctx)!;
      return ctx.prisma.$transaction(async (tx) => {
        const media = await tx.media.create({
          ...query,
          data: {
            kind: "IMAGE",
            fileName: safeFileName(file.name, check.ext),
            mimeType: check.mimeType,
            byteSize: bytes.byteLength,
            sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
            data: bytes,
            createdById: actorId,
          },
        });
        await audit(tx, { actorId, action: "media.upload", entity: "Media", entityId: media.id, data: { mimeType: check.mimeType, byteSize: bytes.byteLength } });
        return media;
      });
    },
  }),
}));
