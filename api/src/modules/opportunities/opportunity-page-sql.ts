import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/prisma.ts";
import { type Column, rowColumns } from "../../db/raw-rows.ts";

// The opportunities list as one typed SQL statement (issue 13): Prisma 6.19's
// query compiler plans every findMany/count again in WebAssembly (no plan
// cache before Prisma 7.4), which cost ~0.9 ms of CPU per page and ~0.5 ms
// per count; a raw statement skips the planning. Only the shapes the web app
// and the partners ask (the card's columns, the application count, the
// member's own application and bookmark) are written here; any other
// selection, a cursor or `updatedSince` goes through Prisma as before.

export const OPPORTUNITY_COLUMNS: readonly Column[] = [
  "id",
  "title",
  "description",
  ["country", "text"],
  ["sector", "text"],
  ["type", "text"],
  "organization",
  "location",
  "budget",
  ["currency", "text"],
  "deadline",
  "requirements",
  ["status", "text"],
  "featured",
  "imageId",
  "imageUrl",
  "createdById",
  "createdAt",
  "updatedAt",
  "activatedAt",
];

export const APPLICATION_COLUMNS: readonly Column[] = [
  "id",
  "userId",
  "opportunityId",
  ["status", "text"],
  "message",
  "createdAt",
  "updatedAt",
  "decidedAt",
  "decidedById",
];

const OPPORTUNITY = rowColumns("o", "", OPPORTUNITY_COLUMNS);
const OWN_APPLICATION = rowColumns("a", "a_", APPLICATION_COLUMNS);

export interface PageFilter {
  country?: string | null;
  sector?: string | null;
  type?: string | null;
  featured?: boolean | null;
  /** ids the text search matched (undefined: no search) */
  ids?: string[];
}

/** The filter of a Prisma where as written here; null when it holds more (updatedSince). */
export function asPageFilter(where: Prisma.OpportunityWhereInput): PageFilter | null {
  const { status, country, sector, type, featured, id, ...rest } = where;
  if (status !== "ACTIVE" || Object.keys(rest).length > 0) return null;
  const ids = id === undefined ? undefined : (id as { in?: string[] }).in;
  if (id !== undefined && !Array.isArray(ids)) return null;
  return {
    country: country as string | undefined,
    sector: sector as string | undefined,
    type: type as string | undefined,
    featured: featured as boolean | undefined,
    ids,
  };
}

export type PageOrder = { column: "createdAt" | "updatedAt" | "deadline"; dir: "asc" | "desc" };

/** Active opportunities matching the filter, as SQL (the same conditions as opportunityWhere). */
function whereSql(f: PageFilter): Prisma.Sql {
  const parts = [Prisma.sql`o."status" = 'ACTIVE'`];
  if (f.country) parts.push(Prisma.sql`o."country" = ${f.country}::"Country"`);
  if (f.sector) parts.push(Prisma.sql`o."sector" = ${f.sector}::"Sector"`);
  if (f.type) parts.push(Prisma.sql`o."type" = ${f.type}::"OpportunityType"`);
  if (f.featured != null) parts.push(Prisma.sql`o."featured" = ${f.featured}`);
  if (f.ids) parts.push(Prisma.sql`o."id" = ANY(${f.ids}::uuid[])`);
  return Prisma.join(parts, " AND ");
}

export async function countOpportunities(db: Db, f: PageFilter): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS "n" FROM "Opportunity" o WHERE ${whereSql(f)}`;
  return row.n;
}

type Include = Record<string, unknown>;

const isCount = (v: unknown) => JSON.stringify(v) === '{"select":{"applications":true}}';
/** `{ where: { userId }, take: 1 }` (myApplication) or the same with `select: { userId: true }` (savedByMe) */
const ownRow = (v: unknown, select: boolean): string | null => {
  const o = v as { where?: { userId?: unknown }; take?: unknown; select?: unknown } | undefined;
  if (o?.take !== 1 || typeof o.where?.userId !== "string" || Object.keys(o.where).length !== 1) return null;
  const keys = Object.keys(o).sort().join(",");
  if (select ? keys !== "select,take,where" || JSON.stringify(o.select) !== '{"userId":true}' : keys !== "take,where") return null;
  return o.where.userId;
};

/** What the page selects, when it is a shape written here; null for anything else. */
export function knownShape(query: { select?: unknown; include?: object }): { count: boolean; applicationsOf: string | null; savedBy: string | null } | null {
  if (query.select || Object.keys(query).some((k) => k !== "include")) return null;
  const include = (query.include ?? {}) as Include;
  const shape = { count: false, applicationsOf: null as string | null, savedBy: null as string | null };
  for (const [k, v] of Object.entries(include)) {
    if (k === "_count" && isCount(v)) shape.count = true;
    else if (k === "applications" && (shape.applicationsOf = ownRow(v, false))) continue;
    else if (k === "savedBy" && (shape.savedBy = ownRow(v, true))) continue;
    else return null;
  }
  return shape;
}

interface RawRow extends Record<string, unknown> {
  _n?: number;
  _saved?: boolean;
  _total?: number;
  a_id?: string | null;
}

/**
 * A first page in the given order, shaped as Prisma's include would have
 * returned it, and (`withTotal`) the count of every matching row, computed in
 * the same statement: one round trip instead of two. With no cursor, an
 * empty page means nothing matched.
 */
export async function opportunityPage(db: Db, f: PageFilter, order: PageOrder, take: number, shape: NonNullable<ReturnType<typeof knownShape>>, withTotal: boolean) {
  const dir = Prisma.raw(order.dir === "asc" ? "ASC" : "DESC");
  const column = Prisma.raw(`o."${order.column}"`);
  const count = shape.count ? Prisma.sql`, (SELECT count(*)::int FROM "Application" c WHERE c."opportunityId" = o."id") AS "_n"` : Prisma.empty;
  const saved = shape.savedBy
    ? Prisma.sql`, EXISTS (SELECT 1 FROM "SavedOpportunity" s WHERE s."opportunityId" = o."id" AND s."userId" = ${shape.savedBy}::uuid) AS "_saved"`
    : Prisma.empty;
  const own = shape.applicationsOf ? Prisma.sql`, ${OWN_APPLICATION.sql}` : Prisma.empty;
  const join = shape.applicationsOf
    ? Prisma.sql`LEFT JOIN LATERAL (SELECT * FROM "Application" x WHERE x."opportunityId" = o."id" AND x."userId" = ${shape.applicationsOf}::uuid ORDER BY x."id" LIMIT 1) a ON true`
    : Prisma.empty;
  const total = withTotal ? Prisma.sql`, (SELECT count(*)::int FROM "Opportunity" o WHERE ${whereSql(f)}) AS "_total"` : Prisma.empty;
  const rows = await db.$queryRaw<RawRow[]>`SELECT ${OPPORTUNITY.sql}${count}${saved}${own}${total} FROM "Opportunity" o ${join}
    WHERE ${whereSql(f)} ORDER BY ${column} ${dir}, o."id" ${dir} LIMIT ${take}`;
  const page = rows.map((r) => {
    const row = OPPORTUNITY.read(r);
    if (shape.count) row._count = { applications: r._n };
    if (shape.applicationsOf) row.applications = r.a_id ? [OWN_APPLICATION.read(r)] : [];
    if (shape.savedBy) row.savedBy = r._saved ? [{ userId: shape.savedBy }] : [];
    return row;
  });
  return { rows: page, total: rows[0]?._total ?? 0 };
}
