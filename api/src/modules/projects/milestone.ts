import { milestoneRules } from "@ponte/contracts/projects";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { isPastDate } from "./health.ts";
import { ProjectRef } from "./project.ts";
import { requireProjectId, touchProject } from "./touch.ts";

export const MilestoneRef = builder.prismaNode("Milestone", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    dueDate: t.expose("dueDate", { type: "Date" }),
    completed: t.boolean({ resolve: (m) => m.completedAt != null }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
    /** not completed and its due date is over ("Atrasado") */
    overdue: t.boolean({ resolve: (m) => m.completedAt == null && isPastDate(m.dueDate, new Date()) }),
  }),
});

const MilestoneInput = builder.inputType("MilestoneInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: milestoneRules.title }),
    description: t.string({ required: false, validate: milestoneRules.description }),
    dueDate: t.field({ type: "Date", required: true }),
  }),
});

async function requireMilestone(tx: Prisma.TransactionClient, id: string) {
  const m = await tx.milestone.findUnique({ where: { id }, select: { id: true, projectId: true, title: true } });
  if (!m) throw notFound("Milestone");
  return m;
}

builder.mutationFields((t) => {
  const setCompleted = (completed: boolean) =>
    t.prismaField({
      type: "Project",
      authScopes: { admin: true },
      args: { id: t.arg.globalID({ required: true, for: MilestoneRef }) },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.$transaction(async (tx) => {
          const m = await requireMilestone(tx, args.id.id);
          await tx.milestone.update({ where: { id: m.id }, data: { completedAt: completed ? new Date() : null } });
          await audit(tx, {
            actorId: viewerUserId(ctx),
            action: completed ? "project.milestone.complete" : "project.milestone.reopen",
            entity: "Milestone",
            entityId: m.id,
          });
          return touchProject(tx, query, m.projectId);
        }),
    });

  return {
    addMilestone: t.prismaField({
      type: "Project",
      authScopes: { admin: true },
      args: {
        projectId: t.arg.globalID({ required: true, for: ProjectRef }),
        input: t.arg({ type: MilestoneInput, required: true }),
      },
      resolve: (query, _root, { projectId: gid, input }, ctx) =>
        ctx.prisma.$transaction(async (tx) => {
          const projectId = await requireProjectId(tx, gid.id);
          const m = await tx.milestone.create({
            data: { projectId, title: input.title.trim(), description: input.description?.trim() ?? "", dueDate: input.dueDate },
          });
          await audit(tx, { actorId: viewerUserId(ctx), action: "project.milestone.add", entity: "Milestone", entityId: m.id, data: { projectId, title: m.title } });
          return touchProject(tx, query, projectId);
        }),
    }),
    completeMilestone: setCompleted(true),
    reopenMilestone: setCompleted(false),
    deleteMilestone: t.prismaField({
      type: "Project",
      authScopes: { admin: true },
      args: { id: t.arg.globalID({ required: true, for: MilestoneRef }) },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.$transaction(async (tx) => {
          const m = await requireMilestone(tx, args.id.id);
          await tx.milestone.delete({ where: { id: m.id } });
          await audit(tx, { actorId: viewerUserId(ctx), action: "project.milestone.delete", entity: "Milestone", entityId: m.id, data: { title: m.title } });
          return touchProject(tx, query, m.projectId);
        }),
    }),
  };
});
