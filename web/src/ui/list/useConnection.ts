import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { ListKit_PageInfoFragment } from "../../gql/graphql";

/**
 * What "load more" reads of a page, and what the cache's relayStylePagination
 * policy merges pages by: every list query asks for it the same way,
 * `pageInfo { ...ListKit_PageInfo }`.
 */
graphql(`
  fragment ListKit_PageInfo on PageInfo {
    hasNextPage
    endCursor
  }
`);

/** The shape every Relay connection of the schema shares. */
export interface ConnectionLike<N> {
  totalCount?: number | null;
  pageInfo: ListKit_PageInfoFragment;
  edges: ReadonlyArray<{ node: N }>;
}

export interface ConnectionResult<N> {
  /** undefined until the first page has arrived */
  nodes: N[] | undefined;
  totalCount: number | undefined;
  hasMore: boolean;
  /** the next page; the cache's relayStylePagination policy appends it (apollo/cache.ts) */
  loadMore: () => void;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * A paged list from one connection field. Paging arguments are `first` (set in
 * the document) and `after` (set here); every other variable is a filter, and a
 * change of filter starts from the first page.
 */
export function useConnection<TData, TVars extends OperationVariables, N>(
  document: TypedDocumentNode<TData, TVars>,
  options: { variables: TVars; select: (data: TData) => ConnectionLike<N> | null | undefined; skip?: boolean; pollInterval?: number },
): ConnectionResult<N> & { data: TData | undefined } {
  const { data, error, loading, networkStatus, fetchMore, refetch } = useQuery(document, {
    variables: options.variables,
    skip: options.skip,
    pollInterval: options.pollInterval,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVars>);
  const connection = data ? options.select(data as TData) : undefined;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  return {
    data: data as TData | undefined,
    nodes: connection ? connection.edges.map((e) => e.node) : undefined,
    totalCount: connection ? (connection.totalCount ?? connection.edges.length) : undefined,
    hasMore: Boolean(connection?.pageInfo.hasNextPage),
    loadMore: () => {
      if (!connection?.pageInfo.hasNextPage || loadingMore) return;
      void fetchMore({ variables: { after: connection.pageInfo.endCursor } as unknown as Partial<TVars> });
    },
    loading: loading && !loadingMore,
    loadingMore,
    error,
    refetch: () => void refetch(),
  };
}
