import { memberRole } from "@ponte/contracts/projects";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { StaffMemberRef } from "../team/staff-member.ts";
import { ProjectRef } from "./project.ts";
import { requireProjectId, touchProject } from "./touch.ts";

/** A staff member on a project, with the role they play there. */
builder.prismaObject("ProjectMember", {
  authScopes: { admin: true },
  fields: (t) => ({
    project: t.relation("project"),
    staffMember: t.relation("staffMember"),
    role: t.exposeString("role", { nullable: true }),
    addedAt: t.expose("addedAt", { type: "DateTime" }),
  }),
});

builder.mutationFields((t) => ({
  addProjectMember: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      projectId: t.arg.globalID({ required: true, for: ProjectRef }),
      staffMemberId: t.arg.globalID({ required: true, for: StaffMemberRef }),
      role: t.arg.string({ required: false, validate: memberRole() }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const projectId = await requireProjectId(tx, args.projectId.id);
        const staff = await tx.staffMember.findUnique({ where: { id: args.staffMemberId.id }, select: { id: true, role: true } });
        if (!staff || args.staffMemberId.typename !== "StaffMember") throw notFound("StaffMember");
        const existing = await tx.projectMember.findUnique({
          where: { projectId_staffMemberId: { projectId, staffMemberId: staff.id } },
          select: { projectId: true },
        });
        if (existing) throw conflict("Already on the project team", "ALREADY_MEMBER");
        const role = args.role?.trim() || staff.role;
        await tx.projectMember.create({ data: { projectId, staffMemberId: staff.id, role } });
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "project.member.add",
          entity: "Project",
          entityId: projectId,
          data: { staffMemberId: staff.id, role },
        });
        return touchProject(tx, query, projectId);
      }),
  }),

  removeProjectMember: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      projectId: t.arg.globalID({ required: true, for: ProjectRef }),
      staffMemberId: t.arg.globalID({ required: true, for: StaffMemberRef }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const projectId = await requireProjectId(tx, args.projectId.id);
        const staffMemberId = args.staffMemberId.id;
        const removed = await tx.projectMember.deleteMany({ where: { projectId, staffMemberId } });
        if (removed.count === 0) throw notFound("ProjectMember");
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "project.member.remove",
          entity: "Project",
          entityId: projectId,
          data: { staffMemberId },
        });
        return touchProject(tx, query, projectId);
      }),
  }),
}));
