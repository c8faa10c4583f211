import { z } from "zod";
import { apiTokenRules } from "@ponte/contracts/auth";
import { builder } from "../../graphql/builder.ts";
import { connectionOrder } from "../../graphql/ordering.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { API_TOKEN_SCOPES, newApiTokenSecret } from "./api-token-secrets.ts";

/** A partner organisation's access to the public API (DESIGN.md §7). The secret itself is never readable. */
export const ApiTokenRef = builder.prismaNode("ApiToken", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    /** the first characters of the token, to tell tokens apart */
    prefix: t.exposeString("prefix"),
    scopes: t.exposeStringList("scopes"),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    createdBy: t.relation("createdBy", { nullable: true }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: string; apiToken: { id: string } }>("CreatedApiToken").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    /** the secret, shown this once: only its hash is stored */
    token: t.exposeString("token"),
    apiToken: t.prismaField({
      type: "ApiToken",
      resolve: (query, parent, _args, ctx) => ctx.prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: parent.apiToken.id } }),
    }),
  }),
});

const CreateApiTokenInput = builder.inputType("CreateApiTokenInput", {
  fields: (t) => ({
    name: t.string({ required: true, validate: apiTokenRules.name }),
    expiresInDays: t.int({ required: true, validate: apiTokenRules.expiresInDays }),
    scopes: t.stringList({
      required: true,
      validate: z.array(z.enum(API_TOKEN_SCOPES)).min(1).max(API_TOKEN_SCOPES.length),
    }),
  }),
});

const ApiTokenOrder = connectionOrder("ApiToken", "API token", {
  NAME: { description: "The token's name, alphabetically.", orderBy: "name" },
  CREATED_AT: { description: "When the token was created.", orderBy: "createdAt" },
  EXPIRES_AT: { description: "When the token stops working.", orderBy: "expiresAt" },
  LAST_USED_AT: { description: "When the token was last used; never-used tokens come last.", orderBy: (dir) => ({ lastUsedAt: { sort: dir, nulls: "last" } }) },
});

builder.queryFields((t) => ({
  /** Every partner API token, newest first unless `orderBy` says otherwise (administrators). */
  apiTokens: t.prismaConnection(
    {
      type: "ApiToken",
      cursor: "id",
      authScopes: { admin: true },
      args: { orderBy: t.arg({ type: ApiTokenOrder.Input, required: false, description: "The order of the list; newest first when omitted." }) },
      totalCount: (_parent, _args, ctx) => ctx.prisma.apiToken.count(),
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.apiToken.findMany({ ...query, orderBy: ApiTokenOrder.toOrderBy(args.orderBy, [{ createdAt: "desc" }, { id: "desc" }]) }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiToken,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const secret = newApiTokenSecret();
      const actorId = viewerUserId(ctx);
      const apiToken = await ctx.prisma.$transaction(async (tx) => {
        const row = await tx.apiToken.create({
          data: {
            name: input.name.trim(),
            prefix: secret.prefix,
            tokenHash: secret.tokenHash,
            scopes: [...new Set(input.scopes)],
            createdById: actorId,
            expiresAt: new Date(Date.now() + input.expiresInDays * 86400 * 1000),
          },
          select: { id: true, name: true, scopes: true, expiresAt: true },
        });
        await audit(tx, {
          actorId,
          action: "apiToken.create",
          entity: "ApiToken",
          entityId: row.id,
          data: { name: row.name, scopes: row.scopes, expiresAt: row.expiresAt.toISOString() },
        });
        return row;
      });
      return { token: secret.token, apiToken };
    },
  }),

  /** Stops a token from working at once. Revoking twice keeps the first date. */
  revokeApiToken: t.prismaField({
    type: "ApiToken",
    authScopes: { admin: true },
    args: { id: t.arg.globalID({ required: true, for: ApiTokenRef }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const existing = await tx.apiToken.findUnique({ where: { id: id.id }, select: { id: true, revokedAt: true } });
        if (!existing) throw notFound("API token");
        if (!existing.revokedAt) {
          await tx.apiToken.update({ where: { id: id.id }, data: { revokedAt: new Date() } });
          await audit(tx, { actorId: viewerUserId(ctx), action: "apiToken.revoke", entity: "ApiToken", entityId: id.id });
        }
        return tx.apiToken.findUniqueOrThrow({ ...query, where: { id: id.id } });
      }),
  }),
}));
