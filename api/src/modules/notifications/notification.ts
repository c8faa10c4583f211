import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";

export const NotificationTypeEnum = builder.enumType(E.NotificationType, { name: "NotificationType" });

/**
 * A stored notification with its read state. The web app renders the title
 * and text from `type` + `data` in the reader's language. Only its owner may
 * read it — administrators included.
 */
export const NotificationRef = builder.prismaNode("Notification", {
  id: { field: "id" },
  authScopes: (notification, ctx) => notification.userId === viewerUserId(ctx),
  fields: (t) => ({
    type: t.expose("type", { type: NotificationTypeEnum }),
    data: t.expose("data", { type: "JSON" }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const ownWhere = (userId: string, unreadOnly?: boolean | null) => ({ userId, ...(unreadOnly ? { readAt: null } : {}) });

builder.queryFields((t) => ({
  /** The signed-in person's notifications, newest first. */
  myNotifications: t.prismaConnection(
    {
      type: "Notification",
      cursor: "id",
      authScopes: { user: true },
      args: { unreadOnly: t.arg.boolean({ required: false }) },
      totalCount: (_parent, args, ctx) => ctx.prisma.notification.count({ where: ownWhere(viewerUserId(ctx)!, args.unreadOnly) }),
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.notification.findMany({
          ...query,
          where: ownWhere(viewerUserId(ctx)!, args.unreadOnly),
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),

  unreadNotificationCount: t.int({
    authScopes: { user: true },
    resolve: (_root, _args, ctx) => ctx.prisma.notification.count({ where: ownWhere(viewerUserId(ctx)!, true) }),
  }),
}));

builder.mutationFields((t) => ({
  /** Marks one of the viewer's notifications read (keeps the first read time). */
  markNotificationRead: t.prismaField({
    type: "Notification",
    authScopes: { user: true },
    args: { id: t.arg.globalID({ required: true, for: NotificationRef }) },
    resolve: async (query, _root, args, ctx) => {
      const id = args.id.id;
      const userId = viewerUserId(ctx)!;
      await ctx.prisma.notification.updateMany({ where: { id, userId, readAt: null }, data: { readAt: new Date() } });
      const found = await ctx.prisma.notification.findFirst({ ...query, where: { id, userId } });
      if (!found) throw notFound("Notification");
      return found;
    },
  }),

  /** Marks all of the viewer's notifications read; returns how many changed. */
  markAllNotificationsRead: t.int({
    authScopes: { user: true },
    resolve: async (_root, _args, ctx) => {
      const { count } = await ctx.prisma.notification.updateMany({
        where: { userId: viewerUserId(ctx)!, readAt: null },
        data: { readAt: new Date() },
      });
      return count;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  /** Every notification stored for the signed-in person, by any module, on any API process. */
  notificationAdded: t.prismaField({
    type: "Notification",
    authScopes: { user: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("notification:created", viewerUserId(ctx)!),
    resolve: async (query, event: { id: string; userId: string }, _args, ctx) => {
      const found = await ctx.prisma.notification.findFirst({ ...query, where: { id: event.id, userId: viewerUserId(ctx)! } });
      if (!found) throw notFound("Notification");
      return found;
    },
  }),
}));
