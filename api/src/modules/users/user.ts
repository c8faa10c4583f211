import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, forbidden, notFound } from "../../graphql/errors.ts";
import { audit } from "../audit/audit.ts";
import { checkFullName, checkOrganization } from "../auth/credentials.ts";
import { CountryEnum, LanguageEnum, RoleEnum, SectorEnum, ThemeEnum } from "../common/schema.ts";

/**
 * Granted by the fields that hand a person their own account before the
 * request is signed in (register, signIn, refreshSession payloads).
 */
export const OWN_ACCOUNT_GRANT = "ownAccount";

const selfOrAdmin = (user: { id: string }, _args: unknown, ctx: Parameters<typeof viewerUserId>[0]) =>
  viewerUserId(ctx) === user.id || { admin: true, $granted: OWN_ACCOUNT_GRANT };

/**
 * A person's account and profile. Public-facing fields are readable by any
 * signed-in person (network, applicants); the e-mail and preferences only by
 * the person and by administrators.
 */
export const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  authScopes: { user: true, $granted: OWN_ACCOUNT_GRANT },
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
      authScopes: selfOrAdmin,
    }),
    language: t.expose("language", {
      type: LanguageEnum,
      authScopes: selfOrAdmin,
    }),
    notificationsEnabled: t.exposeBoolean("notificationsEnabled", {
      authScopes: selfOrAdmin,
    }),
    theme: t.expose("theme", {
      type: ThemeEnum,
      authScopes: selfOrAdmin,
    }),
    /** false for accounts created through Google/Facebook only (they set one with "forgot password") */
    hasPassword: t.boolean({
      authScopes: selfOrAdmin,
      select: { passwordHash: true },
      resolve: (user) => user.passwordHash != null,
    }),
  }),
});

builder.queryFields((t) => ({
  /**
   * The signed-in person, or null for a visitor. A refused access token is
   * an error (ACCESS_TOKEN_INVALID / SESSION_EXPIRED), not a visitor, so the
   * web app refreshes instead of showing the person as signed out.
   */
  me: t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => {
      if (ctx.authError) throw ctx.authError;
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

const ProfileInput = builder.inputType("ProfileInput", {
  fields: (t) => ({
    fullName: t.string({ required: false }),
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    /** empty or null removes it */
    organization: t.string({ required: false }),
    /** an https URL or an uploaded image path (/media/…); empty or null removes it */
    avatarUrl: t.string({ required: false }),
  }),
});

function checkAvatarUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? "";
  if (!value) return null;
  const ok = value.length <= 2048 && (/^\/media\/[0-9a-f-]{36}$/i.test(value) || z.url({ protocol: /^https$/ }).safeParse(value).success);
  if (!ok) throw badInput("Avatar must be an https URL or an uploaded image", "INVALID_AVATAR_URL", [{ field: "input.avatarUrl", reason: "INVALID_AVATAR_URL" }]);
  return value;
}

builder.mutationFields((t) => ({
  /** Edits the signed-in person's own profile; fields left out stay as they are. */
  updateMyProfile: t.prismaField({
    type: "User",
    authScopes: { user: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.user.update({
        ...query,
        where: { id: viewerUserId(ctx)! },
        data: {
          ...(input.fullName != null ? { fullName: checkFullName(input.fullName) } : {}),
          ...(input.country ? { country: input.country } : {}),
          ...(input.sector ? { sector: input.sector } : {}),
          ...(input.organization !== undefined ? { organization: checkOrganization(input.organization) } : {}),
          ...(input.avatarUrl !== undefined ? { avatarUrl: checkAvatarUrl(input.avatarUrl) } : {}),
        },
      }),
  }),

  /** Makes a person an administrator or a member (administrators; never one's own role). */
  setUserRole: t.prismaField({
    type: "User",
    authScopes: { admin: true },
    args: {
      userId: t.arg.globalID({ required: true, for: UserRef }),
      role: t.arg({ type: RoleEnum, required: true }),
    },
    resolve: async (query, _root, { userId, role }, ctx) => {
      const actorId = viewerUserId(ctx)!;
      if (userId.id === actorId) throw forbidden("You cannot change your own role", "CANNOT_CHANGE_OWN_ROLE");
      return ctx.prisma.$transaction(async (tx) => {
        const target = await tx.user.findUnique({ where: { id: userId.id }, select: { role: true } });
        if (!target) throw notFound("User");
        const user = await tx.user.update({ ...query, where: { id: userId.id }, data: { role } });
        if (target.role !== role) {
          await audit(tx, { actorId, action: "user.role.set", entity: "User", entityId: userId.id, data: { from: target.role, to: role } });
        }
        return user;
      });
    },
  }),
}));
