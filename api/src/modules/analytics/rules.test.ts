import { describe, expect, it } from "vitest";
import { assumedRoi, growth, growthTone, insightsFor, linearProjection, progressTone, recommendationsFor, recordedRoi } from "./rules.ts";

describe("analytics rules", () => {
  it("colours growth at 10, 0 and −5 percent", () => {
    expect([15, 10, 9.9, 0, -0.1, -5, -5.1].map(growthTone)).toEqual(["POSITIVE", "POSITIVE", "INFO", "INFO", "WARNING", "WARNING", "CRITICAL"]);
  });

  it("colours progress at 80, 50 and 25 percent", () => {
    expect([90, 80, 79, 50, 49, 25, 24].map(progressTone)).toEqual(["POSITIVE", "POSITIVE", "INFO", "INFO", "WARNING", "WARNING", "CRITICAL"]);
  });

  it("computes ROI with the assumed 0.7 cost ratio, and from recorded expenses", () => {
    expect(assumedRoi(1000)).toBe(42.9);
    expect(assumedRoi(0)).toBeNull();
    expect(recordedRoi(1500, 1000)).toBe(50);
    expect(recordedRoi(1500, 0)).toBeNull();
  });

  it("gives a growth only against a base that means something", () => {
    expect(growth(1100, 1000, 1000)).toBe(10);
    expect(growth(500, 1000, 1000)).toBe(-50);
    expect(growth(1301, 500, 1000)).toBeNull(); // base under the minimum
    expect(growth(83_528, 1_000, 1000)).toBeNull(); // "+8.252,8 %": more than ten times the base
    expect(growth(10_000, 1_000, 1000)).toBe(900);
    expect(growth(6, 3, 3)).toBe(100);
    expect(growth(6, 2, 3)).toBeNull();
    expect(growth(0, 4, 3)).toBe(-100);
    expect(growth(5, null, 3)).toBeNull();
  });

  it("projects a least-squares line forward", () => {
    expect(linearProjection([100, 200, 300], 2).next).toEqual([400, 500]);
    const flat = linearProjection([5, 5], 1);
    expect(flat.slope).toBe(0);
    expect(flat.next).toEqual([5]);
  });

  it("words critical projects per country and recommends reviewing the worst", () => {
    const input = {
      regions: [
        { country: "AO" as const, projects: 4, revenue: 100, critical: 0 },
        { country: "NA" as const, projects: 3, revenue: 300, critical: 3 },
        { country: "ZA" as const, projects: 1, revenue: 0, critical: 1 },
      ],
      revenueGrowth: -7,
      averageProgress: 40,
      roi: 20,
      topSector: { sector: "HEALTH" as const, projects: 3 },
      lowProgressProjects: 0,
      overBudgetWarnings: 0,
    };
    const insights = insightsFor(input);
    expect(insights.slice(0, 2)).toEqual([
      { code: "CRITICAL_IN_COUNTRY", tone: "CRITICAL", country: "NA", count: 3 },
      { code: "CRITICAL_IN_COUNTRY", tone: "CRITICAL", country: "ZA", count: 1 },
    ]);
    expect(insights).toContainEqual({ code: "REVENUE_GROWTH", tone: "CRITICAL", value: -7 });
    expect(insights).toContainEqual({ code: "TOP_COUNTRY_REVENUE", tone: "INFO", country: "NA", value: 75 });
    expect(insights).toContainEqual({ code: "AVERAGE_PROGRESS", tone: "WARNING", value: 40 });
    const recs = recommendationsFor(input).map((r) => r.code);
    expect(recs).toEqual(["REVIEW_CRITICAL_PROJECTS", "BOOST_REVENUE", "REDUCE_COSTS", "EXPAND_IN_COUNTRY"]);
    expect(recommendationsFor({ ...input, regions: input.regions.map((r) => ({ ...r, critical: 0, projects: 2 })), revenueGrowth: 5, roi: 50 })).toEqual([
      { code: "KEEP_COURSE", tone: "POSITIVE" },
    ]);
  });
});
