import { DataTable, type DataTableProps } from "./DataTable";
import { pagingProps } from "./pagingProps";
import { sortProps } from "./sortProps";
import type { ConnectionResult } from "./useConnection";
import type { SortState } from "./useListParams";

type Props<T, F extends string> = Omit<DataTableProps<T, F>, "rows" | keyof ReturnType<typeof pagingProps> | keyof ReturnType<typeof sortProps>> & {
  /** where the rows come from: the table shows its loading, failure and "load more" */
  connection: ConnectionResult<T>;
  /** the list's sort as useListParams keeps it in the URL; left out, the table is not sortable */
  params?: { sort: SortState<F> | null; toggleSort: (field: F) => void; setSort: (sort: SortState<F> | null) => void };
};

/** A DataTable over one connection (useConnection), sorted through the list's URL params. */
export function ConnectionTable<T, F extends string = string>({ connection, params, ...table }: Props<T, F>) {
  return <DataTable<T, F> {...table} rows={connection.nodes} {...pagingProps(connection)} {...(params ? sortProps(params) : {})} />;
}
