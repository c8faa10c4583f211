import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type SortDirection = "ASC" | "DESC";
export interface SortState<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface ListParamsOptions<K extends string, F extends string> {
  /** the filters this list reads, with the value each has when absent from the URL ("" = all) */
  filters: Record<K, string>;
  /** the sort when the URL names none (null: the server's own order) */
  defaultSort?: SortState<F> | null;
  /** the sortable fields; anything else in the URL is ignored */
  sortFields?: readonly F[];
  /** keeps two lists on one page apart in the URL (e.g. "tx" -> ?tx.status=PENDING&tx.sort=date.desc) */
  prefix?: string;
}

export interface ListParams<K extends string, F extends string> {
  filters: Record<K, string>;
  setFilter: (key: K, value: string) => void;
  setFilters: (values: Partial<Record<K, string>>) => void;
  sort: SortState<F> | null;
  /** a click on a column: ascending first, then descending, then the default order */
  toggleSort: (field: F) => void;
  setSort: (sort: SortState<F> | null) => void;
  /** true when any filter differs from its default */
  filtered: boolean;
  clear: () => void;
}

/**
 * A list's filters and sort, kept in the URL (so a reload, the back button and
 * a shared link show the same list). Other parameters of the page are left as
 * they are; defaults are not written, so a plain list keeps a plain URL.
 */
export function useListParams<K extends string, F extends string = string>(options: ListParamsOptions<K, F>): ListParams<K, F> {
  const [params, setParams] = useSearchParams();
  const { filters: givenDefaults, defaultSort = null, sortFields, prefix } = options;
  // callers pass inline objects: keep one per content, so the callbacks below stay stable
  const defaultsKey = JSON.stringify(givenDefaults);
  const defaults = useMemo(() => JSON.parse(defaultsKey) as Record<K, string>, [defaultsKey]);
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);

  const filters = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const k of Object.keys(defaults) as K[]) out[k] = params.get(key(k)) ?? defaults[k];
    return out;
  }, [params, key, defaults]);

  const sort = useMemo((): SortState<F> | null => {
    const raw = params.get(key("sort"));
    if (raw === "default") return null;
    if (raw) {
      const [field, dir] = raw.split(".");
      if (!sortFields || (sortFields as readonly string[]).includes(field)) return { field: field as F, direction: dir === "desc" ? "DESC" : "ASC" };
    }
    return defaultSort;
  }, [params, key, sortFields, defaultSort]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (values: Partial<Record<K, string>>) =>
      update((next) => {
        for (const [k, v] of Object.entries(values) as Array<[K, string]>) {
          if (v === undefined || v === defaults[k]) next.delete(key(k));
          else next.set(key(k), v);
        }
      }),
    [update, key, defaults],
  );
  const setFilter = useCallback((k: K, v: string) => setFilters({ [k]: v } as Partial<Record<K, string>>), [setFilters]);

  const setSort = useCallback(
    (s: SortState<F> | null) =>
      update((next) => {
        const same = s === null ? defaultSort === null : defaultSort !== null && s.field === defaultSort.field && s.direction === defaultSort.direction;
        if (same) next.delete(key("sort"));
        else next.set(key("sort"), s === null ? "default" : `${s.field}.${s.direction === "DESC" ? "desc" : "asc"}`);
      }),
    [update, key, defaultSort],
  );
  const toggleSort = useCallback(
    (field: F) => {
      if (!sort || sort.field !== field) setSort({ field, direction: "ASC" });
      else if (sort.direction === "ASC") setSort({ field, direction: "DESC" });
      else setSort(defaultSort && defaultSort.field !== field ? defaultSort : null);
    },
    [sort, setSort, defaultSort],
  );

  const filtered = (Object.keys(defaults) as K[]).some((k) => filters[k] !== defaults[k]);
  const clear = useCallback(
    () =>
      update((next) => {
        for (const k of Object.keys(defaults)) next.delete(key(k));
      }),
    [update, key, defaults],
  );

  return { filters, setFilter, setFilters, sort, toggleSort, setSort, filtered, clear };
}

/** The connection's `orderBy` argument for a sort state (null: the server's default order). */
export const orderByOf = <F extends string>(sort: SortState<F> | null): { field: F; direction: SortDirection } | null =>
  sort ? { field: sort.field, direction: sort.direction } : null;

/** "" -> null, so an "all" filter is left out of the query. */
export const orNull = <T extends string>(value: string): T | null => (value === "" ? null : (value as T));
