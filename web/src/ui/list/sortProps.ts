import type { SortState } from "./useListParams";

/** A list's sort, kept in the URL by useListParams, as the props a DataTable takes: the order shown, a header's click, the phone's sort menu. */
export function sortProps<F extends string>(params: { sort: SortState<F> | null; toggleSort: (field: F) => void; setSort: (sort: SortState<F> | null) => void }) {
  return { sort: params.sort, onSort: params.toggleSort, onSortChange: params.setSort };
}
