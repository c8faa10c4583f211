import { Box, Checkbox, HStack, IconButton, Stack, Table, Text } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ListFrame, type ListFrameProps } from "./ListFrame";
import { SortSelect } from "./SortSelect";
import type { SortState } from "./useListParams";

export interface Column<T, F extends string = string> {
  key: string;
  header: ReactNode;
  /** the header as plain text, for the phone layout's labels and the sort menu (defaults to header when it is a string) */
  label?: string;
  cell: (row: T) => ReactNode;
  /** the connection's orderBy field this column sorts by */
  sortField?: F;
  align?: "start" | "end";
  /** e.g. "nowrap" for dates and amounts */
  nowrap?: boolean;
  minW?: string;
  /** true keeps the column in view at the table's end on wider screens while the rest scrolls (defaults to true for the key "actions") */
  pinned?: boolean;
  /** on phones the row becomes a stack of label: value lines; false leaves the label out (e.g. the title line) */
  mobileLabel?: boolean;
}

export interface Selection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** rows that cannot be selected (e.g. no bulk action applies to them) */
  selectable?: (row: T) => boolean;
  /** the bar shown while rows are selected (approve, reject, export...) */
  actions: (rows: T[]) => ReactNode;
}

export interface DataTableProps<T, F extends string> extends Omit<ListFrameProps, "isEmpty" | "children"> {
  /** the table's accessible name */
  label: string;
  columns: Array<Column<T, F>>;
  /** undefined until the first page arrives */
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  sort?: SortState<F> | null;
  onSort?: (field: F) => void;
  onSortChange?: (sort: SortState<F> | null) => void;
  selection?: Selection<T>;
  /** extra attributes per row (data-testid...) */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** "N transações" above the table */
  count?: ReactNode;
  /** above the table, beside the count (e.g. an export button) */
  toolbar?: ReactNode;
}

/** A pinned column (the row's actions) stays at the scroll area's end from md up, over the cells scrolling beneath it. */
const isPinned = (c: { key: string; pinned?: boolean }) => c.pinned ?? c.key === "actions";
const PINNED = {
  position: { md: "sticky" },
  insetEnd: { md: "0" },
  zIndex: { md: "1" },
  bg: { md: "bg" },
  boxShadow: { md: "inset 1px 0 0 var(--chakra-colors-border)" },
} as const;

const ariaSort = (sort: SortState | null | undefined, field?: string) =>
  !field || !sort || sort.field !== field ? (field ? "none" : undefined) : sort.direction === "ASC" ? "ascending" : "descending";

/**
 * The kit's table: sortable columns (sorted by the server through the
 * connection's orderBy), selection with bulk actions, and on phones each row
 * stacks into a card of label: value lines. Loading, errors, the empty state
 * and "load more" come from ListFrame.
 */
export function DataTable<T, F extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  onSortChange,
  selection,
  rowProps,
  count,
  toolbar,
  ...frame
}: DataTableProps<T, F>) {
  const intl = useIntl();
  const list = rows ?? [];
  const selectable = selection ? list.filter((r) => selection.selectable?.(r) ?? true) : [];
  const selectedRows = selection ? list.filter((r) => selection.selected.has(rowKey(r))) : [];
  const allSelected = selectable.length > 0 && selectable.every((r) => selection?.selected.has(rowKey(r)));
  const someSelected = selectedRows.length > 0 && !allSelected;
  const textOf = (c: Column<T, F>) => c.label ?? (typeof c.header === "string" ? c.header : c.key);
  const sortable = columns.filter((c) => c.sortField);

  const toggleRow = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  const toggleAll = (on: boolean) => selection?.onChange(on ? new Set(selectable.map(rowKey)) : new Set());

  return (
    <ListFrame {...frame} isEmpty={list.length === 0}>
      {(count || toolbar || (sortable.length > 0 && onSort)) && (
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          {count ? (
            <Text fontSize="sm" color="fg.muted">
              {count}
            </Text>
          ) : (
            <span />
          )}
          <HStack gap="2" flexWrap="wrap">
            {sortable.length > 0 && (onSortChange || onSort) && (
              <Box hideFrom="md" minW="48">
                <SortSelect
                  fields={sortable.map((c) => ({ field: c.sortField as F, label: textOf(c) }))}
                  sort={sort}
                  onChange={(next) => {
                    if (onSortChange) onSortChange(next);
                    else if (next) onSort?.(next.field);
                  }}
                />
              </Box>
            )}
            {toolbar}
          </HStack>
        </HStack>
      )}
      {selection && selectedRows.length > 0 && (
        <HStack
          role="region"
          aria-label={intl.formatMessage({ id: "ui.list.bulkActions" })}
          justify="space-between"
          flexWrap="wrap"
          gap="2"
          p="2"
          bg="brand.subtle"
          rounded="md"
          position="sticky"
          top="0"
          zIndex="1"
        >
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id="ui.list.selected" values={{ count: selectedRows.length }} />
          </Text>
          <HStack gap="2" flexWrap="wrap">
            {selection.actions(selectedRows)}
            <IconButton size="xs" variant="ghost" aria-label={intl.formatMessage({ id: "ui.list.clearSelection" })} onClick={() => toggleAll(false)}>
              ×
            </IconButton>
          </HStack>
        </HStack>
      )}
      <Table.ScrollArea
        borderWidth={{ base: "0", md: "1px" }}
        rounded="md"
        tabIndex={0}
        aria-label={label}
        data-stacked-table=""
        data-pinned-end={columns.some(isPinned) ? "" : undefined}
      >
        {/* on phones the table, its body and its rows are blocks, so a card is as wide as the screen and its values wrap inside it;
            a block-displayed table loses its table semantics in some screen readers, so every part names its role (WAI-ARIA table pattern) */}
        <Table.Root size="sm" striped={false} aria-label={label} role="table" display={{ base: "block", md: "table" }}>
          <Table.Header role="rowgroup" display={{ base: "none", md: "table-header-group" }}>
            <Table.Row role="row">
              {selection && (
                <Table.ColumnHeader role="columnheader" w="10">
                  <Checkbox.Root
                    size="sm"
                    checked={allSelected ? true : someSelected ? "indeterminate" : false}
                    onCheckedChange={(e) => toggleAll(e.checked === true)}
                    disabled={selectable.length === 0}
                  >
                    <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: "ui.list.selectAll" })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              {columns.map((c) => (
                <Table.ColumnHeader
                  key={c.key}
                  role="columnheader"
                  textAlign={c.align === "end" ? "end" : undefined}
                  aria-sort={ariaSort(sort, c.sortField)}
                  whiteSpace="nowrap"
                  {...(isPinned(c) ? PINNED : {})}
                >
                  {c.sortField && onSort ? (
                    <Box
                      as="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      fontWeight="inherit"
                      cursor="pointer"
                      _hover={{ color: "fg" }}
                      onClick={() => onSort(c.sortField as F)}
                      aria-label={intl.formatMessage({ id: "ui.list.sortColumn" }, { column: textOf(c) })}
                    >
                      {c.header}
                      {sort?.field === c.sortField ? (
                        sort.direction === "ASC" ? (
                          <ArrowUp size={14} aria-hidden />
                        ) : (
                          <ArrowDown size={14} aria-hidden />
                        )
                      ) : (
                        <ArrowUpDown size={14} aria-hidden opacity={0.4} />
                      )}
                    </Box>
                  ) : (
                    c.header
                  )}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body role="rowgroup" display={{ base: "block", md: "table-row-group" }}>
            {list.map((row) => {
              const id = rowKey(row);
              const canSelect = selection ? (selection.selectable?.(row) ?? true) : false;
              return (
                <Table.Row
                  key={id}
                  role="row"
                  {...rowProps?.(row)}
                  display={{ base: "block", md: "table-row" }}
                  borderWidth={{ base: "1px", md: "0" }}
                  rounded={{ base: "md", md: "none" }}
                  mb={{ base: "3", md: "0" }}
                  p={{ base: "2", md: "0" }}
                >
                  {selection && (
                    <Table.Cell role="cell" display={{ base: "block", md: "table-cell" }} borderBottomWidth={{ base: "0", md: "1px" }}>
                      {canSelect && (
                        <Checkbox.Root size="sm" checked={selection.selected.has(id)} onCheckedChange={(e) => toggleRow(id, e.checked === true)}>
                          <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: "ui.list.selectRow" })} />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      )}
                    </Table.Cell>
                  )}
                  {columns.map((c) => (
                    <Table.Cell
                      key={c.key}
                      role="cell"
                      display={{ base: "flex", md: "table-cell" }}
                      gap="3"
                      justifyContent="space-between"
                      alignItems="baseline"
                      borderBottomWidth={{ base: "0", md: "1px" }}
                      py={{ base: "1", md: "2" }}
                      textAlign={{ base: "end", md: c.align === "end" ? "end" : "start" }}
                      whiteSpace={c.nowrap ? { base: "normal", md: "nowrap" } : "normal"}
                      minW={c.minW ? { base: "0", md: c.minW } : undefined}
                      overflowWrap="anywhere"
                      {...(isPinned(c) ? PINNED : {})}
                    >
                      {c.mobileLabel !== false && (
                        <Text as="span" hideFrom="md" color="fg.muted" fontSize="xs" textAlign="start" flexShrink={0}>
                          {textOf(c)}
                        </Text>
                      )}
                      <Stack
                        as="div"
                        gap="0"
                        align={{ base: "flex-end", md: c.align === "end" ? "flex-end" : "stretch" }}
                        textAlign={{ base: c.mobileLabel === false ? "start" : "end", md: "inherit" }}
                        flex={{ base: c.mobileLabel === false ? "1" : "0 1 auto", md: "unset" }}
                        minW="0"
                      >
                        {c.cell(row)}
                      </Stack>
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </ListFrame>
  );
}
