import { useEffect, useRef, useState } from "react";
import { REALTIME_LIMITS } from "../../../ui/feedback/realtimeLimits";
import { useOpportunityEvents } from "./useOpportunityEvents";

/**
 * How many opportunities were published in the last moments: each insert
 * raises it by one, and it returns to 0 five seconds after the last one.
 */
export function useNewOpportunityCount(options: { skip?: boolean } = {}): number {
  const [count, setCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useOpportunityEvents(
    (event) => {
      if (event.op !== "INSERT") return;
      setCount((c) => c + 1);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCount(0), REALTIME_LIMITS.badgeResetMs);
    },
    { skip: options.skip },
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return count;
}
