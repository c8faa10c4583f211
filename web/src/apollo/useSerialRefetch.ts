import { useCallback, useRef } from "react";

/**
 * A refetch to run on every live event without losing one: while a fetch is
 * in flight, an identical request would be deduplicated into it and answer
 * with the state from before the newer event, so a trigger during a fetch
 * runs it once more when that fetch ends.
 */
export function useSerialRefetch(run: () => Promise<unknown>): () => void {
  const latest = useRef(run);
  latest.current = run;
  const state = useRef({ running: false, again: false });
  return useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = true;
    void (async () => {
      do {
        s.again = false;
        await latest.current().catch(() => {});
      } while (s.again);
      s.running = false;
    })();
  }, []);
}
