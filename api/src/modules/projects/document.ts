import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../audit/audit.ts";
import { dbId } from "./ids.ts";
import { touchProject } from "./touch.ts";

export const ProjectDocumentRef = builder.prismaNode("ProjectDocument", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    uploadedAt: t.expose("uploadedAt", { type: "DateTime" }),
    // the file's metadata only: never its bytes
    mimeType: t.string({ select: { media: { select: { mimeType: true } } }, resolve: (d) => d.media.mimeType }),
    byteSize: t.int({ select: { media: { select: { byteSize: true } } }, resolve: (d) => d.media.byteSize }),
    /** download address; served as an attachment */
    url: t.string({ select: { mediaId: true }, resolve: (d) => `/media/${d.mediaId}` }),
    uploadedByName: t.string({
      nullable: true,
      select: { uploadedBy: { select: { fullName: true } } },
      resolve: (d) => d.uploadedBy?.fullName ?? null,
    }),
  }),
});

builder.mutationFields((t) => ({
  deleteProjectDocument: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ProjectDocumentRef }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const doc = await tx.projectDocument.findUnique({ where: { id: dbId(id) }, select: { id: true, projectId: true, mediaId: true, name: true } });
        if (!doc) throw notFound("ProjectDocument");
        // deleting the file removes the document row with it (cascade)
        await tx.media.delete({ where: { id: doc.mediaId } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.document.delete", entity: "ProjectDocument", entityId: doc.id, data: { name: doc.name } });
        return touchProject(tx, query, doc.projectId);
      }),
  }),
}));
