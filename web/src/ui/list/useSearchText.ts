import { useEffect, useState } from "react";
import { useDebouncedValue } from "../hooks/useDebouncedValue";

/**
 * A search box over a filter kept in the URL: the box shows what is typed at
 * once, and the URL (so the list's query) follows once typing pauses; a
 * new URL (back button, a shared link) refills the box.
 * `const [text, setText] = useSearchText(list.filters.q, (q) => list.setFilter("q", q))`.
 */
export function useSearchText(value: string, onSettled: (text: string) => void, ms = 300): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const settled = useDebouncedValue(text.trim(), ms);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new input is written to the URL
  useEffect(() => {
    if (settled !== value) onSettled(settled);
  }, [settled]);
  return [text, setText];
}
