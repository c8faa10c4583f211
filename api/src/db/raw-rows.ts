import { Prisma } from "../generated/prisma/client.ts";

// Reading model rows from a raw statement (the hot lists' one-statement pages,
// modules/*/…-page-sql.ts) in the shape Prisma would have returned them.

/** Prisma's enum columns come back as text; an enum list as text[]. */
export type Column = string | [name: string, cast: "text" | "text[]"];

/** A model's columns in a raw statement, and the row object Prisma would have built from them. */
export interface RowColumns {
  /** `alias."column" AS "<prefix>column"`, …: every column, read back as Prisma returns them (enums as strings) */
  sql: Prisma.Sql;
  /** the row an `include` would give, from the `<prefix>column` keys of a raw row */
  read(raw: Record<string, unknown>): Record<string, unknown>;
}

/** Built once per model and alias: the statement's text and the keys are the same for every page. */
export function rowColumns(alias: string, prefix: string, columns: readonly Column[]): RowColumns {
  const named = columns.map((c) => (typeof c === "string" ? { name: c, cast: null } : { name: c[0], cast: c[1] }));
  const keys = named.map(({ name }) => [name, `${prefix}${name}`] as const);
  return {
    sql: Prisma.raw(named.map(({ name, cast }) => `${alias}."${name}"${cast ? `::${cast}` : ""} AS "${prefix}${name}"`).join(", ")),
    read(raw) {
      const row: Record<string, unknown> = {};
      for (const [name, key] of keys) row[name] = raw[key];
      return row;
    },
  };
}
