import { describe, expect, it } from "vitest";
import { executionPercent, projectHealth } from "./health.ts";

const now = new Date("2026-06-15T12:00:00Z");
const base = { budget: "1000", spent: "500", progress: 50, status: "ACTIVE" as const, endDate: new Date("2026-12-31") };

describe("project health (spec §4, in order)", () => {
  it("is critical above 90 % of the budget spent, whatever the progress", () => {
    expect(projectHealth({ ...base, spent: "901", progress: 95 }, now)).toBe("CRITICAL");
    expect(projectHealth({ ...base, spent: "900", progress: 95 }, now)).toBe("WARNING");
  });

  it("is critical once the end date is over, unless the project is completed", () => {
    const late = { ...base, spent: "0", progress: 90, endDate: new Date("2026-06-14") };
    expect(projectHealth(late, now)).toBe("CRITICAL");
    expect(projectHealth({ ...late, status: "COMPLETED" }, now)).toBe("GOOD");
    // the end day itself is not over yet
    expect(projectHealth({ ...late, endDate: new Date("2026-06-15") }, now)).toBe("GOOD");
  });

  it("is a warning above 70 % spent or below 30 % progress (before the good rule)", () => {
    expect(projectHealth({ ...base, spent: "701", progress: 80 }, now)).toBe("WARNING");
    expect(projectHealth({ ...base, spent: "0", progress: 29 }, now)).toBe("WARNING");
  });

  it("is good above 70 % progress, otherwise normal", () => {
    expect(projectHealth({ ...base, progress: 71 }, now)).toBe("GOOD");
    expect(projectHealth({ ...base, progress: 70 }, now)).toBe("NORMAL");
    expect(projectHealth({ ...base, budget: "0", spent: "0", progress: 30 }, now)).toBe("NORMAL");
  });
});

describe("budget execution", () => {
  it("is a percentage to one decimal, 0 without a budget", () => {
    expect(executionPercent("150000", "48250")).toBe(32.2);
    expect(executionPercent("0", "10")).toBe(0);
  });
});
