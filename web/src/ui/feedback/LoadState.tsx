import type { ReactNode } from "react";
import { LoadError } from "./LoadError";
import { Loading } from "./Loading";

interface Props<T> {
  data: T | null | undefined;
  /** the query's failure: a refusal by the server reads as restricted access (see LoadError) */
  error?: unknown;
  onRetry: () => void;
  /** what to show once the data is there */
  children: (data: T) => ReactNode;
}

/** A query's three states in one place: its failure with a retry, a spinner while it loads, then the content. */
export function LoadState<T>({ data, error, onRetry, children }: Props<T>) {
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (data == null) return <Loading />;
  return <>{children(data)}</>;
}
