import { Center, Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { LoadError } from "./LoadError";

interface Props<T> {
  data: T | null | undefined;
  error?: unknown;
  onRetry: () => void;
  /** what to show once the data is there */
  children: (data: T) => ReactNode;
}

/** A query's three states in one place: its failure with a retry, a spinner while it loads, then the content. */
export function LoadState<T>({ data, error, onRetry, children }: Props<T>) {
  const intl = useIntl();
  if (error) return <LoadError onRetry={onRetry} />;
  if (data == null)
    return (
      <Center py="12">
        <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "common.loading" })} />
      </Center>
    );
  return <>{children(data)}</>;
}
