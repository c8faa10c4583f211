import { Prisma } from "../../generated/prisma/client.ts";
import type { Db } from "../../db/prisma.ts";
import { type Column, rowColumns } from "../../db/raw-rows.ts";
import { APPLICATION_COLUMNS, OPPORTUNITY_COLUMNS } from "../opportunities/opportunity-page-sql.ts";

// The administrators' applications list as one raw statement (issue 13):
// Prisma 6.19 plans each findMany with its two included relations again in
// WebAssembly (~1.9 ms of CPU per page, against ~0.4 ms for the statement
// itself), and the count (~0.5 ms). Only the first page of the column orders,
// with both relations included whole, is written here; a cursor, another
// order or selection goes through Prisma as before.

const USER_COLUMNS: readonly Column[] = [
  "id",
  "email",
  "passwordHash",
  "fullName",
  ["role", "text"],
  ["country", "text"],
  ["sector", "text"],
  "organization",
  "avatarUrl",
  "verified",
  "emailConfirmedAt",
  ["language", "text"],
  "notificationsEnabled",
  ["emailOptOuts", "text[]"],
  ["theme", "text"],
  "deletionRequestedAt",
  "anonymisedAt",
  "createdAt",
  "updatedAt",
];

const APPLICATION = rowColumns("a", "", APPLICATION_COLUMNS);
const USER = rowColumns("u", "u_", USER_COLUMNS);
const OPPORTUNITY = rowColumns("o", "o_", OPPORTUNITY_COLUMNS);

export interface ApplicationPageFilter {
  status?: string;
  opportunityId?: string;
  /** ids the text search matched (undefined: no search) */
  ids?: string[];
}

/** The filter of a Prisma where as written here; null when it holds anything else. */
export function asApplicationFilter(where: Prisma.ApplicationWhereInput): ApplicationPageFilter | null {
  const { status, opportunityId, id, ...rest } = where;
  if (Object.keys(rest).length > 0) return null;
  if ((status !== undefined && typeof status !== "string") || (opportunityId !== undefined && typeof opportunityId !== "string")) return null;
  const ids = id === undefined ? undefined : (id as { in?: unknown }).in;
  if (id !== undefined && !Array.isArray(ids)) return null;
  return { status, opportunityId, ids: ids as string[] | undefined };
}

function whereSql(f: ApplicationPageFilter): Prisma.Sql {
  const parts = [Prisma.sql`true`];
  if (f.status) parts.push(Prisma.sql`a."status" = ${f.status}::"ApplicationStatus"`);
  if (f.opportunityId) parts.push(Prisma.sql`a."opportunityId" = ${f.opportunityId}::uuid`);
  if (f.ids) parts.push(Prisma.sql`a."id" = ANY(${f.ids}::uuid[])`);
  return Prisma.join(parts, " AND ");
}

export async function countApplications(db: Db, f: ApplicationPageFilter): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS "n" FROM "Application" a WHERE ${whereSql(f)}`;
  return row.n;
}

type Order = Array<Record<string, unknown>>;
const ORDER_COLUMNS = new Set(["createdAt", "status"]);

/** `[{ column: dir }, { id: dir }]` over a column of Application, or null. */
function columnOrder(orderBy: Order): { column: string; dir: "ASC" | "DESC" } | null {
  if (orderBy.length !== 2) return null;
  const [[column, dir], [idKey, idDir]] = orderBy.map((o) => Object.entries(o)[0] ?? []);
  if (!ORDER_COLUMNS.has(column as string) || idKey !== "id" || dir !== idDir || (dir !== "asc" && dir !== "desc")) return null;
  return { column: column as string, dir: dir === "asc" ? "ASC" : "DESC" };
}

/**
 * The first page as Prisma would return `findMany({ ...query, where, orderBy })`,
 * and (`withTotal`) the count of every matching row from the same statement
 * (with no cursor, an empty page means nothing matched); null, before any
 * statement, when `query`/`orderBy` is not a shape written here.
 */
export function applicationPage(
  db: Db,
  f: ApplicationPageFilter,
  query: Record<string, unknown>,
  orderBy: Order,
  withTotal: boolean,
): Promise<{ rows: unknown[]; total: number }> | null {
  const { include, take, skip, ...rest } = query as { include?: Record<string, unknown>; take?: unknown; skip?: unknown };
  const order = columnOrder(orderBy);
  if (!order || Object.keys(rest).length > 0 || (skip !== undefined && skip !== 0) || typeof take !== "number" || take < 0) return null;
  const relations = Object.entries(include ?? {});
  if (relations.some(([k, v]) => v !== true || (k !== "user" && k !== "opportunity"))) return null;
  return pageOf(db, f, order, take, include ?? {}, withTotal);
}

async function pageOf(
  db: Db,
  f: ApplicationPageFilter,
  order: { column: string; dir: "ASC" | "DESC" },
  take: number,
  include: Record<string, unknown>,
  withTotal: boolean,
) {
  const withUser = include.user === true;
  const withOpportunity = include.opportunity === true;
  const dir = Prisma.raw(order.dir);
  const rows = await db.$queryRaw<Array<Record<string, unknown>>>`SELECT ${APPLICATION.sql}
    ${withUser ? Prisma.sql`, ${USER.sql}` : Prisma.empty}
    ${withOpportunity ? Prisma.sql`, ${OPPORTUNITY.sql}` : Prisma.empty}
    ${withTotal ? Prisma.sql`, (SELECT count(*)::int FROM "Application" a WHERE ${whereSql(f)}) AS "_total"` : Prisma.empty}
    FROM "Application" a
    ${withUser ? Prisma.sql`JOIN "User" u ON u."id" = a."userId"` : Prisma.empty}
    ${withOpportunity ? Prisma.sql`JOIN "Opportunity" o ON o."id" = a."opportunityId"` : Prisma.empty}
    WHERE ${whereSql(f)} ORDER BY ${Prisma.raw(`a."${order.column}"`)} ${dir}, a."id" ${dir} LIMIT ${take}`;
  const total = (rows[0]?._total as number | undefined) ?? 0;
  const page = rows.map((raw) => {
    const row = APPLICATION.read(raw);
    if (withUser) row.user = USER.read(raw);
    if (withOpportunity) row.opportunity = OPPORTUNITY.read(raw);
    return row;
  });
  return { rows: page, total };
}
