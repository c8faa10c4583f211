import { filter as keep, map, pipe } from "graphql-yoga";
import { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import { OPPORTUNITY_OPS, type OpportunityFacets, type OpportunityOp } from "../../graphql/pubsub.ts";
import type { Context } from "../../graphql/context.ts";
import { nodeId } from "../../graphql/node-id.ts";
import type { Db } from "../../db/prisma.ts";
import { opportunityEventRows, type EventRowLoader } from "../../infra/realtime/event-rows.ts";
import { foldedContains, SEARCH } from "../../infra/search/text-search.ts";
import { isAdmin } from "./opportunity-admin.ts";
import { OpportunityFilter, type OpportunityFilterValue } from "./opportunity.ts";
import { SHARED_RESULT, type Shareable } from "../../graphql/shared-results.ts";

// One loader per Prisma client (per API process): an event's row is read once
// for all its subscribers, each still getting only its own application/saved state.
const loaders = new WeakMap<Db, EventRowLoader>();
const rowsFor = (prisma: Db) => {
  let loader = loaders.get(prisma);
  if (!loader) loaders.set(prisma, (loader = opportunityEventRows(prisma)));
  return loader;
};

type Change = { id: string; op: OpportunityOp; before?: OpportunityFacets | null; after?: OpportunityFacets | null };
/**
 * One change as one subscriber receives it: `inView` says whether the row is
 * in its view now. SHARED_RESULT (graphql/shared-results.ts) names the
 * subscribers who get the same answer, so it is computed once for them.
 */
type Delivered = { change: Change; inView: boolean; wasInView: boolean } & Shareable;

// Per change: which subscribing members have an application or a bookmark on the row
// (myApplication and savedByMe answer differently for them). One statement per event for all.
type OwnRowsBatch = { waiting: Map<string, Array<(own: boolean) => void>>; scheduled: boolean };
const ownRowsBatches = new WeakMap<Change, OwnRowsBatch>();
function hasOwnRows(prisma: Db, change: Change, userId: string): Promise<boolean> {
  let batch = ownRowsBatches.get(change);
  if (!batch) ownRowsBatches.set(change, (batch = { waiting: new Map(), scheduled: false }));
  const b = batch;
  return new Promise((resolve) => {
    const list = b.waiting.get(userId) ?? [];
    list.push(resolve);
    b.waiting.set(userId, list);
    if (b.scheduled) return;
    b.scheduled = true;
    setImmediate(async () => {
      const waiting = b.waiting;
      b.waiting = new Map();
      b.scheduled = false;
      const ids = [...waiting.keys()];
      let own: Set<string> | null = null;
      try {
        const rows = await prisma.$queryRaw<Array<{ userId: string }>>`
          SELECT "userId"::text AS "userId" FROM "Application" WHERE "opportunityId" = ${change.id}::uuid AND "userId" = ANY(${ids}::text[]::uuid[])
          UNION
          SELECT "userId"::text FROM "SavedOpportunity" WHERE "opportunityId" = ${change.id}::uuid AND "userId" = ANY(${ids}::text[]::uuid[])`;
        own = new Set(rows.map((r) => r.userId));
      } catch {
        // not known: each of them is answered alone (as if they had rows of their own)
      }
      for (const [id, resolvers] of waiting) for (const r of resolvers) r(own ? own.has(id) : true);
    });
  });
}

/**
 * Who this subscriber is, as far as the event's answer goes: administrators
 * see every status and `createdBy`; a member with an application or bookmark
 * on the row gets them in myApplication/savedByMe (answered alone); any other
 * member, a visitor or an API token gets null and false there.
 */
async function answerClass(ctx: Context, change: Change, inView: boolean): Promise<string> {
  const stale = ctx.authError ? "stale:" : "";
  const viewer = ctx.viewer;
  if (!viewer) return `${stale}visitor`;
  if (viewer.kind === "apiToken") return `${stale}token:${[...viewer.scopes].sort().join(",")}`;
  const role = `${stale}${viewer.kind}:${viewer.role}`;
  if (inView && (await hasOwnRows(ctx.prisma, change, viewer.id))) return `${role}:${viewer.id}`;
  return role;
}

/**
 * Whether a row with these facets is in the subscriber's view: administrators
 * see every status, everyone else active opportunities only; and the filter's
 * country/sector/type/featured must match.
 */
function facetsInView(f: OpportunityFacets | null | undefined, filter: OpportunityFilterValue | null | undefined, admin: boolean): boolean {
  if (!f) return false;
  if (!admin && f.status !== "ACTIVE") return false;
  if (!filter) return true;
  if (filter.country && f.country !== filter.country) return false;
  if (filter.sector && f.sector !== filter.sector) return false;
  if (filter.type && f.type !== filter.type) return false;
  if (filter.featured != null && f.featured !== filter.featured) return false;
  return true;
}

// Per change (shared by all its subscribers) and search text: does the row contain it now? One statement per distinct text.
const textChecks = new WeakMap<Change, Map<string, Promise<boolean>>>();
function containsNow(prisma: Db, change: Change, text: string): Promise<boolean> {
  let checks = textChecks.get(change);
  if (!checks) textChecks.set(change, (checks = new Map()));
  let check = checks.get(text);
  if (!check) {
    check = prisma.$queryRaw<
      Array<{ hit: boolean }>
    >`SELECT EXISTS (SELECT 1 FROM ${Prisma.raw(SEARCH.opportunity.from)} WHERE o."id" = ${change.id}::uuid AND ${foldedContains(
      SEARCH.opportunity.columns,
      text,
    )}) AS "hit"`.then((rows) => rows[0]?.hit === true);
    checks.set(text, check);
  }
  return check;
}

/**
 * What this subscriber may learn of a change, or null for nothing. A row that
 * was never in its view (an unpublished or inactive opportunity for a visitor
 * or member, or one outside its filter) is never named, whatever happens to it:
 * inserted inactive, edited while inactive, deleted while inactive. A row that
 * leaves its view (deleted, deactivated, or changed so that it no longer
 * matches) is reported once, with `opportunity` null; a row that enters it
 * (inserted, reactivated, changed so that it matches) comes with the row.
 * The text condition is checked on the row as it is now; the row's former
 * text is not known, so a row that leaves the view is reported to
 * subscribers whose other conditions it matched.
 */
async function deliver(ctx: Context, change: Change, filter: OpportunityFilterValue | null | undefined): Promise<Delivered | null> {
  const admin = isAdmin(ctx);
  const text = filter?.search?.trim();
  const before = change.op !== "INSERT" && facetsInView(change.before, filter, admin);
  let now = change.op !== "DELETE" && facetsInView(change.after, filter, admin);
  if (now && text) now = await containsNow(ctx.prisma, change, text);
  if (!before && !now) return null;
  const key = `${now}:${before}:${await answerClass(ctx, change, now)}`;
  return { change, inView: now, wasInView: before, [SHARED_RESULT]: { scope: change, key } };
}

const OpportunityEventOpEnum = builder.enumType("OpportunityEventOp", { values: OPPORTUNITY_OPS });

/** A committed change to an opportunity, for live lists (insert prepends, update merges, delete removes). */
const OpportunityEventRef = builder.objectRef<Delivered>("OpportunityEvent").implement({
  authScopes: { public: true },
  fields: (t) => ({
    op: t.field({ type: OpportunityEventOpEnum, resolve: (e) => e.change.op }),
    /** the opportunity's node id, as in every list */
    id: t.id({ resolve: (e) => nodeId("Opportunity", e.change.id) }),
    /** true when the row was not in the subscriber's view before this change and is now (inserted, reactivated, edited into the filter) */
    entered: t.boolean({ resolve: (e) => e.inView && !e.wasInView }),
    /** the row as it is now; null when it left the subscriber's view */
    opportunity: t.prismaField({
      type: "Opportunity",
      nullable: true,
      description:
        "The opportunity as it is now. Null when it is no longer in the subscriber's view: after a DELETE, and after an UPDATE that closed it (for non-administrators) or that made it stop matching the subscription's filter; the client should then drop it from its copy.",
      resolve: (query, e, _args, ctx) =>
        !e.inView ? null : (rowsFor(ctx.prisma).load(e.change, query, { id: e.change.id, ...(isAdmin(ctx) ? {} : { status: "ACTIVE" as const }) }) as never),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  /** Opportunity inserts, updates and deletes the subscriber may see, from whichever API process made them. */
  opportunityEvents: t.field({
    type: OpportunityEventRef,
    authScopes: { public: true },
    description:
      "Live changes to the opportunities the subscriber can see, from whichever API process made them. With `filter`, only changes to opportunities that match it, or that matched it and no longer do (then `opportunity` is null). Visitors, members and API tokens only ever hear of active opportunities: an opportunity that was never active in their view is never named, even when it is deleted; administrators hear of every status.",
    args: {
      filter: t.arg({
        type: OpportunityFilter,
        required: false,
        description: "The same filter as the `opportunities` list; omitted, every change the subscriber may see.",
      }),
    },
    subscribe: (_root, args, ctx) =>
      pipe(
        ctx.pubsub.subscribe("opportunity:changed"),
        map((change: Change) => deliver(ctx, change, args.filter)),
        keep((d): d is Delivered => d !== null),
      ) as AsyncIterable<Delivered>,
    resolve: (delivered) => delivered,
  }),
}));
