import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { notFound } from "../../graphql/errors.ts";
import type { PubSubTopics } from "../../graphql/pubsub.ts";
import { ApplicationStatusEnum } from "./application.ts";

type StatusChange = PubSubTopics["application:statusChanged"][1];

/** A status change of one of the viewer's own applications. */
const ApplicationUpdateRef = builder.objectRef<StatusChange>("ApplicationUpdate").implement({
  authScopes: (change, ctx) => change.userId === viewerUserId(ctx),
  fields: (t) => ({
    application: t.prismaField({
      type: "Application",
      resolve: async (query, change, _args, ctx) => {
        const found = await ctx.prisma.application.findFirst({ ...query, where: { id: change.id, userId: change.userId } });
        if (!found) throw notFound("Application");
        return found;
      },
    }),
    previousStatus: t.expose("previousStatus", { type: ApplicationStatusEnum, nullable: true }),
    status: t.expose("status", { type: ApplicationStatusEnum }),
  }),
});

builder.subscriptionFields((t) => ({
  /** Status changes of the signed-in member's own applications (from any API process). */
  myApplicationUpdates: t.field({
    type: ApplicationUpdateRef,
    authScopes: { user: true },
    // The topic is keyed by the owner, so other members' changes never reach this stream.
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("application:statusChanged", viewerUserId(ctx)!),
    resolve: (change) => change,
  }),
}));
