import { describe, expect, it } from "vitest";
import { emptyProjectForm } from "./emptyProjectForm";
import { projectFormSchema } from "./projectFormSchema";

const reasons = (values: object) => {
  const result = projectFormSchema.safeParse({ ...emptyProjectForm(), ...values });
  if (result.success) return {};
  // the first reason of each field is the one it shows
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join(".")] ??= issue.message;
  return first;
};
const filled = { name: "Rede de Telemedicina", clientId: "c1", country: "AO", sector: "HEALTH" };

describe("project form schema", () => {
  it("needs name, client, country and sector; nothing else", () => {
    expect(reasons(filled)).toEqual({});
    expect(reasons({})).toEqual({ name: "REQUIRED", clientId: "REQUIRED", country: "REQUIRED", sector: "REQUIRED" });
    expect(reasons({ ...filled, name: "   " })).toEqual({ name: "REQUIRED" });
  });

  it("starts with priority medium in US dollars", () => {
    expect(emptyProjectForm()).toMatchObject({ priority: "MEDIUM", currency: "USD" });
  });

  it("gives the API's reasons: too long, end before start, bad amounts and progress", () => {
    expect(reasons({ ...filled, name: "x".repeat(201) })).toEqual({ name: "TOO_LONG" });
    expect(reasons({ ...filled, startDate: "2026-05-02", endDate: "2026-05-01" })).toEqual({ endDate: "END_BEFORE_START" });
    expect(reasons({ ...filled, budget: "12a", progress: "101" })).toEqual({ budget: "INVALID_NUMBER", progress: "OUT_OF_RANGE" });
    expect(reasons({ ...filled, budget: "-5" })).toEqual({ budget: "NEGATIVE" });
    expect(reasons({ ...filled, budget: "1.234", progress: "4.5" })).toEqual({ budget: "INVALID_NUMBER", progress: "INVALID_NUMBER" });
  });

  it("reads a comma as the decimal point and trims what it sends", () => {
    const parsed = projectFormSchema.parse({ ...emptyProjectForm(), ...filled, name: "  Rede  ", budget: "1234,5", progress: "40" });
    expect(parsed).toMatchObject({ name: "Rede", budget: "1234.5", progress: "40" });
  });
});
