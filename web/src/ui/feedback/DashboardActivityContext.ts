import { createContext } from "react";

export interface DashboardActivity {
  /** Runs a mutation under the processing overlay; a failure shows the error banner and resolves to null. */
  run: <T>(work: () => Promise<T>) => Promise<T | null>;
  /** Only the overlay: the caller shows its own errors (forms with per-field messages). */
  track: <T>(work: () => Promise<T>) => Promise<T>;
}

export const DashboardActivityContext = createContext<DashboardActivity | null>(null);
