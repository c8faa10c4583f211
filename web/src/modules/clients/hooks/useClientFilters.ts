import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

/** Search, country, status tab and the open client, kept in the URL. */
export function useClientFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [searchInput, setSearchInput] = useState(q);
  useEffect(() => setSearchInput(q), [q]);
  useEffect(() => {
    if (searchInput === q) return;
    const timer = setTimeout(() => set({ q: searchInput.trim() ? searchInput : null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchInput, q]);

  function set(changes: Record<string, string | null>, replace = true) {
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    }, { replace });
  }

  const filter = useMemo(() => {
    const f: { search?: string; country?: string; status?: string } = {};
    if (q.trim()) f.search = q.trim();
    const country = params.get("country");
    const status = params.get("status");
    if (country) f.country = country;
    if (status) f.status = status;
    return f;
  }, [params, q]);

  return {
    filter,
    searchInput,
    setSearchInput,
    setCountry: (v: string) => set({ country: v || null }),
    setStatus: (v: string) => set({ status: v || null }),
    openClientId: params.get("client"),
    openClient: (id: string | null) => set({ client: id }, false),
  };
}
