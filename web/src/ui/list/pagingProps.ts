import type { ConnectionResult } from "./useConnection";

/** A connection's state as the props a DataTable or ConnectionList takes: loading, failure and retry, the next page. */
export function pagingProps<N>(c: ConnectionResult<N>) {
  return { loading: c.loading, error: c.error, onRetry: c.refetch, hasMore: c.hasMore, onLoadMore: c.loadMore, loadingMore: c.loadingMore };
}
