import crypto from "node:crypto";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, notFound } from "../../graphql/errors.ts";
import { signedDocumentUrl } from "../../infra/media/serve-media.ts";
import { audit } from "../../infra/audit/audit.ts";
import { FileScalar } from "../../infra/media/file-scalar.ts";
import { MAX_DOCUMENT_BYTES, checkDocument, documentName } from "./document-check.ts";
import { ProjectRef } from "./project.ts";
import { requireProjectId, touchProject } from "./touch.ts";

const DOCUMENT_ERRORS = {
  DOCUMENT_EMPTY: "The document is empty",
  DOCUMENT_TOO_LARGE: "The document must be at most 5MB",
  DOCUMENT_TYPE_NOT_ALLOWED: "Only PDF, PNG, JPEG, Word, Excel, text or CSV files are accepted",
} as const;
const documentError = (reason: keyof typeof DOCUMENT_ERRORS) => badInput(DOCUMENT_ERRORS[reason], reason, [{ field: "file", reason }]);

export const ProjectDocumentRef = builder.prismaNode("ProjectDocument", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    uploadedAt: t.expose("uploadedAt", { type: "DateTime" }),
    // the file's metadata only: never its bytes
    mimeType: t.string({ select: { media: { select: { mimeType: true } } }, resolve: (d) => d.media.mimeType }),
    byteSize: t.int({ select: { media: { select: { byteSize: true } } }, resolve: (d) => d.media.byteSize }),
    /** download address, signed and short-lived (infra/media/serve-media.ts); served as an attachment */
    url: t.string({ select: { mediaId: true }, resolve: (d, _args, ctx) => signedDocumentUrl(ctx.tokens, d.mediaId) }),
    uploadedByName: t.string({
      nullable: true,
      select: { uploadedBy: { select: { fullName: true } } },
      resolve: (d) => d.uploadedBy?.fullName ?? null,
    }),
  }),
});

builder.mutationFields((t) => ({
  /** Stores a project document (type checked by content, at most 5 MB) and answers with the project. */
  uploadProjectDocument: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      projectId: t.arg.globalID({ required: true, for: ProjectRef }),
      file: t.arg({ type: FileScalar, required: true }),
    },
    resolve: async (query, _root, { projectId: gid, file }, ctx) => {
      if (file.size === 0) throw documentError("DOCUMENT_EMPTY");
      if (file.size > MAX_DOCUMENT_BYTES) throw documentError("DOCUMENT_TOO_LARGE");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const name = documentName(file.name);
      const check = await checkDocument(bytes, name);
      if (!check.ok) throw documentError(check.reason);
      const actorId = viewerUserId(ctx);
      return ctx.prisma.$transaction(async (tx) => {
        const projectId = await requireProjectId(tx, gid.id);
        const media = await tx.media.create({
          data: {
            kind: "DOCUMENT",
            fileName: name,
            mimeType: check.mimeType,
            byteSize: bytes.byteLength,
            sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
            data: bytes,
            createdById: actorId,
          },
          select: { id: true },
        });
        const doc = await tx.projectDocument.create({ data: { projectId, mediaId: media.id, name, uploadedById: actorId }, select: { id: true } });
        await audit(tx, {
          actorId,
          action: "project.document.upload",
          entity: "ProjectDocument",
          entityId: doc.id,
          data: { projectId, name, mimeType: check.mimeType, byteSize: bytes.byteLength },
        });
        return touchProject(tx, query, projectId);
      });
    },
  }),

  deleteProjectDocument: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ProjectDocumentRef }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const doc = await tx.projectDocument.findUnique({ where: { id: id.id }, select: { id: true, projectId: true, mediaId: true, name: true } });
        if (!doc) throw notFound("ProjectDocument");
        // deleting the file removes the document row with it (cascade)
        await tx.media.delete({ where: { id: doc.mediaId } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.document.delete", entity: "ProjectDocument", entityId: doc.id, data: { name: doc.name } });
        return touchProject(tx, query, doc.projectId);
      }),
  }),
}));
