import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { CountryEnum, LanguageEnum, RoleEnum, SectorEnum, ThemeEnum } from "../common/schema.ts";

/**
 * A person's account and profile. Public-facing fields are readable by any
 * signed-in person (network, applicants); the e-mail and preferences only by
 * the person and by administrators.
 */
export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  authScopes: { user: true },
  fields: (t) => ({
    fullName: t.exposeString("fullName"),
    role: t.expose("role", { type: RoleEnum }),
    country: t.expose("country", { type: CountryEnum }),
    sector: t.expose("sector", { type: SectorEnum }),
    organization: t.exposeString("organization", { nullable: true }),
    avatarUrl: t.exposeString("avatarUrl", { nullable: true }),
    verified: t.exposeBoolean("verified"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    email: t.exposeString("email", {
      authScopes: (user, _args, ctx) => viewerUserId(ctx) === user.id || { admin: true },
    }),
    language: t.expose("language", {
      type: LanguageEnum,
      authScopes: (user, _args, ctx) => viewerUserId(ctx) === user.id || { admin: true },
    }),
    notificationsEnabled: t.exposeBoolean("notificationsEnabled", {
      authScopes: (user, _args, ctx) => viewerUserId(ctx) === user.id || { admin: true },
    }),
    theme: t.expose("theme", {
      type: ThemeEnum,
      authScopes: (user, _args, ctx) => viewerUserId(ctx) === user.id || { admin: true },
    }),
  }),
});

builder.queryFields((t) => ({
  /** The signed-in person, or null for a visitor. */
  me: t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => {
      const id = viewerUserId(ctx);
      return id ? ctx.prisma.user.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));

const PreferencesInput = builder.inputType("PreferencesInput", {
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, required: false }),
    notificationsEnabled: t.boolean({ required: false }),
    theme: t.field({ type: ThemeEnum, required: false }),
  }),
});

builder.mutationFields((t) => ({
  /** Saves the signed-in person's preferences (language is applied on next sign-in too). */
  updateMyPreferences: t.prismaField({
    type: "User",
    authScopes: { user: true },
    args: { input: t.arg({ type: PreferencesInput, required: true, validate: z.object({}).passthrough() }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.user.update({
        ...query,
        where: { id: viewerUserId(ctx)! },
        data: {
          ...(input.language ? { language: input.language } : {}),
          ...(input.notificationsEnabled != null ? { notificationsEnabled: input.notificationsEnabled } : {}),
          ...(input.theme ? { theme: input.theme } : {}),
        },
      }),
  }),
}));
