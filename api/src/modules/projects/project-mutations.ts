import { datesInOrder, projectRules } from "@ponte/contracts/projects";
import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, notFound, statusConflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { ClientRef } from "../clients/client.ts";
import { CountryEnum, CurrencyEnum, SectorEnum } from "../../infra/common/schema.ts";
import { PriorityEnum, ProjectStatusEnum } from "./enums.ts";
import { ProjectRef } from "./project.ts";
import { canTransition } from "./transitions.ts";

// the same rules as the web's project form (@ponte/contracts)
const { name, description, budget, progress } = projectRules;

const CreateProjectInput = builder.inputType("CreateProjectInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: name }),
    clientId: t.globalID({ required: true, for: ClientRef }),
    country: t.field({ type: CountryEnum, required: true }),
    sector: t.field({ type: SectorEnum, required: true }),
    startDate: t.field({ type: "Date", required: false }),
    endDate: t.field({ type: "Date", required: false }),
    budget: t.field({ type: "Decimal", required: false, validate: budget }),
    currency: t.field({ type: CurrencyEnum, required: false }),
    priority: t.field({ type: PriorityEnum, required: false }),
    description: t.string({ required: false, validate: description }),
  }),
  validate: z.looseObject({ startDate: z.date().nullish(), endDate: z.date().nullish() }).refine(datesInOrder, { message: "END_BEFORE_START", path: ["endDate"] }),
});

const UpdateProjectInput = builder.inputType("UpdateProjectInput", {
  fields: (t) => ({
    name: t.string({ required: false, validate: name }),
    clientId: t.globalID({ required: false, for: ClientRef }),
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    startDate: t.field({ type: "Date", required: false }),
    endDate: t.field({ type: "Date", required: false }),
    budget: t.field({ type: "Decimal", required: false, validate: budget }),
    currency: t.field({ type: CurrencyEnum, required: false }),
    progress: t.int({ required: false, validate: progress }),
    priority: t.field({ type: PriorityEnum, required: false }),
    description: t.string({ required: false, validate: description }),
  }),
  validate: z.looseObject({ startDate: z.date().nullish(), endDate: z.date().nullish() }).refine(datesInOrder, { message: "END_BEFORE_START", path: ["endDate"] }),
});

async function requireClient(tx: Prisma.TransactionClient, id: string) {
  const client = await tx.client.findUnique({ where: { id }, select: { id: true } });
  if (!client) throw notFound("Client");
  return client.id;
}

async function requireProject(tx: Prisma.TransactionClient, id: string) {
  const project = await tx.project.findUnique({ where: { id } });
  if (!project) throw notFound("Project");
  return project;
}

builder.mutationFields((t) => ({
  /** A new project starts in planning, with progress 0; its spending comes from its expenses (spent.ts). */
  createProject: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateProjectInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const clientId = await requireClient(tx, input.clientId.id);
        const project = await tx.project.create({
          ...query,
          data: {
            name: input.name.trim(),
            clientId,
            country: input.country,
            sector: input.sector,
            startDate: input.startDate ?? null,
            endDate: input.endDate ?? null,
            budget: input.budget ?? "0",
            currency: input.currency ?? "USD",
            priority: input.priority ?? "MEDIUM",
            description: input.description?.trim() ?? "",
            status: "PLANNING",
            progress: 0,
            createdById: viewerUserId(ctx),
          },
        });
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "project.create",
          entity: "Project",
          entityId: project.id,
          data: { name: project.name, clientId },
        });
        return project;
      }),
  }),

  updateProject: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: ProjectRef }),
      input: t.arg({ type: UpdateProjectInput, required: true }),
    },
    resolve: (query, _root, { id, input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await requireProject(tx, id.id);
        const data: Prisma.ProjectUncheckedUpdateInput = {};
        if (input.name != null) data.name = input.name.trim();
        if (input.clientId != null) data.clientId = await requireClient(tx, input.clientId.id);
        if (input.country != null) data.country = input.country;
        if (input.sector != null) data.sector = input.sector;
        if (input.startDate !== undefined) data.startDate = input.startDate;
        if (input.endDate !== undefined) data.endDate = input.endDate;
        if (input.budget != null) data.budget = input.budget;
        if (input.currency != null) data.currency = input.currency;
        if (input.progress != null) data.progress = input.progress;
        if (input.priority != null) data.priority = input.priority;
        if (input.description != null) data.description = input.description.trim();
        const start = input.startDate !== undefined ? input.startDate : current.startDate;
        const end = input.endDate !== undefined ? input.endDate : current.endDate;
        if (start && end && end.getTime() < start.getTime()) {
          throw badInput("The end date is before the start date", "END_BEFORE_START", [{ field: "input.endDate", reason: "END_BEFORE_START" }]);
        }
        const project = await tx.project.update({ ...query, where: { id: current.id }, data });
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "project.update",
          entity: "Project",
          entityId: project.id,
          data: { fields: Object.keys(data) },
        });
        return project;
      }),
  }),

  /**
   * Planning → active/cancelled; active → paused/completed/cancelled;
   * paused → active/cancelled. Completing sets progress to 100.
   */
  changeProjectStatus: t.prismaField({
    type: "Project",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: ProjectRef }),
      status: t.arg({ type: ProjectStatusEnum, required: true }),
    },
    resolve: (query, _root, { id, status }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        // locked, so two administrators changing it at once are judged one after the other
        await tx.$queryRaw`SELECT 1 FROM "Project" WHERE "id" = ${id.id}::uuid FOR UPDATE`;
        const current = await requireProject(tx, id.id);
        if (!canTransition(current.status, status)) throw statusConflict("The project", { currentStatus: current.status, reason: "INVALID_TRANSITION" });
        const project = await tx.project.update({
          ...query,
          where: { id: current.id },
          data: { status, ...(status === "COMPLETED" ? { progress: 100 } : {}) },
        });
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "project.status",
          entity: "Project",
          entityId: project.id,
          data: { from: current.status, to: status },
        });
        return project;
      }),
  }),

  /** Removes the project with its team, deliverables, milestones, risks and documents. */
  deleteProject: t.globalID({
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ProjectRef }) },
    resolve: (_root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const current = await requireProject(tx, id.id);
        const documents = await tx.projectDocument.findMany({ where: { projectId: current.id }, select: { mediaId: true } });
        await tx.project.delete({ where: { id: current.id } });
        // the documents' files are not shared with anything else
        if (documents.length) await tx.media.deleteMany({ where: { id: { in: documents.map((d) => d.mediaId) } } });
        await audit(tx, {
          actorId: viewerUserId(ctx),
          action: "project.delete",
          entity: "Project",
          entityId: current.id,
          data: { name: current.name },
        });
        return { type: "Project", id: current.id };
      }),
  }),
}));
