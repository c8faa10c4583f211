import { serviceRequestRules } from "@ponte/contracts/service-requests";
import * as E from "../../generated/prisma/enums.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound, statusConflict } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { CountryEnum } from "../../infra/common/schema.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { LocalizedText } from "../catalogue/offering.ts";
import { NEW_FOR_ADMINS, notifyAdmins } from "../notifications/notify-admins.ts";
import { queueEmail } from "../email-notifications/email-jobs.ts";

export const ServiceCategoryEnum = builder.enumType(E.ServiceCategory, { name: "ServiceCategory" });
export const ServiceRequestStatusEnum = builder.enumType(E.ServiceRequestStatus, { name: "ServiceRequestStatus" });

type Status = keyof typeof E.ServiceRequestStatus;

/** The admin transitions of spec §4: pending → processing | completed, processing → completed. */
export const ALLOWED_TRANSITIONS: Record<Status, Status[]> = {
  PENDING: ["PROCESSING", "COMPLETED"],
  PROCESSING: ["COMPLETED"],
  COMPLETED: [],
  CANCELLED: [],
};

/** A member's request for a regional service; readable by its owner and by administrators. */
export const ServiceRequestRef = builder.prismaNode("ServiceRequest", {
  id: { field: "id" },
  authScopes: (request, ctx) => request.userId === viewerUserId(ctx) || { admin: true },
  fields: (t) => ({
    category: t.expose("category", { type: ServiceCategoryEnum, nullable: true }),
    /** the option chosen in the category modal (e.g. "universities") or a catalogue service slug */
    serviceType: t.exposeString("serviceType"),
    /** the catalogue service's title in both languages for a request made from the catalogue; null for the regional services' options */
    serviceTitle: t.field({
      type: LocalizedText,
      nullable: true,
      select: { offering: { select: { titlePt: true, titleEn: true } } },
      resolve: (r) => (r.offering ? { pt: r.offering.titlePt, en: r.offering.titleEn } : null),
    }),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    phone: t.exposeString("phone"),
    message: t.exposeString("message"),
    status: t.expose("status", { type: ServiceRequestStatusEnum }),
    userCountry: t.expose("userCountry", { type: CountryEnum, nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

// the same rules as the web's request form (@ponte/contracts)
const rules = serviceRequestRules;

const CreateServiceRequestInput = builder.inputType("CreateServiceRequestInput", {
  fields: (t) => ({
    category: t.field({ type: ServiceCategoryEnum, required: true }),
    serviceType: t.string({ required: true, validate: rules.serviceType }),
    name: t.string({ required: true, validate: rules.name }),
    email: t.string({ required: true, validate: rules.email }),
    phone: t.string({ required: true, validate: rules.phone }),
    message: t.string({ required: true, validate: rules.message }),
  }),
});

const ServiceRequestFilter = builder.inputType("ServiceRequestFilter", {
  fields: (t) => ({
    status: t.field({ type: ServiceRequestStatusEnum, required: false }),
    category: t.field({ type: ServiceCategoryEnum, required: false }),
  }),
});

function filterWhere(filter: { status?: Status | null; category?: string | null } | null | undefined): Prisma.ServiceRequestWhereInput {
  const where: Prisma.ServiceRequestWhereInput = {};
  if (filter?.status) where.status = filter.status;
  if (filter?.category) where.category = filter.category as Prisma.ServiceRequestWhereInput["category"];
  return where;
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

const RequestOrder = connectionOrder("ServiceRequest", "service request", {
  CREATED_AT: { description: "When the request was made.", orderBy: "createdAt" },
  STATUS: { description: "The request's status, in workflow order (pending, processing, completed, cancelled).", orderBy: "status" },
});

builder.queryFields((t) => ({
  /** The signed-in member's own requests, newest first. */
  myServiceRequests: t.prismaConnection(
    {
      type: "ServiceRequest",
      cursor: "id",
      authScopes: { user: true },
      totalCount: (_p, _a, ctx) => ctx.prisma.serviceRequest.count({ where: { userId: viewerUserId(ctx)! } }),
      resolve: (query, _p, _a, ctx) => ctx.prisma.serviceRequest.findMany({ ...query, where: { userId: viewerUserId(ctx)! }, orderBy: NEWEST_FIRST }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),
  /** Every request, newest first, filtered by status and category (administrators). */
  serviceRequests: t.prismaConnection(
    {
      type: "ServiceRequest",
      cursor: "id",
      authScopes: { admin: true },
      args: {
        filter: t.arg({ type: ServiceRequestFilter, required: false }),
        orderBy: t.arg({ type: RequestOrder.Input, required: false, description: "The order of the list; newest first when omitted." }),
      },
      totalCount: (_p, args, ctx) => ctx.prisma.serviceRequest.count({ where: filterWhere(args.filter) }),
      resolve: (query, _p, args, ctx) =>
        ctx.prisma.serviceRequest.findMany({
          ...query,
          where: filterWhere(args.filter),
          orderBy: RequestOrder.toOrderBy(args.orderBy, NEWEST_FIRST) as Prisma.ServiceRequestOrderByWithRelationInput[],
        }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));

builder.mutationFields((t) => ({
  /** A member asks for a regional service; it starts pending and records the member's country. */
  createServiceRequest: t.prismaField({
    type: "ServiceRequest",
    authScopes: { user: true },
    args: { input: t.arg({ type: CreateServiceRequestInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const userId = viewerUserId(ctx)!;
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { country: true, fullName: true } });
      const serviceType = input.serviceType.trim();
      return ctx.prisma.$transaction(async (tx) => {
        const created = await tx.serviceRequest.create({
          ...query,
          data: {
            userId,
            category: input.category,
            serviceType,
            name: input.name.trim(),
            email: input.email.trim().toLowerCase(),
            phone: input.phone.trim(),
            message: input.message.trim(),
            userCountry: user.country,
          },
        });
        await notifyAdmins(tx, "SERVICE_REQUEST", {
          kind: NEW_FOR_ADMINS,
          requestId: created.id,
          serviceType,
          requesterName: user.fullName,
          status: "PENDING",
        });
        return created;
      });
    },
  }),
  /** The owner withdraws a request while nobody has started on it. */
  cancelServiceRequest: t.prismaField({
    type: "ServiceRequest",
    authScopes: { user: true },
    args: { id: t.arg.globalID({ for: ServiceRequestRef, required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const userId = viewerUserId(ctx)!;
      const { count } = await ctx.prisma.serviceRequest.updateMany({
        where: { id: id.id, userId, status: "PENDING" },
        data: { status: "CANCELLED" },
      });
      if (count === 0) {
        const existing = await ctx.prisma.serviceRequest.findFirst({ where: { id: id.id, userId }, select: { status: true } });
        if (!existing) throw notFound("Service request");
        throw statusConflict("The service request", { currentStatus: existing.status, reason: "INVALID_TRANSITION" });
      }
      return ctx.prisma.serviceRequest.findUniqueOrThrow({ ...query, where: { id: id.id } });
    },
  }),
  /** An administrator moves a request along (spec §4); the member is notified. */
  updateServiceRequestStatus: t.prismaField({
    type: "ServiceRequest",
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ for: ServiceRequestRef, required: true }),
      status: t.arg({ type: ServiceRequestStatusEnum, required: true }),
    },
    resolve: async (query, _root, { id, status }, ctx) => {
      const actorId = viewerUserId(ctx);
      const from = (Object.keys(ALLOWED_TRANSITIONS) as Status[]).filter((s) => ALLOWED_TRANSITIONS[s].includes(status));
      await ctx.prisma.$transaction(async (tx) => {
        const before = await tx.serviceRequest.findUnique({
          where: { id: id.id },
          select: { status: true, userId: true, serviceType: true, offering: { select: { titlePt: true, titleEn: true } } },
        });
        if (!before) throw notFound("Service request");
        // Conditional update: two admins clicking at once cannot both win.
        const { count } = await tx.serviceRequest.updateMany({
          where: { id: id.id, status: { in: from } },
          data: { status, handledById: actorId },
        });
        if (count === 0) {
          // read again: another administrator may have moved it since `before`
          const now = await tx.serviceRequest.findUniqueOrThrow({ where: { id: id.id }, select: { status: true } });
          throw statusConflict("The service request", { currentStatus: now.status, reason: "INVALID_TRANSITION" });
        }
        await audit(tx, {
          actorId,
          action: "serviceRequest.status",
          entity: "ServiceRequest",
          entityId: id.id,
          data: { from: before.status, to: status },
        });
        await tx.notification.create({
          data: {
            userId: before.userId,
            type: "SERVICE_REQUEST",
            data: {
              requestId: id.id,
              serviceType: before.serviceType,
              // a catalogue service's own title, so the notification never shows its slug
              ...(before.offering ? { serviceTitle: { pt: before.offering.titlePt, en: before.offering.titleEn } } : {}),
              status,
            },
          },
        });
        const service = before.offering ? { pt: before.offering.titlePt, en: before.offering.titleEn } : { pt: before.serviceType, en: before.serviceType };
        await queueEmail(ctx.jobs, { userId: before.userId, content: { kind: "SERVICE_REQUEST_STATUS", service, status } }, tx);
      });
      return ctx.prisma.serviceRequest.findUniqueOrThrow({ ...query, where: { id: id.id } });
    },
  }),
}));
