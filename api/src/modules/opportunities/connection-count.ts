import { type GraphQLResolveInfo, Kind } from "graphql";

// A connection's page and its totalCount are separate statements; Pothos asks
// for the count only once the page has arrived (the totalCount field resolves
// on the connection object). Started beside the page instead, the request
// waits for one round trip fewer. Keyed by the field's args object, which
// Pothos hands to both `resolve` and `totalCount` of the same field call.
const pending = new WeakMap<object, Promise<number>>();

export const asksForTotalCount = (info: GraphQLResolveInfo) =>
  info.fieldNodes.some((node) => node.selectionSet?.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "totalCount"));

/**
 * Starts `count` now when the operation selects totalCount directly (inside a
 * fragment it is left to `totalCountFor`, which then counts as before).
 */
export function countAlongside(args: object, info: GraphQLResolveInfo, count: () => Promise<number>): void {
  if (!asksForTotalCount(info)) return;
  const started = count();
  // If the page fails, totalCount is never read; its failure is reported there otherwise.
  started.catch(() => {});
  pending.set(args, started);
}

/** The count started by `countAlongside` for this field call, or a fresh one. */
export function totalCountFor(args: object, count: () => Promise<number>): Promise<number> {
  const started = pending.get(args);
  if (!started) return count();
  pending.delete(args);
  return started;
}
