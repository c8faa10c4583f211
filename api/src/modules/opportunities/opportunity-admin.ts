import { z } from "zod";
import { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { type Context, viewerUserId } from "../../graphql/context.ts";
import { badInput, conflict, notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum, OpportunityStatusEnum, SectorEnum } from "../../infra/common/schema.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { OpportunityRef } from "./opportunity.ts";
import { OpportunityInput, OpportunityUpdateInput, opportunityData } from "./opportunity-input.ts";
import { deleteOpportunityAndTellApplicants } from "./opportunity-removal.ts";

export const isAdmin = (ctx: Pick<Context, "viewer">) => ctx.viewer?.kind === "user" && ctx.viewer.role === "ADMIN";

export const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";
const isMissingRow = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2025";

const duplicateTitle = () => conflict("An opportunity with this title already exists", "DUPLICATE_TITLE");

/**
 * Refuses to (re)open an opportunity whose deadline day has ended in its
 * country's time zone: the expiry job would close it again within minutes and
 * the database refuses applications to it meanwhile. Runs after the write, in
 * its transaction, so a new deadline given in the same edit counts.
 */
async function assertOpenable(tx: Tx, id: string) {
  const [row] = await tx.$queryRaw<Array<{ closed: boolean }>>`
    SELECT now() >= ponte_opportunity_closes_at("country", "deadline") AS closed FROM "Opportunity" WHERE "id" = ${id}::uuid`;
  if (row?.closed) throw conflict("The deadline day has ended; set a later deadline to reopen the opportunity", "DEADLINE_PASSED");
}

const AdminOpportunityFilter = builder.inputType("AdminOpportunityFilter", {
  fields: (t) => ({
    status: t.field({ type: OpportunityStatusEnum, required: false }),
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    /** case-insensitive, over title, description and organisation */
    search: t.string({ required: false, validate: z.string().max(200, "TOO_LONG") }),
  }),
});

async function adminWhere(
  db: SearchScope,
  filter: { status?: string | null; country?: string | null; sector?: string | null; search?: string | null } | null | undefined,
): Promise<Prisma.OpportunityWhereInput> {
  const where: Prisma.OpportunityWhereInput = {};
  if (filter?.status) where.status = filter.status as Prisma.OpportunityWhereInput["status"];
  if (filter?.country) where.country = filter.country as Prisma.OpportunityWhereInput["country"];
  if (filter?.sector) where.sector = filter.sector as Prisma.OpportunityWhereInput["sector"];
  const q = filter?.search?.trim();
  // accents, case and wildcards ignored (infra/search/text-search.ts)
  if (q) where.id = { in: await matchingIds(db, SEARCH.opportunity, q) };
  return where;
}

type Tx = Prisma.TransactionClient;

async function assertImage(tx: Tx, imageId: string) {
  const media = await tx.media.findUnique({ where: { id: imageId }, select: { kind: true } });
  if (media?.kind !== "IMAGE") {
    throw badInput("The image was not found; upload it again", "IMAGE_NOT_FOUND", [{ field: "input.imageId", reason: "IMAGE_NOT_FOUND" }]);
  }
}

/**
 * Tells every member who wants notifications about a new opportunity, in the
 * same transaction as the insert (one statement, whatever the member count).
 * The publisher is left out: they just saw it being created.
 */
async function notifyMembersOfOpportunity(tx: Tx, opportunity: { id: string; title: string; country: string }, actorId: string) {
  const data = JSON.stringify({
    opportunityId: nodeId("Opportunity", opportunity.id),
    title: opportunity.title,
    country: opportunity.country,
  });
  await tx.$executeRaw`
    INSERT INTO "Notification" ("id", "userId", "type", "data", "createdAt")
    SELECT gen_random_uuid(), u."id", 'OPPORTUNITY'::"NotificationType", ${data}::jsonb, now() AT TIME ZONE 'UTC'
    FROM "User" u
    WHERE u."notificationsEnabled" AND u."id" <> ${actorId}::uuid`;
}

const AdminOpportunityOrder = connectionOrder("AdminOpportunity", "administrators' opportunity", {
  TITLE: { description: "The title, alphabetically.", orderBy: "title" },
  DEADLINE: { description: "The application deadline.", orderBy: "deadline" },
  STATUS: { description: "The status (ACTIVE, INACTIVE, EXPIRED in that order).", orderBy: "status" },
  APPLICATIONS: { description: "The number of applications received.", orderBy: (dir) => ({ applications: { _count: dir } }) },
  CREATED_AT: { description: "When the opportunity was published.", orderBy: "createdAt" },
});

builder.queryFields((t) => ({
  /** Every opportunity, whatever its status, newest first (admin area). */
  adminOpportunities: t.prismaConnection(
    {
      type: "Opportunity",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: AdminOpportunityFilter, required: false }),
        orderBy: t.arg({ type: AdminOpportunityOrder.Input, required: false }),
      },
      totalCount: async (_parent, args, ctx) => ctx.prisma.opportunity.count({ where: await adminWhere(ctx, args.filter) }),
      resolve: async (query, _parent, args, ctx) =>
        ctx.prisma.opportunity.findMany({
          ...query,
          where: await adminWhere(ctx, args.filter),
          orderBy: AdminOpportunityOrder.toOrderBy(args.orderBy, [{ createdAt: "desc" }, { id: "desc" }]),
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  /** One opportunity: anyone may read an active one, administrators any. */
  opportunity: t.prismaField({
    type: "Opportunity",
    nullable: true,
    authScopes: { public: true },
    args: { id: t.arg.globalID({ required: true, for: OpportunityRef }) },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id.id;
      const found = await ctx.prisma.opportunity.findFirst({
        ...query,
        where: { id, ...(isAdmin(ctx) ? {} : { status: "ACTIVE" as const }) },
      });
      if (!found) throw notFound("Opportunity");
      return found;
    },
  }),
}));

builder.mutationFields((t) => ({
  /** Publishes an opportunity (active at once) and notifies members who want it. */
  createOpportunity: t.prismaField({
    type: "Opportunity",
    authScopes: { admin: true },
    args: { input: t.arg({ type: OpportunityInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const actorId = viewerUserId(ctx)!;
      const data = opportunityData(input);
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          if (data.imageId) await assertImage(tx, data.imageId);
          const created = await tx.opportunity.create({
            ...query,
            data: { ...(data as Prisma.OpportunityUncheckedCreateInput), status: "ACTIVE", createdById: actorId },
          });
          await audit(tx, { actorId, action: "opportunity.create", entity: "Opportunity", entityId: created.id, data: { title: created.title } });
          await notifyMembersOfOpportunity(tx, created, actorId);
          return created;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicateTitle();
        throw e;
      }
    },
  }),

  /** Edits an opportunity; the status may be set to active, inactive or expired. */
  updateOpportunity: t.prismaField({
    type: "Opportunity",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: OpportunityRef }),
      input: t.arg({ type: OpportunityUpdateInput, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id.id;
      const actorId = viewerUserId(ctx)!;
      const current = await ctx.prisma.opportunity.findUnique({ where: { id }, select: { deadline: true, country: true } });
      if (!current) throw notFound("Opportunity");
      const data = opportunityData(args.input, { currentDeadline: current.deadline, currentCountry: current.country });
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          if (data.imageId) await assertImage(tx, data.imageId);
          const updated = await tx.opportunity.update({ ...query, where: { id }, data });
          if (data.status === "ACTIVE") await assertOpenable(tx, id);
          await audit(tx, { actorId, action: "opportunity.update", entity: "Opportunity", entityId: id, data: { fields: Object.keys(data) } });
          return updated;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicateTitle();
        if (isMissingRow(e)) throw notFound("Opportunity");
        throw e;
      }
    },
  }),

  /** Pause / activate (or expire) an opportunity. */
  setOpportunityStatus: t.prismaField({
    type: "Opportunity",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: OpportunityRef }),
      status: t.arg({ type: OpportunityStatusEnum, required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id.id;
      const actorId = viewerUserId(ctx)!;
      try {
        return await ctx.prisma.$transaction(async (tx) => {
          const updated = await tx.opportunity.update({ ...query, where: { id }, data: { status: args.status } });
          if (args.status === "ACTIVE") await assertOpenable(tx, id);
          await audit(tx, { actorId, action: "opportunity.status", entity: "Opportunity", entityId: id, data: { status: args.status } });
          return updated;
        });
      } catch (e) {
        if (isMissingRow(e)) throw notFound("Opportunity");
        throw e;
      }
    },
  }),

  /** Deletes an opportunity and its applications together (saved rows cascade). */
  deleteOpportunity: t.id({
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: OpportunityRef }) },
    resolve: async (_root, args, ctx) => {
      const id = args.id.id;
      const actorId = viewerUserId(ctx)!;
      try {
        // applicants are told, in the same transaction (opportunity-removal.ts)
        await ctx.prisma.$transaction((tx) => deleteOpportunityAndTellApplicants(tx, id, actorId));
      } catch (e) {
        if (isMissingRow(e)) throw notFound("Opportunity");
        throw e;
      }
      return nodeId("Opportunity", id);
    },
  }),
}));
