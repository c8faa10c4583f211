import { builder } from "../../graphql/builder.ts";
import type { OpportunityOp } from "../../graphql/pubsub.ts";
import { nodeId } from "../../graphql/node-id.ts";
import type { Db } from "../../db/prisma.ts";
import { opportunityEventRows, type EventRowLoader } from "../realtime/event-rows.ts";
import { isAdmin } from "./opportunity-admin.ts";

// One loader per Prisma client (per API process): an event's row is read once
// for all its subscribers, each still getting only its own application/saved state.
const loaders = new WeakMap<Db, EventRowLoader>();
const rowsFor = (prisma: Db) => {
  let loader = loaders.get(prisma);
  if (!loader) loaders.set(prisma, (loader = opportunityEventRows(prisma)));
  return loader;
};

const OpportunityEventOpEnum = builder.enumType("OpportunityEventOp", { values: ["INSERT", "UPDATE", "DELETE"] as const });

/** A committed change to an opportunity, for live lists (insert prepends, update merges, delete removes). */
const OpportunityEventRef = builder.objectRef<{ id: string; op: OpportunityOp }>("OpportunityEvent").implement({
  authScopes: { public: true },
  fields: (t) => ({
    op: t.expose("op", { type: OpportunityEventOpEnum }),
    /** the opportunity's node id, as in every list */
    id: t.id({ resolve: (e) => nodeId("Opportunity", e.id) }),
    /** the row as it is now; null after a delete, and for non-administrators when it is no longer active */
    opportunity: t.prismaField({
      type: "Opportunity",
      nullable: true,
      resolve: (query, e, _args, ctx) =>
        e.op === "DELETE"
          ? null
          : (rowsFor(ctx.prisma).load(e, query, { id: e.id, ...(isAdmin(ctx) ? {} : { status: "ACTIVE" as const }) }) as never),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  /** Every opportunity insert, update and delete, from whichever API process made it. */
  opportunityEvents: t.field({
    type: OpportunityEventRef,
    authScopes: { public: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("opportunity:changed"),
    resolve: (event) => event,
  }),
}));
