import { Prisma } from "../../generated/prisma/client.ts";

/**
 * The one free-text search condition of the API. A term matches a column when
 * the column contains it, ignoring case and accents ("comercio" finds
 * "Comércio", "ÁFRICA" finds "Africa"), with `%`, `_` and `\` taken literally.
 *
 * Folding is PostgreSQL's `public.ponte_fold` (lower(unaccent(…)), migration
 * 20261124000300_literal_search_and_sync), applied to both sides, so the
 * column side is exactly the expression of that column's trigram GIN index
 * and the planner answers the LIKE from the index. A new searched column needs
 * its index there too.
 *
 * Prisma's `where` cannot hold an SQL expression, so a search first asks for
 * the ids of the matching rows and the caller adds `id: { in: ids }` to its
 * Prisma filter (one statement more, only when a term is given).
 */

type Reader = { $queryRaw: Prisma.TransactionClient["$queryRaw"] };

/** A LIKE pattern that contains `term` literally (LIKE's escape character is the backslash). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/** `(fold(c1) LIKE fold(pattern) OR fold(c2) LIKE …)` for SQL column references such as `o."title"`. */
export function foldedContains(columns: readonly string[], term: string): Prisma.Sql {
  const pattern = containsPattern(term);
  return Prisma.sql`(${Prisma.join(
    columns.map((c) => Prisma.sql`public.ponte_fold(${Prisma.raw(c)}) LIKE public.ponte_fold(${pattern}::text)`),
    " OR ",
  )})`;
}

export interface SearchSource {
  /** the FROM clause, with aliases: `"Project" p JOIN "Client" c ON c."id" = p."clientId"` */
  from: string;
  /** the id to return: `p."id"` */
  id: string;
  /** the searched columns, each with a ponte_fold trigram index */
  columns: readonly string[];
}

/** What a search runs in: the request's context (its Prisma client); a request's searches are remembered for it. */
export type SearchScope = { prisma: Reader };

// Per request (context object): a list and its totalCount ask for the same ids once.
const asked = new WeakMap<object, Map<string, Promise<string[]>>>();

/** Ids of the rows of `source` whose columns contain `term` (see above). */
export function matchingIds(scope: SearchScope, source: SearchSource, term: string): Promise<string[]> {
  let mine = asked.get(scope);
  if (!mine) asked.set(scope, (mine = new Map()));
  const key = JSON.stringify([source.from, source.columns, term]);
  let ids = mine.get(key);
  if (!ids) {
    ids = queryIds(scope.prisma, source, term);
    // a failed search is not remembered
    ids.catch(() => mine.delete(key));
    mine.set(key, ids);
  }
  return ids;
}

async function queryIds(db: Reader, source: SearchSource, term: string): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ id: string }>>`SELECT DISTINCT ${Prisma.raw(source.id)}::text AS "id" FROM ${Prisma.raw(
    source.from,
  )} WHERE ${foldedContains(source.columns, term)}`;
  return rows.map((r) => r.id);
}

/** The searchable tables, with the columns each list searches. */
export const SEARCH = {
  opportunity: { from: `"Opportunity" o`, id: `o."id"`, columns: [`o."title"`, `o."description"`, `o."organization"`] },
  /** members as other members find them: never by e-mail */
  memberProfile: { from: `"User" u`, id: `u."id"`, columns: [`u."fullName"`, `u."organization"`] },
  /** accounts as administrators find them */
  account: { from: `"User" u`, id: `u."id"`, columns: [`u."fullName"`, `u."email"`, `u."organization"`] },
  client: { from: `"Client" c`, id: `c."id"`, columns: [`c."name"`, `c."email"`, `c."organization"`] },
  project: {
    from: `"Project" p JOIN "Client" c ON c."id" = p."clientId"`,
    id: `p."id"`,
    columns: [`p."name"`, `p."description"`, `c."name"`],
  },
  /**
   * The regional team, skills included. array_to_string is not immutable, so
   * the skills cannot have an index of their own: the team's few hundred rows
   * are scanned when a term is given.
   */
  staffMember: { from: `"StaffMember" s`, id: `s."id"`, columns: [`s."name"`, `s."role"`, `s."email"`, `array_to_string(s."skills", ' ')`] },
  transaction: {
    from: `"Transaction" t LEFT JOIN "Invoice" i ON i."id" = t."invoiceId"`,
    id: `t."id"`,
    columns: [`t."description"`, `t."notes"`, `i."number"`],
  },
  application: {
    from: `"Application" a JOIN "User" u ON u."id" = a."userId" JOIN "Opportunity" o ON o."id" = a."opportunityId"`,
    id: `a."id"`,
    columns: [`u."fullName"`, `u."email"`, `o."title"`],
  },
} as const satisfies Record<string, SearchSource>;
