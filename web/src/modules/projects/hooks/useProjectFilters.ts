import type { ProjectOrderField } from "../../../gql/graphql";
import { useListParams, useSearchText } from "../../../ui/list";
import { useOpenParam } from "../../../ui/overlay/useOpenParam";

export const PROJECT_FILTER_KEYS = ["status", "country", "sector", "priority"] as const;
export type ProjectFilterKey = (typeof PROJECT_FILTER_KEYS)[number] | "search";
export const PROJECT_SORT_FIELDS = [
  "NAME",
  "CLIENT",
  "STATUS",
  "PRIORITY",
  "PROGRESS",
  "BUDGET",
  "END_DATE",
  "CREATED_AT",
] as const satisfies readonly ProjectOrderField[];

export interface ProjectFilterState {
  search?: string;
  status?: string;
  country?: string;
  sector?: string;
  priority?: string;
}

/**
 * The list's filters, sort, view mode and open project live in the URL (the
 * kit's useListParams), so a filtered view can be linked to and the back
 * button closes the detail. The search box writes to the URL after a short pause.
 */
export function useProjectFilters() {
  const list = useListParams({ filters: { q: "", status: "", country: "", sector: "", priority: "", view: "grid" }, sortFields: PROJECT_SORT_FIELDS });
  const [openProjectId, openProject] = useOpenParam("project");
  const urlSearch = list.filters.q;
  const [searchInput, setSearchInput] = useSearchText(urlSearch, (q) => list.setFilter("q", q));

  const filter: ProjectFilterState = {};
  if (urlSearch.trim()) filter.search = urlSearch.trim();
  for (const key of PROJECT_FILTER_KEYS) if (list.filters[key]) filter[key] = list.filters[key];

  return {
    filter,
    searchInput,
    setSearchInput,
    setFilter: (key: (typeof PROJECT_FILTER_KEYS)[number], value: string) => list.setFilter(key, value),
    clearFilter: (key: ProjectFilterKey) => {
      if (key === "search") setSearchInput("");
      list.setFilter(key === "search" ? "q" : key, "");
    },
    sort: list.sort,
    setSort: list.setSort,
    view: list.filters.view === "list" ? ("list" as const) : ("grid" as const),
    setView: (view: "grid" | "list") => list.setFilter("view", view),
    openProjectId,
    openProject,
  };
}
