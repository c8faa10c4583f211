import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import { audit } from "../../infra/audit/audit.ts";
import { matchingIds, type SearchScope, type SearchSource } from "../../infra/search/text-search.ts";
import { ContactMessageRef } from "./contact-message.ts";

export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * The inbox's free text: sender (name, e-mail, organisation), subject and
 * message. No trigram index: the inbox holds what a rate-limited public form
 * lets in, so a search scans it.
 */
const INBOX_SEARCH: SearchSource = {
  from: `"ContactMessage" m`,
  id: `m."id"`,
  columns: [`m."name"`, `m."email"`, `m."organization"`, `m."subject"`, `m."message"`],
};

export interface InboxFilter {
  /** null/undefined: every message; false: those still waiting; true: those already handled */
  handled?: boolean | null;
  search?: string | null;
}

export async function inboxWhere(db: SearchScope, { handled, search }: InboxFilter): Promise<Prisma.ContactMessageWhereInput> {
  const where: Prisma.ContactMessageWhereInput = handled === true ? { handledAt: { not: null } } : handled === false ? { handledAt: null } : {};
  const q = search?.trim();
  if (q) where.id = { in: await matchingIds(db, INBOX_SEARCH, q) };
  return where;
}

builder.queryFields((t) => ({
  /** The team's inbox of contact-form messages, newest first. */
  contactMessages: t.prismaConnection(
    {
      type: "ContactMessage",
      cursor: "id",
      authScopes: { admin: true },
      args: { handled: t.arg.boolean({ required: false }), search: t.arg.string({ required: false, validate: z.string().max(200) }) },
      totalCount: async (_parent, args, ctx) => ctx.prisma.contactMessage.count({ where: await inboxWhere(ctx, args) }),
      resolve: async (query, _parent, args, ctx) => ctx.prisma.contactMessage.findMany({ ...query, where: await inboxWhere(ctx, args), orderBy: NEWEST_FIRST }),
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
