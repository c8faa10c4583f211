import type { FieldRootProps } from "@chakra-ui/react";
import { ListFilterBar } from "./ListFilterBar";
import { ParamFilterSelect } from "./ParamFilterSelect";
import { SearchInput } from "./SearchInput";

interface Props {
  /** what useStatusSearch keeps */
  list: {
    search: string;
    setSearch: (text: string) => void;
    params: { filters: { status: string }; setFilter: (key: "status" | "q", value: string) => void };
  };
  searchLabel: string;
  searchPlaceholder: string;
  statusLabel: string;
  /** the "all statuses" option */
  allLabel: string;
  statuses: Array<{ value: string; label: string }>;
  statusWidth: FieldRootProps["w"];
}

/** The filter row of a list kept by useStatusSearch: the search box taking the room left, then the status select. */
export function StatusSearchBar({ list, searchLabel, searchPlaceholder, statusLabel, allLabel, statuses, statusWidth }: Props) {
  return (
    <ListFilterBar>
      <SearchInput flex="1" size="sm" value={list.search} onChange={list.setSearch} label={searchLabel} placeholder={searchPlaceholder} />
      <ParamFilterSelect params={list.params} name="status" width={statusWidth} label={statusLabel} allLabel={allLabel} options={statuses} />
    </ListFilterBar>
  );
}
