import { Box, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { LoadError } from "../feedback/LoadError";

export interface ListFrameProps {
  /** true while the first page is on its way (no rows yet) */
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** nothing to show once loaded */
  isEmpty: boolean;
  /** what an empty list says (e.g. "Nenhuma transação encontrada") */
  empty: ReactNode;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** how many skeleton rows stand in for the first page */
  skeletonRows?: number;
  children: ReactNode;
}

/**
 * What every list does around its rows: skeletons on the first load, a visible
 * error with retry (never sample data), the empty state, and "load more".
 */
export function ListFrame({ loading, error, onRetry, isEmpty, empty, hasMore, onLoadMore, loadingMore, skeletonRows = 4, children }: ListFrameProps) {
  if (error && isEmpty) return <LoadError error={error} onRetry={() => onRetry?.()} />;
  if (loading && isEmpty)
    return (
      <Stack gap="2" aria-busy="true" data-testid="list-loading">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} h="12" rounded="md" />
        ))}
      </Stack>
    );
  if (isEmpty)
    return (
      <Text color="fg.muted" py="8" textAlign="center" data-testid="list-empty">
        {empty}
      </Text>
    );
  return (
    <Stack gap="3">
      {children}
      {error ? <LoadError error={error} onRetry={() => onRetry?.()} /> : null}
      {hasMore && onLoadMore && (
        <Box textAlign="center">
          <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
            <FormattedMessage id="ui.list.loadMore" />
          </Button>
        </Box>
      )}
    </Stack>
  );
}
