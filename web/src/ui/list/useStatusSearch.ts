import { orNull, useListParams } from "./useListParams";
import { useSearchText } from "./useSearchText";

/**
 * A list narrowed by a status and by a search the server applies, both kept in
 * the URL: the params (sort included), the search box's text, and the filter
 * the list's query takes (`{ status, search }`, null for "all").
 */
export function useStatusSearch<S extends string, F extends string>(sortFields: readonly F[]) {
  const params = useListParams({ filters: { status: "", q: "" }, sortFields });
  const [search, setSearch] = useSearchText(params.filters.q, (q) => params.setFilter("q", q));
  const filter = { status: orNull<S>(params.filters.status), search: params.filters.q || null };
  return { params, search, setSearch, filter };
}

export type StatusSearch = ReturnType<typeof useStatusSearch>;
