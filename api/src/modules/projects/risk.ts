import { riskRules } from "@ponte/contracts/projects";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { RiskLevelEnum, RiskStatusEnum } from "./enums.ts";
import { ProjectRef } from "./project.ts";
import { requireProjectId, touchProject } from "./touch.ts";

export const RiskRef = builder.prismaNode("Risk", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    description: t.exposeString("description"),
    level: t.expose("level", { type: RiskLevelEnum }),
    status: t.expose("status", { type: RiskStatusEnum }),
    mitigation: t.exposeString("mitigation"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

// the same rules as the web's risk form (@ponte/contracts)
const { description, mitigation } = riskRules;

const AddRiskInput = builder.inputType("AddRiskInput", {
  fields: (t) => ({
    description: t.string({ required: true, validate: description }),
    level: t.field({ type: RiskLevelEnum, required: false }),
    status: t.field({ type: RiskStatusEnum, required: false }),
    mitigation: t.string({ required: false, validate: mitigation }),
  }),
});

const UpdateRiskInput = builder.inputType("UpdateRiskInput", {
  fields: (t) => ({
    description: t.string({ required: false, validate: description }),
    level: t.field({ type: RiskLevelEnum, required: false }),
    status: t.field({ type: RiskStatusEnum, required: false }),
    mitigation: t.string({ required: false, validate: mitigation }),
  }),
});

async function requireRisk(tx: Prisma.TransactionClient, id: string) {
  const r = await tx.risk.findUnique({ where: { id }, select: { id: true, projectId: true } });
  if (!r) throw notFound("Risk");
  return r;
}

builder.mutationFields((t) => ({
  addRisk: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      projectId: t.arg.globalID({ required: true, for: ProjectRef }),
      input: t.arg({ type: AddRiskInput, required: true }),
    },
    resolve: (query, _root, { projectId: gid, input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const projectId = await requireProjectId(tx, gid.id);
        const risk = await tx.risk.create({
          data: {
            projectId,
            description: input.description.trim(),
            level: input.level ?? "MEDIUM",
            status: input.status ?? "OPEN",
            mitigation: input.mitigation?.trim() ?? "",
          },
        });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.risk.add", entity: "Risk", entityId: risk.id, data: { projectId, level: risk.level } });
        return touchProject(tx, query, projectId);
      }),
  }),

  updateRisk: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: RiskRef }),
      input: t.arg({ type: UpdateRiskInput, required: true }),
    },
    resolve: (query, _root, { id, input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const risk = await requireRisk(tx, id.id);
        const data: Prisma.RiskUpdateInput = {};
        if (input.description != null) data.description = input.description.trim();
        if (input.level != null) data.level = input.level;
        if (input.status != null) data.status = input.status;
        if (input.mitigation != null) data.mitigation = input.mitigation.trim();
        await tx.risk.update({ where: { id: risk.id }, data });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.risk.update", entity: "Risk", entityId: risk.id, data: { fields: Object.keys(data) } });
        return touchProject(tx, query, risk.projectId);
      }),
  }),

  deleteRisk: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: RiskRef }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const risk = await requireRisk(tx, id.id);
        await tx.risk.delete({ where: { id: risk.id } });
        await audit(tx, { actorId: viewerUserId(ctx), action: "project.risk.delete", entity: "Risk", entityId: risk.id });
        return touchProject(tx, query, risk.projectId);
      }),
  }),
}));
