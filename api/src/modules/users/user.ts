import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, forbidden, notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { checkFullName, checkOrganization } from "./profile-fields.ts";
import { CountryEnum, LanguageEnum, RoleEnum, SectorEnum, ThemeEnum } from "../../infra/common/schema.ts";
import { FileScalar } from "../../infra/media/file-scalar.ts";
import { deletePhotoIfUnused, mediaPath, readImageUpload, storeImage } from "../../infra/media/stored-image.ts";

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
    avatarUrl: t.string({
      required: false,
      description: "Empty or null removes the photo; any other value must be the current one. Photos are uploaded with uploadMyPhoto.",
      deprecationReason: "Photos are uploaded with uploadMyPhoto and removed with removeMyPhoto; external URLs are no longer accepted.",
    }),
  }),
});

/**
 * Photos are uploads (uploadMyPhoto): an external URL would be blocked by the
 * app's Content-Security-Policy, and could track who looks at it. Here only
 * "remove" (empty) and "keep as it is" are accepted.
 */
function checkAvatarUrl(raw: string | null | undefined, current: string | null): string | null {
  const value = raw?.trim() ?? "";
  if (!value) return null;
  if (value !== current) throw badInput("Photos are uploaded, not linked", "INVALID_AVATAR_URL", [{ field: "input.avatarUrl", reason: "INVALID_AVATAR_URL" }]);
  return value;
}

builder.mutationFields((t) => ({
  /** Edits the signed-in person's own profile; fields left out stay as they are. */
  updateMyProfile: t.prismaField({
    type: "User",
    authScopes: { user: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (query, _root, { input }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const id = viewerUserId(ctx)!;
        const before = await tx.user.findUniqueOrThrow({ where: { id }, select: { avatarUrl: true } });
        const avatarUrl = input.avatarUrl !== undefined ? checkAvatarUrl(input.avatarUrl, before.avatarUrl) : before.avatarUrl;
        const user = await tx.user.update({
          ...query,
          where: { id },
          data: {
            ...(input.fullName != null ? { fullName: checkFullName(input.fullName) } : {}),
            ...(input.country ? { country: input.country } : {}),
            ...(input.sector ? { sector: input.sector } : {}),
            ...(input.organization !== undefined ? { organization: checkOrganization(input.organization) } : {}),
            avatarUrl,
          },
        });
        if (avatarUrl !== before.avatarUrl) await deletePhotoIfUnused(tx, before.avatarUrl);
        return user;
      }),
  }),

  uploadMyPhoto: t.prismaField({
    type: "User",
    description:
      "Sets the signed-in person's profile photo from an uploaded image (GraphQL multipart request; JPEG, PNG, GIF or WebP by content, at most 5 MB and 40 megapixels), replacing the previous one. Refusals: IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_MANY_PIXELS.",
    authScopes: { user: true },
    args: { file: t.arg({ type: FileScalar, required: true, description: "The image file (multipart upload)." }) },
    resolve: async (query, _root, { file }, ctx) => {
      const image = await readImageUpload(file);
      const id = viewerUserId(ctx)!;
      return ctx.prisma.$transaction(async (tx) => {
        const before = await tx.user.findUniqueOrThrow({ where: { id }, select: { avatarUrl: true } });
        const media = await storeImage(tx, image, id, { select: { id: true } });
        const user = await tx.user.update({ ...query, where: { id }, data: { avatarUrl: mediaPath(media.id) } });
        await deletePhotoIfUnused(tx, before.avatarUrl);
        return user;
      });
    },
  }),

  removeMyPhoto: t.prismaField({
    type: "User",
    description: "Removes the signed-in person's profile photo (their initials are shown instead).",
    authScopes: { user: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const id = viewerUserId(ctx)!;
        const before = await tx.user.findUniqueOrThrow({ where: { id }, select: { avatarUrl: true } });
        const user = await tx.user.update({ ...query, where: { id }, data: { avatarUrl: null } });
        await deletePhotoIfUnused(tx, before.avatarUrl);
        return user;
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
