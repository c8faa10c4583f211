import type { FieldRootProps } from "@chakra-ui/react";
import { FilterSelect } from "../forms/FilterSelect";
import { ListFilterBar } from "./ListFilterBar";
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
      <FilterSelect
        width={statusWidth}
        label={statusLabel}
        allLabel={allLabel}
        value={list.params.filters.status}
        onChange={(v) => list.params.setFilter("status", v)}
        options={statuses}
      />
    </ListFilterBar>
  );
}
