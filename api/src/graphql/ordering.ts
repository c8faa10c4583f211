import { builder } from "./builder.ts";

export type Direction = "ASC" | "DESC";
type PrismaDir = "asc" | "desc";

export const OrderDirectionEnum = builder.enumType("OrderDirection", {
  description: "Sort direction.",
  values: { ASC: { description: "Smallest (oldest, earliest, A first) first." }, DESC: { description: "Largest (newest, latest, Z first) first." } },
});

export interface OrderFieldSpec {
  /** what the value means, for the schema's description */
  description: string;
  /** a column of the model, or the Prisma orderBy for a direction (e.g. a relation's column) */
  orderBy: string | ((dir: PrismaDir) => Record<string, unknown>);
}

/**
 * A connection's `orderBy` argument: `<Name>Order { field: <Name>OrderField!, direction: OrderDirection = ASC }`.
 * toOrderBy gives Prisma's orderBy, always ending with the id (same direction),
 * so the order is total and cursor paging (Pothos prismaConnection, cursor "id")
 * stays stable. Without an orderBy the list keeps its documented default order.
 */
export function connectionOrder<F extends string>(name: string, what: string, fields: Record<F, OrderFieldSpec>) {
  const FieldEnum = builder.enumType(`${name}OrderField`, {
    description: `What the ${what} list can be sorted by. Ties are broken by id, in the same direction.`,
    values: Object.fromEntries(Object.entries<OrderFieldSpec>(fields).map(([k, v]) => [k, { description: v.description }])) as Record<F, { description: string }>,
  });
  const Input = builder.inputType(`${name}Order`, {
    description: `The order of the ${what} list. A cursor is only valid with the order it was issued for.`,
    fields: (t) => ({
      field: t.field({ type: FieldEnum, required: true, description: "The value to sort by." }),
      direction: t.field({ type: OrderDirectionEnum, required: false, defaultValue: "ASC", description: "Ascending or descending; ascending when omitted." }),
    }),
  });
  const toOrderBy = (order: { field: F; direction?: Direction | null } | null | undefined, fallback: Array<Record<string, unknown>>): Array<Record<string, unknown>> => {
    if (!order) return fallback;
    const dir: PrismaDir = order.direction === "DESC" ? "desc" : "asc";
    const spec = fields[order.field];
    const primary = typeof spec.orderBy === "string" ? { [spec.orderBy]: dir } : spec.orderBy(dir);
    return [primary, { id: dir }];
  };
  return { Input, toOrderBy };
}
