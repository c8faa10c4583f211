import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, notFound, statusConflict } from "../../graphql/errors.ts";
import { nodeId } from "../../graphql/node-id.ts";
import { audit } from "../../infra/audit/audit.ts";
import { DELIVER_WEBHOOK, webhookBody } from "./webhook-delivery.ts";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events.ts";
import { sealWebhookSecret, webhookSecretKey } from "./webhook-secret-box.ts";
import { newWebhookSecret } from "./webhook-signature.ts";
import { refuseWebhookUrl } from "./webhook-url-guard.ts";

/** The enum's names (OPPORTUNITY_PUBLISHED) stand for the dotted types partners see (opportunity.published). */
const enumName = (type: string) => type.replace(".", "_").toUpperCase();
const EVENT_BY_NAME = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [enumName(type), type])) as Record<string, WebhookEventType>;

export const WebhookEventTypeEnum = builder.enumType("WebhookEventType", { values: Object.keys(EVENT_BY_NAME) });

export const WebhookDeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", { values: ["PENDING", "SUCCEEDED", "FAILED"] as const });

/** A partner's endpoint; the secret is never readable after creation. */
export const WebhookEndpointRef = builder.prismaNode("WebhookEndpoint", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    url: t.exposeString("url"),
    events: t.field({ type: [WebhookEventTypeEnum], resolve: (e) => e.events.map(enumName) }),
    enabled: t.exposeBoolean("enabled"),
    disabledReason: t.exposeString("disabledReason", { nullable: true }),
    failingSince: t.expose("failingSince", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    deliveries: t.relatedConnection("deliveries", { cursor: "id", query: () => ({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }), totalCount: true }),
  }),
});

export const WebhookDeliveryRef = builder.prismaNode("WebhookDelivery", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    eventId: t.exposeString("eventId"),
    eventType: t.field({
      type: WebhookEventTypeEnum,
      select: { event: { select: { type: true } } },
      resolve: (d) => enumName(d.event.type),
    }),
    payload: t.string({
      select: { event: { select: { id: true, type: true, createdAt: true, data: true } } },
      resolve: (d) => webhookBody(d.event),
    }),
    status: t.expose("status", { type: WebhookDeliveryStatusEnum }),
    attempts: t.exposeInt("attempts"),
    lastStatusCode: t.exposeInt("lastStatusCode", { nullable: true }),
    lastError: t.exposeString("lastError", { nullable: true }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const CreatedWebhookEndpoint = builder.objectRef<{ secret: string; endpointId: string }>("CreatedWebhookEndpoint").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    secret: t.exposeString("secret"),
    endpoint: t.prismaField({
      type: "WebhookEndpoint",
      resolve: (query, parent, _args, ctx) => ctx.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: parent.endpointId } }),
    }),
  }),
});

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: z.string().trim().min(1).max(100) }),
    url: t.string({ required: true, validate: z.string().trim().min(8).max(2000) }),
    events: t.field({ type: [WebhookEventTypeEnum], required: true, validate: z.array(z.string()).min(1).max(WEBHOOK_EVENT_TYPES.length) }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.prismaConnection(
    {
      type: "WebhookEndpoint",
      cursor: "id",
      authScopes: { admin: true },
      totalCount: (_parent, _args, ctx) => ctx.prisma.webhookEndpoint.count(),
      resolve: (query, _parent, _args, ctx) => ctx.prisma.webhookEndpoint.findMany({ ...query, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
  webhookDeliveries: t.prismaConnection(
    {
      type: "WebhookDelivery",
      cursor: "id",
      authScopes: { admin: true },
      args: { endpointId: t.arg.globalID({ required: true, for: WebhookEndpointRef }) },
      totalCount: (_parent, args, ctx) => ctx.prisma.webhookDelivery.count({ where: { endpointId: args.endpointId.id } }),
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.webhookDelivery.findMany({ ...query, where: { endpointId: args.endpointId.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreatedWebhookEndpoint,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const url = input.url.trim();
      const refusal = await refuseWebhookUrl(url, ctx.config.WEBHOOKS_ALLOW_LOOPBACK);
      if (refusal) throw badInput("This URL cannot receive webhooks", refusal, [{ field: "url", reason: refusal }]);
      const secret = newWebhookSecret();
      const actorId = viewerUserId(ctx);
      const endpoint = await ctx.prisma.$transaction(async (tx) => {
        const row = await tx.webhookEndpoint.create({
          data: {
            name: input.name.trim(),
            url,
            events: [...new Set(input.events.map((name) => EVENT_BY_NAME[name]!))],
            // encrypted at rest; shown in clear only in this answer
            secret: sealWebhookSecret(webhookSecretKey(ctx.config), secret),
            createdById: actorId,
          },
          select: { id: true, name: true, url: true, events: true },
        });
        await audit(tx, { actorId, action: "webhook.create", entity: "WebhookEndpoint", entityId: row.id, data: { name: row.name, url: row.url, events: row.events } });
        return row;
      });
      return { secret, endpointId: endpoint.id };
    },
  }),

  setWebhookEndpointEnabled: t.prismaField({
    type: "WebhookEndpoint",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: WebhookEndpointRef }), enabled: t.arg.boolean({ required: true }) },
    resolve: (query, _root, { id, enabled }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const existing = await tx.webhookEndpoint.findUnique({ where: { id: id.id }, select: { enabled: true } });
        if (!existing) throw notFound("Webhook endpoint");
        if (existing.enabled !== enabled) {
          await tx.webhookEndpoint.update({
            where: { id: id.id },
            data: enabled ? { enabled, disabledReason: null, failingSince: null } : { enabled, disabledReason: "ADMIN" },
          });
          await audit(tx, { actorId: viewerUserId(ctx), action: enabled ? "webhook.enable" : "webhook.disable", entity: "WebhookEndpoint", entityId: id.id });
        }
        return tx.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: id.id } });
      }),
  }),

  deleteWebhookEndpoint: t.field({
    type: "ID",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: WebhookEndpointRef }) },
    resolve: (_root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const { count } = await tx.webhookEndpoint.deleteMany({ where: { id: id.id } });
        if (count === 0) throw notFound("Webhook endpoint");
        await audit(tx, { actorId: viewerUserId(ctx), action: "webhook.delete", entity: "WebhookEndpoint", entityId: id.id });
        return nodeId("WebhookEndpoint", id.id);
      }),
  }),

  resendWebhookDelivery: t.prismaField({
    type: "WebhookDelivery",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: WebhookDeliveryRef }) },
    resolve: async (query, _root, { id }, ctx) => {
      const existing = await ctx.prisma.webhookDelivery.findUnique({ where: { id: id.id }, select: { status: true } });
      if (!existing) throw notFound("Webhook delivery");
      // a pending delivery has a job already; a second one would deliver it twice at once
      if (existing.status === "PENDING") throw statusConflict("Webhook delivery", { currentStatus: "PENDING", reason: "INVALID_TRANSITION" });
      // PENDING first, so the job cannot find it SUCCEEDED and skip it
      await ctx.prisma.webhookDelivery.update({ where: { id: id.id }, data: { status: "PENDING", queuedAt: new Date() } });
      try {
        await ctx.jobs.send(DELIVER_WEBHOOK, { deliveryId: id.id });
      } catch (e) {
        await ctx.prisma.webhookDelivery.update({ where: { id: id.id }, data: { status: existing.status } });
        throw e;
      }
      await audit(ctx.prisma, { actorId: viewerUserId(ctx), action: "webhook.resend", entity: "WebhookDelivery", entityId: id.id });
      return ctx.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: id.id } });
    },
  }),
}));
