import { useState } from "react";

/** Which row's action is running, for its button's spinner: `during(id, run)` marks the row while `run` goes and answers what it answers. */
export function useBusyRow() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const during = async <R>(id: string, run: () => Promise<R>): Promise<R> => {
    setBusyId(id);
    try {
      return await run();
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, during };
}
