import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

export const PROJECT_FILTER_KEYS = ["status", "country", "sector", "priority"] as const;
export type ProjectFilterKey = (typeof PROJECT_FILTER_KEYS)[number] | "search";

export interface ProjectFilterState {
  search?: string;
  status?: string;
  country?: string;
  sector?: string;
  priority?: string;
}

/**
 * The list's filters, view mode and open project live in the URL, so a
 * filtered view can be linked to and the back button closes the detail.
 * The search box writes to the URL after a short pause.
 */
export function useProjectFilters() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get("q") ?? "";
  const [searchInput, setSearchInput] = useState(urlSearch);

  useEffect(() => setSearchInput(urlSearch), [urlSearch]);
  useEffect(() => {
    if (searchInput === urlSearch) return;
    const timer = setTimeout(() => {
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (searchInput.trim()) next.set("q", searchInput);
        else next.delete("q");
        return next;
      }, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput, urlSearch, setParams]);

  const filter = useMemo<ProjectFilterState>(() => {
    const f: ProjectFilterState = {};
    if (urlSearch.trim()) f.search = urlSearch.trim();
    for (const key of PROJECT_FILTER_KEYS) {
      const v = params.get(key);
      if (v) f[key] = v;
    }
    return f;
  }, [params, urlSearch]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = true) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      }, { replace }),
    [setParams],
  );

  return {
    filter,
    searchInput,
    setSearchInput,
    setFilter: (key: (typeof PROJECT_FILTER_KEYS)[number], value: string) => update({ [key]: value || null }),
    clearFilter: (key: ProjectFilterKey) => {
      if (key === "search") setSearchInput("");
      update({ [key === "search" ? "q" : key]: null });
    },
    view: params.get("view") === "list" ? ("list" as const) : ("grid" as const),
    setView: (view: "grid" | "list") => update({ view: view === "list" ? "list" : null }),
    openProjectId: params.get("project"),
    openProject: (id: string | null) => update({ project: id }, false),
  };
}
