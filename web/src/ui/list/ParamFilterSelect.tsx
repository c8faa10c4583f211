import type { ComponentProps } from "react";
import { FilterSelect } from "../forms/FilterSelect";

type Props<K extends string> = Omit<ComponentProps<typeof FilterSelect>, "value" | "onChange"> & {
  /** the list's filters, as useListParams keeps them in the URL */
  params: { filters: Record<K, string>; setFilter: (key: K, value: string) => void };
  /** the filter this select shows and sets */
  name: K;
};

/** A list's filter select bound to one of its URL filters: shows the filter, and a choice sets it ("" = all). */
export function ParamFilterSelect<K extends string>({ params, name, ...select }: Props<K>) {
  return <FilterSelect {...select} value={params.filters[name]} onChange={(v) => params.setFilter(name, v)} />;
}
