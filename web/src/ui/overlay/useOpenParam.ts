import { useSearchParams } from "react-router";

/**
 * The record a detail dialog shows, kept in the URL (`?client=…`): the open
 * detail can be linked to, and the back button closes it. Answers the open id
 * and the function that opens another one, or closes it with null.
 */
export function useOpenParam(name: string): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set(name, id);
      else next.delete(name);
      return next;
    });
  return [params.get(name), open];
}
