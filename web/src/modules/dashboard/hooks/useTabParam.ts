import { useSearchParams } from "react-router";

/** The selected tab, kept in the URL (?tab=) so deep links and the back button work. */
export function useTabParam<T extends string>(allowed: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab = (allowed as readonly string[]).includes(raw ?? "") ? (raw as T) : fallback;
  const setTab = (next: string) => {
    const p = new URLSearchParams(params);
    p.set("tab", next);
    // filters belong to one tab
    p.delete("status");
    p.delete("q");
    p.delete("country");
    p.delete("role");
    p.delete("sort");
    setParams(p);
  };
  return [tab, setTab];
}
