import { useContext } from "react";
import { type DashboardActivity, DashboardActivityContext } from "./DashboardActivityContext";

const standalone: DashboardActivity = {
  run: (work) => work().catch((error) => (console.warn("action failed", error), null)),
  track: (work) => work(),
};

/** The processing overlay and error banner of the dashboard around a mutation (a no-op outside it). */
export function useDashboardActivity(): DashboardActivity {
  return useContext(DashboardActivityContext) ?? standalone;
}
