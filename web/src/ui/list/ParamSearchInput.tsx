import type { ComponentProps } from "react";
import { SearchInput } from "./SearchInput";
import { useSearchText } from "./useSearchText";

type Props<K extends string> = Omit<ComponentProps<typeof SearchInput>, "value" | "onChange"> & {
  /** the list's filters, as useListParams keeps them in the URL */
  params: { filters: Record<K, string>; setFilter: (key: K, value: string) => void };
  /** the filter the search box writes (usually "q") */
  name: K;
  /** how long typing must pause before the URL, so the list's query, follows (ms) */
  wait?: number;
};

/** A list's search box bound to one URL filter: what is typed shows at once, the list follows once typing pauses (useSearchText). */
export function ParamSearchInput<K extends string>({ params, name, wait, ...input }: Props<K>) {
  const [text, setText] = useSearchText(params.filters[name], (q) => params.setFilter(name, q), wait);
  return <SearchInput {...input} value={text} onChange={setText} />;
}
