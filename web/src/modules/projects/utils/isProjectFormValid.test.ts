import { describe, expect, it } from "vitest";
import { emptyProjectForm } from "./emptyProjectForm";
import { isProjectFormValid } from "./isProjectFormValid";
import { projectFormProblems, toDecimal } from "./projectFormProblems";

describe("project form", () => {
  it("needs name, client, country and sector; nothing else", () => {
    const filled = { ...emptyProjectForm(), name: "Rede", clientId: "c1", country: "AO", sector: "HEALTH" };
    expect(isProjectFormValid(filled)).toBe(true);
    for (const key of ["name", "clientId", "country", "sector"] as const) {
      expect(isProjectFormValid({ ...filled, [key]: key === "name" ? "   " : "" }), key).toBe(false);
    }
  });

  it("starts with priority medium and flags an end before the start or a bad amount", () => {
    expect(emptyProjectForm().priority).toBe("MEDIUM");
    const v = { ...emptyProjectForm(), startDate: "2026-05-02", endDate: "2026-05-01", budget: "12a", progress: "101" };
    expect(projectFormProblems(v)).toEqual({ endDate: "endBeforeStart", budget: "budgetInvalid", progress: "progressInvalid" });
    expect(toDecimal("1234,50")).toBe("1234.50");
    expect(toDecimal("1234.5")).toBe("1234.5");
  });
});
