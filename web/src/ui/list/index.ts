export { ConnectionList } from "./ConnectionList";
export { type Column, DataTable, type Selection } from "./DataTable";
export { ListFrame } from "./ListFrame";
export { pagingProps } from "./pagingProps";
export { SearchInput } from "./SearchInput";
export { useConnection } from "./useConnection";
export { orNull, orderByOf, type SortDirection, type SortState, useListParams } from "./useListParams";
export { useSearchText } from "./useSearchText";
export { useSelection } from "./useSelection";
