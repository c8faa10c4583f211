import type { ApolloCache, Reference } from "@apollo/client";
import type { ModifierDetails } from "@apollo/client/cache";

interface StoredConnection {
  totalCount?: number;
  edges: Array<{ __typename?: string; cursor: string; node: Reference }>;
  [k: string]: unknown;
}

/** The arguments a stored variant of a connection field was kept under (its keyArgs, see cache.ts). */
const argsOf = (storeFieldName: string): Record<string, unknown> => {
  const at = storeFieldName.indexOf(":");
  if (at < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(at + 1)) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * Live events applied to every loaded page of a Query connection field, without
 * refetching: `drop` takes a node out (and one off totalCount); `put` adds a
 * node on top of the lists whose arguments it fits, and takes it out of those
 * it no longer fits. Updated fields of a node already in a list need nothing:
 * the cache normalises them.
 */
export function liveConnection(cache: ApolloCache, field: string) {
  const drop = (id: string, keep?: (args: Record<string, unknown>) => boolean) =>
    cache.modify({
      fields: {
        [field]: (value: unknown, { storeFieldName, readField }: ModifierDetails) => {
          const existing = value as StoredConnection;
          if (!existing?.edges || keep?.(argsOf(storeFieldName))) return existing;
          const edges = existing.edges.filter((e) => readField("id", e.node) !== id);
          if (edges.length === existing.edges.length) return existing;
          return { ...existing, edges, totalCount: Math.max(0, (existing.totalCount ?? edges.length + 1) - 1) };
        },
      },
    });

  const put = <T extends { __typename?: string; id: string }>(
    node: T,
    options: { edgeTypename: string; fits: (args: Record<string, unknown>) => boolean; prepend: (args: Record<string, unknown>) => boolean },
  ) => {
    const id = cache.identify(node as unknown as Reference);
    cache.modify({
      fields: {
        [field]: (value: unknown, { storeFieldName, readField, toReference }: ModifierDetails) => {
          const existing = value as StoredConnection;
          if (!existing?.edges) return existing;
          const args = argsOf(storeFieldName);
          const present = existing.edges.some((e) => readField("id", e.node) === node.id);
          const fits = options.fits(args);
          if (present && !fits) {
            return { ...existing, edges: existing.edges.filter((e) => readField("id", e.node) !== node.id), totalCount: Math.max(0, (existing.totalCount ?? 1) - 1) };
          }
          if (present || !fits || !options.prepend(args) || !id) return existing;
          const ref = toReference(id);
          if (!ref) return existing;
          return {
            ...existing,
            totalCount: (existing.totalCount ?? existing.edges.length) + 1,
            edges: [{ __typename: options.edgeTypename, cursor: node.id, node: ref }, ...existing.edges],
          };
        },
      },
    });
  };
  return { drop, put };
}
