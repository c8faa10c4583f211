import { deliverableTitle } from "@ponte/contracts/projects";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { ProjectRef } from "./project.ts";
import { requireProjectId, touchProject } from "./touch.ts";

export const DeliverableRef = builder.prismaNode("Deliverable", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    title: t.exposeString("title"),
    done: t.exposeBoolean("done"),
    position: t.exposeInt("position"),
  }),
});

async function requireDeliverable(tx: Prisma.TransactionClient, id: string) {
  const d = await tx.deliverable.findUnique({ where: { id }, select: { id: true, projectId: true, done: true, title: true } });
  if (!d) throw notFound("Deliverable");
  return d;
}

builder.mutationFields((t) => ({
  addDeliverable: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      projectId: t.arg.globalID({ required: true, for: ProjectRef }),
      title: t.arg.string({ required: true, validate: deliverableTitle() }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const projectId = await requireProjectId(tx, args.projectId.id);
        const last = await tx.deliverable.aggregate({ where: { projectId }, _max: { position: true } });
        const d = await tx.deliverable.create({
          data: { projectId, title: args.title.trim(), position: (last._max.position ?? -1) + 1 },
        });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.deliverable.add", entity: "Deliverable", entityId: d.id, data: { projectId, title: d.title } });
        return touchProject(tx, query, projectId);
      }),
  }),

  toggleDeliverable: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: DeliverableRef }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const d = await requireDeliverable(tx, args.id.id);
        await tx.deliverable.update({ where: { id: d.id }, data: { done: !d.done } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.deliverable.toggle", entity: "Deliverable", entityId: d.id, data: { done: !d.done } });
        return touchProject(tx, query, d.projectId);
      }),
  }),

  deleteDeliverable: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: DeliverableRef }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const d = await requireDeliverable(tx, args.id.id);
        await tx.deliverable.delete({ where: { id: d.id } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.deliverable.delete", entity: "Deliverable", entityId: d.id, data: { title: d.title } });
        return touchProject(tx, query, d.projectId);
      }),
  }),
}));
