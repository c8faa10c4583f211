import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { conflict, forbidden, notFound } from "../../graphql/errors.ts";
import { anonymiseAccount } from "../privacy/anonymise.ts";
import { UserRef } from "../users/user.ts";

builder.prismaObjectFields("User", (t) => ({
  deletionRequestedAt: t.expose("deletionRequestedAt", { type: "DateTime", nullable: true, authScopes: { admin: true } }),
  anonymisedAt: t.expose("anonymisedAt", { type: "DateTime", nullable: true, authScopes: { admin: true } }),
}));

builder.mutationFields((t) => ({
  /** An administrator erases a person's personal data on their request (privacy/anonymise.ts), at once and audited. */
  anonymiseUser: t.prismaField({
    type: "User",
    authScopes: { admin: true },
    args: { userId: t.arg.globalID({ required: true, for: UserRef }) },
    resolve: async (query, _root, { userId }, ctx) => {
      const actorId = viewerUserId(ctx)!;
      if (userId.id === actorId) throw forbidden("You cannot anonymise your own account", "CANNOT_ANONYMISE_SELF");
      if (!(await ctx.prisma.user.findUnique({ where: { id: userId.id }, select: { id: true } }))) throw notFound("User");
      const done = await anonymiseAccount(ctx.prisma, userId.id, { now: new Date(), actorId, grounds: "ADMIN_REQUEST" });
      if (!done) throw conflict("This account was already anonymised", "ALREADY_ANONYMISED");
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId.id } });
    },
  }),
}));
