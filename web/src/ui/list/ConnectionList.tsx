import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ListFrame, type ListFrameProps } from "./ListFrame";

interface Props<T> extends Omit<ListFrameProps, "isEmpty" | "children"> {
  /** undefined until the first page arrives */
  items: T[] | undefined;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** a grid of cards (columns per breakpoint) instead of a stack */
  columns?: { base?: number; md?: number; lg?: number; xl?: number };
  /** "N oportunidades" above the items */
  count?: ReactNode;
  /** accessible name of the list */
  label?: string;
}

/** The kit's list of cards (opportunities, people, notifications): the same states as DataTable, items laid out by the caller. */
export function ConnectionList<T>({ items, itemKey, renderItem, columns, count, label, ...frame }: Props<T>) {
  const list = items ?? [];
  const body = list.map((item) => (
    <Box as="li" key={itemKey(item)} listStyleType="none">
      {renderItem(item)}
    </Box>
  ));
  return (
    <ListFrame {...frame} isEmpty={list.length === 0}>
      {count ? (
        <Text fontSize="sm" color="fg.muted">
          {count}
        </Text>
      ) : null}
      {columns ? (
        <SimpleGrid as="ul" aria-label={label} columns={columns} gap="4">
          {body}
        </SimpleGrid>
      ) : (
        <Stack as="ul" aria-label={label} gap="3">
          {body}
        </Stack>
      )}
    </ListFrame>
  );
}
