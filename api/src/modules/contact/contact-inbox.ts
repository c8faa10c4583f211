import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { ContactMessageRef } from "./contact-message.ts";

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** null/undefined: every message; false: those still waiting; true: those already handled */
const inboxWhere = (handled: boolean | null | undefined): Prisma.ContactMessageWhereInput =>
  handled === true ? { handledAt: { not: null } } : handled === false ? { handledAt: null } : {};

builder.queryFields((t) => ({
  /** The team's inbox of contact-form messages, newest first. */
  contactMessages: t.prismaConnection(
    {
      type: "ContactMessage",
      cursor: "id",
      authScopes: { admin: true },
      args: { handled: t.arg.boolean({ required: false }) },
      totalCount: (_parent, args, ctx) => ctx.prisma.contactMessage.count({ where: inboxWhere(args.handled) }),
      resolve: (query, _parent, args, ctx) => ctx.prisma.contactMessage.findMany({ ...query, where: inboxWhere(args.handled), orderBy: NEWEST_FIRST }),
    },
    { authScopes: { admin: true } },
    { authScopes: { admin: true } },
  ),

  /** How many messages still wait for an answer: the inbox's badge. */
  unhandledContactMessageCount: t.int({
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.prisma.contactMessage.count({ where: { handledAt: null } }),
  }),
}));

builder.mutationFields((t) => ({
  /** Marks a message handled (answered) or back to waiting; marking it twice keeps the first time. */
  markContactMessageHandled: t.prismaField({
    type: ContactMessageRef,
    authScopes: { admin: true },
    args: {
      id: t.arg.globalID({ required: true, for: ContactMessageRef }),
      handled: t.arg.boolean({ required: true }),
    },
    resolve: (query, _root, { id, handled }, ctx) =>
      ctx.prisma.$transaction(async (tx) => {
        const found = await tx.contactMessage.findUnique({ where: { id: id.id }, select: { handledAt: true, subject: true } });
        if (!found) throw notFound("Contact message");
        // only a change is recorded: marking a handled message again is a no-op
        if (Boolean(found.handledAt) !== handled) {
          await audit(tx, {
            actorId: viewerUserId(ctx),
            action: handled ? "contactMessage.handle" : "contactMessage.reopen",
            entity: "ContactMessage",
            entityId: id.id,
            data: { subject: found.subject },
          });
        }
        const handledAt = handled ? (found.handledAt ?? new Date()) : null;
        return tx.contactMessage.update({ ...query, where: { id: id.id }, data: { handledAt } });
      }),
  }),
}));
