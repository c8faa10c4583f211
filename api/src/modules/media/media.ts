import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { audit } from "../../infra/audit/audit.ts";
import { FileScalar } from "../../infra/media/file-scalar.ts";
import { readImageUpload, storeImage } from "../../infra/media/stored-image.ts";

/** A stored upload, served from /media/:id (infra/media/serve-media.ts). */
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

builder.mutationFields((t) => ({
  /** Stores an opportunity image (JPEG, PNG, GIF or WebP by content, at most 5MB and 40 megapixels). */
  uploadImage: t.prismaField({
    type: "Media",
    authScopes: { admin: true },
    args: { file: t.arg({ type: FileScalar, required: true }) },
    resolve: async (query, _root, { file }, ctx) => {
      const image = await readImageUpload(file);
      const actorId = viewerUserId(ctx)!;
      // up to 5 MB and its resized copies go over the wire inside the transaction: Prisma's 5 s default is too short on a busy server
      return ctx.prisma.$transaction(
        async (tx) => {
          const media = await storeImage(tx, image, actorId, query);
          await audit(tx, { actorId, action: "media.upload", entity: "Media", entityId: media.id, data: { mimeType: image.mimeType, byteSize: image.bytes.byteLength } });
          return media;
        },
        { timeout: 30_000 },
      );
    },
  }),
}));
