import { z } from "zod";
import type { Prisma } from "../../generated/prisma/client.ts";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { badInput } from "../../graphql/errors.ts";
import { publicOrigin } from "../auth/links.ts";
import { matchingIds, SEARCH, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { OrderDirectionEnum } from "../../graphql/ordering.ts";
import { CountryEnum, CurrencyEnum, OpportunityStatusEnum, OpportunityTypeEnum, SectorEnum } from "../../infra/common/schema.ts";
import { asksForTotalCount } from "./connection-count.ts";
import { asPageFilter, countOpportunities, knownShape, opportunityPage } from "./opportunity-page-sql.ts";

export const OpportunityRef = builder.prismaNode("Opportunity", {
  id: { field: "id" },
  authScopes: { public: true },
  fields: (t) => ({
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    country: t.expose("country", { type: CountryEnum }),
    sector: t.expose("sector", { type: SectorEnum }),
    type: t.expose("type", { type: OpportunityTypeEnum }),
    organization: t.exposeString("organization"),
    location: t.exposeString("location"),
    budget: t.expose("budget", { type: "Decimal", nullable: true }),
    currency: t.expose("currency", { type: CurrencyEnum }),
    deadline: t.expose("deadline", { type: "Date" }),
    requirements: t.exposeStringList("requirements"),
    status: t.expose("status", { type: OpportunityStatusEnum }),
    featured: t.exposeBoolean("featured"),
    /** an uploaded image (served from /media/:id) or a stock/sector image path, as an absolute URL */
    imageUrl: t.string({
      nullable: true,
      description:
        "Absolute URL of the opportunity's image, on the platform's public address (PUBLIC_URL): `…/media/<id>` for an uploaded image, or a stock image under `…/images/`. Null when it has no image (clients then show the sector's default image).",
      select: { imageId: true, imageUrl: true },
      resolve: (o, _a, ctx) => {
        const path = o.imageId ? `/media/${o.imageId}` : o.imageUrl;
        // Built from configuration only, never from the request's Host header.
        return path ? new URL(path, publicOrigin(ctx.config)).href : null;
      },
    }),
    applicationCount: t.relationCount("applications"),
    /** who published it (administrators only; null for everyone else) */
    createdBy: t.relation("createdBy", {
      nullable: true,
      authScopes: { admin: true },
      unauthorizedResolver: () => null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const OpportunityFilter = builder.inputType("OpportunityFilter", {
  fields: (t) => ({
    country: t.field({ type: CountryEnum, required: false }),
    sector: t.field({ type: SectorEnum, required: false }),
    type: t.field({ type: OpportunityTypeEnum, required: false }),
    featured: t.boolean({ required: false }),
    /** ignoring case and accents, over title, description and organisation; % _ \ are literal */
    search: t.string({
      required: false,
      description:
        'Text the title, description or organisation must contain (at most 200 characters), ignoring case and accents ("comercio" finds "Comércio"). Every character is taken literally: `%`, `_` and `\\` are not wildcards.',
      validate: z.string().max(200),
    }),
  }),
});

export interface OpportunityFilterValue {
  country?: string | null;
  sector?: string | null;
  type?: string | null;
  featured?: boolean | null;
  search?: string | null;
}

/** Active opportunities matching `filter` (the text search asks the database for the matching ids first). */
export async function opportunityWhere(db: SearchScope, filter: OpportunityFilterValue | null | undefined): Promise<Prisma.OpportunityWhereInput> {
  const where: Prisma.OpportunityWhereInput = { status: "ACTIVE" };
  if (!filter) return where;
  if (filter.country) where.country = filter.country as Prisma.OpportunityWhereInput["country"];
  if (filter.sector) where.sector = filter.sector as Prisma.OpportunityWhereInput["sector"];
  if (filter.type) where.type = filter.type as Prisma.OpportunityWhereInput["type"];
  if (filter.featured != null) where.featured = filter.featured;
  const q = filter.search?.trim();
  if (q) where.id = { in: await matchingIds(db, SEARCH.opportunity, q) };
  return where;
}

// ---- the partners' sync list: orders, updatedSince and Relay cursors ----

const ORDER_FIELDS = ["CREATED_AT", "UPDATED_AT", "DEADLINE"] as const;
type OrderField = (typeof ORDER_FIELDS)[number];
type Direction = "ASC" | "DESC";
const COLUMN = { CREATED_AT: "createdAt", UPDATED_AT: "updatedAt", DEADLINE: "deadline" } as const satisfies Record<OrderField, string>;

const OpportunityOrderFieldEnum = builder.enumType("OpportunityOrderField", {
  description: "What the opportunities list is sorted by. Ties are always broken by the opportunity's id, in the same direction, so the order is total and stable.",
  values: {
    CREATED_AT: { description: "When the opportunity was published." },
    UPDATED_AT: { description: "When the opportunity was last changed (the field to sync on, with `updatedSince`)." },
    DEADLINE: { description: "The last day to apply." },
  },
});
const OpportunityOrder = builder.inputType("OpportunityOrder", {
  description: "The order of the opportunities list. Cursors are only valid with the order they were issued for.",
  fields: (t) => ({
    field: t.field({ type: OpportunityOrderFieldEnum, required: true, description: "The value to sort by." }),
    direction: t.field({ type: OrderDirectionEnum, required: false, defaultValue: "DESC", description: "Ascending or descending; descending when omitted." }),
  }),
});

const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

interface Cursor {
  field: OrderField;
  direction: Direction;
  value: Date;
  id: string;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(["o1", c.field, c.direction, c.value.toISOString(), c.id])).toString("base64url");

function decodeCursor(raw: string, arg: "after" | "before", field: OrderField, direction: Direction): Cursor {
  const invalid = () => badInput(`"${arg}" is not a cursor of this list`, "INVALID_CURSOR", [{ field: arg, reason: "INVALID_CURSOR" }]);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 5 || parts[0] !== "o1") throw invalid();
  const [, f, d, v, id] = parts as unknown[];
  const value = typeof v === "string" ? new Date(v) : new Date(NaN);
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(value.getTime())) throw invalid();
  if (f !== field || d !== direction) {
    throw badInput(`"${arg}" was issued for another order (${String(f)} ${String(d)})`, "CURSOR_ORDER_MISMATCH", [{ field: arg, reason: "CURSOR_ORDER_MISMATCH" }]);
  }
  return { field, direction, value, id };
}

/** Rows strictly after (`side` "after") or before the cursor, in the list's order. */
function beyond(c: Cursor, side: "after" | "before"): Prisma.OpportunityWhereInput {
  const column = COLUMN[c.field];
  const up = (c.direction === "ASC") === (side === "after");
  const op = up ? "gt" : "lt";
  return { OR: [{ [column]: { [op]: c.value } }, { [column]: c.value, id: { [op]: c.id } }] };
}

interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

function pageSize(args: PageArgs): { size: number; backwards: boolean } {
  if (args.first != null && args.last != null) {
    throw badInput("Give either first or last, not both", "FIRST_AND_LAST", [{ field: "last", reason: "FIRST_AND_LAST" }]);
  }
  for (const k of ["first", "last"] as const) {
    const n = args[k];
    if (n != null && n < 0) throw badInput(`"${k}" must not be negative`, "NEGATIVE_PAGE_SIZE", [{ field: k, reason: "NEGATIVE_PAGE_SIZE" }]);
  }
  if (args.last != null) return { size: Math.min(args.last, MAX_PAGE), backwards: true };
  return { size: Math.min(args.first ?? DEFAULT_PAGE, MAX_PAGE), backwards: false };
}

type OpportunityRow = { id: string; createdAt: Date; updatedAt: Date; deadline: Date };

const connectionDescription = {
  description: "A page of opportunities (Relay cursor connection). `totalCount` counts every opportunity matching the filter and `updatedSince`, whatever the page.",
};

builder.queryFields((t) => ({
  /** Active opportunities, newest first: public, and readable by partner API tokens. */
  opportunities: t.connection(
    {
      type: OpportunityRef,
      authScopes: { public: true },
      description:
        "Active opportunities, public and readable by partner API tokens (newest first unless `orderBy` says otherwise). A Relay connection: page forwards with `first`/`after` or backwards with `last`/`before` (at most 100 per page, 20 when neither is given); `after` with `before` returns the edges between the two. `first` together with `last` is refused (BAD_USER_INPUT, reason FIRST_AND_LAST). A cursor is only valid with the `orderBy` it was issued for (else CURSOR_ORDER_MISMATCH).",
      args: {
        filter: t.arg({ type: OpportunityFilter, required: false }),
        updatedSince: t.arg({
          type: "DateTime",
          required: false,
          description:
            "Only opportunities changed (or published) strictly after this instant. To keep a copy in sync, pass the greatest `updatedAt` of your last sync and sort by UPDATED_AT ascending. Opportunities that were closed or deleted no longer appear here: the `opportunityEvents` subscription reports those.",
        }),
        orderBy: t.arg({
          type: OpportunityOrder,
          required: false,
          description: "Sort order; newest published first (CREATED_AT DESC) when omitted.",
        }),
      },
      resolve: async (_parent, args, ctx, info) => {
        const field: OrderField = args.orderBy?.field ?? "CREATED_AT";
        const direction: Direction = args.orderBy?.direction ?? "DESC";
        const { size, backwards } = pageSize(args);
        const after = args.after ? decodeCursor(args.after, "after", field, direction) : null;
        const before = args.before ? decodeCursor(args.before, "before", field, direction) : null;

        const base = await opportunityWhere(ctx, args.filter);
        if (args.updatedSince) base.updatedAt = { gt: args.updatedSince };
        const where: Prisma.OpportunityWhereInput = {
          AND: [base, ...(after ? [beyond(after, "after")] : []), ...(before ? [beyond(before, "before")] : [])],
        };
        const column = COLUMN[field];
        const dir = (direction === "ASC") === !backwards ? "asc" : "desc";
        const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"], typeName: "Opportunity" }) as { select?: object; include?: object };
        const selection = query.select ? { select: { ...query.select, id: true, [column]: true } } : query;

        // The first page of the usual selections is one raw statement (opportunity-page-sql.ts).
        const plain = asPageFilter(base);
        const shape = plain && !after && !before ? knownShape(query) : null;
        const count = () => (plain ? countOpportunities(ctx.prisma, plain) : ctx.prisma.opportunity.count({ where: base }));
        // The page also brings the count: one round trip.
        const asksCount = asksForTotalCount(info);
        const raw = plain && shape ? opportunityPage(ctx.prisma, plain, { column, dir }, size + 1, shape, asksCount) : null;
        const counted = asksCount ? (raw ? raw.then((p) => p.total) : count()) : null;
        counted?.catch(() => {});
        const rows = (raw
          ? (await raw).rows
          : await ctx.prisma.opportunity.findMany({
              ...selection,
              where,
              orderBy: [{ [column]: dir }, { id: dir }],
              take: size + 1,
            } as never)) as unknown as OpportunityRow[];
        const more = rows.length > size;
        const page = rows.slice(0, size);
        if (backwards) page.reverse();
        const edges = page.map((node) => ({ node, cursor: encodeCursor({ field, direction, value: node[column], id: node.id }) }));
        return {
          // the nodes carry the columns the query selected (queryFromInfo), as Pothos' own connections do
          edges: edges as never,
          pageInfo: {
            // Relay: the side not paged on may be reported as false; the side paged on is exact.
            hasNextPage: !backwards && more,
            hasPreviousPage: backwards && more,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: () => counted ?? count(),
        };
      },
    },
    {
      ...connectionDescription,
      authScopes: { public: true },
      fields: (c) => ({
        totalCount: c.int({
          description: "Number of opportunities matching the filter and `updatedSince` (all pages).",
          resolve: (parent) => (parent as unknown as { totalCount: () => Promise<number> }).totalCount(),
        }),
      }),
    },
    { authScopes: { public: true }, description: "An opportunity and its cursor." },
  ),
}));
