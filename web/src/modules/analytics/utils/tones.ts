import type { AnalyticsTone } from "../../../gql/graphql";

// The spec's colour thresholds (§9): growth 10, 0 and −5 percent; progress 80, 50 and 25 percent.
export const tones = {
  growth(percent: number): AnalyticsTone {
    if (percent >= 10) return "POSITIVE";
    if (percent >= 0) return "INFO";
    if (percent >= -5) return "WARNING";
    return "CRITICAL";
  },
  progress(percent: number): AnalyticsTone {
    if (percent >= 80) return "POSITIVE";
    if (percent >= 50) return "INFO";
    if (percent >= 25) return "WARNING";
    return "CRITICAL";
  },
  /** Chakra colour palette of a tone. */
  palette(tone: AnalyticsTone): "green" | "blue" | "orange" | "red" {
    return ({ POSITIVE: "green", INFO: "blue", WARNING: "orange", CRITICAL: "red" } as const)[tone];
  },
};
