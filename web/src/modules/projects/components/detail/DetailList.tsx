import { Stack } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../../../ui/feedback/EmptyState";

interface Props<T> {
  items: readonly T[];
  emptyIcon: LucideIcon;
  /** what the tab says while it has nothing */
  empty: ReactNode;
  /** one item as its <li> */
  children: (item: T) => ReactNode;
}

/** A project tab's items as a list, or its empty state. */
export function DetailList<T>({ items, emptyIcon, empty, children }: Props<T>) {
  if (items.length === 0) return <EmptyState icon={emptyIcon}>{empty}</EmptyState>;
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {items.map(children)}
    </Stack>
  );
}
