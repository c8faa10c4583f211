import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { EmailNotificationKind } from "../../generated/prisma/enums.ts";
import { ADMIN_ONLY_KINDS, EMAIL_KINDS } from "./kinds.ts";

export const EmailNotificationKindEnum = builder.enumType(EmailNotificationKind, { name: "EmailNotificationKind" });

interface EmailNotificationSetting {
  kind: EmailNotificationKind;
  enabled: boolean;
}

const EmailNotificationSettingRef = builder.objectRef<EmailNotificationSetting>("EmailNotificationSetting").implement({
  // reached only through User.emailNotifications, which only the person may read
  authScopes: { user: true },
  fields: (t) => ({
    kind: t.expose("kind", { type: EmailNotificationKindEnum }),
    enabled: t.exposeBoolean("enabled"),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  emailNotifications: t.field({
    type: [EmailNotificationSettingRef],
    // one's own preferences only: nobody else needs to know which e-mails a person reads
    authScopes: (user, _args, ctx) => viewerUserId(ctx) === user.id,
    select: { role: true, emailOptOuts: true },
    resolve: (user) =>
      EMAIL_KINDS.filter((kind) => user.role === "ADMIN" || !ADMIN_ONLY_KINDS.includes(kind)).map((kind) => ({
        kind,
        enabled: !user.emailOptOuts.includes(kind),
      })),
  }),
}));

builder.mutationFields((t) => ({
  /** Switches one kind of e-mail on or off for the signed-in person. */
  setEmailNotification: t.prismaField({
    type: "User",
    authScopes: { user: true },
    args: {
      kind: t.arg({ type: EmailNotificationKindEnum, required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: async (query, _root, { kind, enabled }, ctx) => {
      const id = viewerUserId(ctx)!;
      // array_remove / append in one statement: two tabs switching different kinds at once both count
      if (enabled) {
        await ctx.prisma
          .$executeRaw`UPDATE "User" SET "emailOptOuts" = array_remove("emailOptOuts", ${kind}::"EmailNotificationKind"), "updatedAt" = now() WHERE "id" = ${id}::uuid`;
      } else {
        await ctx.prisma.$executeRaw`
          UPDATE "User" SET "emailOptOuts" = array_append("emailOptOuts", ${kind}::"EmailNotificationKind"), "updatedAt" = now()
          WHERE "id" = ${id}::uuid AND NOT (${kind}::"EmailNotificationKind" = ANY("emailOptOuts"))`;
      }
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
