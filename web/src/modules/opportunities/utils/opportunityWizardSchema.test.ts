import { describe, expect, it } from "vitest";
import type { OpportunityFormValues } from "../types/OpportunityFormValues";
import { wizardStepValid } from "./opportunityWizardSchema";

const today = "2026-11-21";
const form = (patch: Partial<OpportunityFormValues> = {}): OpportunityFormValues => ({
  title: "Intercâmbio em saúde digital",
  description: "Programa regional",
  country: "AO",
  sector: "HEALTH",
  type: "PROJECT",
  organization: "Ponte",
  location: "Luanda",
  budget: "",
  deadline: "2026-12-31",
  requirements: ["Experiência"],
  featured: false,
  imageFile: null,
  imageUrl: "",
  ...patch,
});

describe("wizard step rules (spec §5)", () => {
  it("step 1 needs title, description, country and sector; blanks do not count", () => {
    expect(wizardStepValid(1, form(), today)).toBe(true);
    expect(wizardStepValid(1, form({ title: "   " }), today)).toBe(false);
    expect(wizardStepValid(1, form({ description: "" }), today)).toBe(false);
    expect(wizardStepValid(1, form({ country: "" }), today)).toBe(false);
    expect(wizardStepValid(1, form({ sector: "" }), today)).toBe(false);
  });

  it("step 1 does not cap the description at the 500 of its counter", () => {
    expect(wizardStepValid(1, form({ description: "x".repeat(900) }), today)).toBe(true);
  });

  it("step 2 needs organisation and location; the budget is optional but not negative", () => {
    expect(wizardStepValid(2, form(), today)).toBe(true);
    expect(wizardStepValid(2, form({ organization: " " }), today)).toBe(false);
    expect(wizardStepValid(2, form({ location: "" }), today)).toBe(false);
    expect(wizardStepValid(2, form({ budget: "25000" }), today)).toBe(true);
    expect(wizardStepValid(2, form({ budget: "0" }), today)).toBe(true);
    expect(wizardStepValid(2, form({ budget: "-1000" }), today)).toBe(false);
  });

  it("step 3 needs a deadline from today on and one non-blank requirement", () => {
    expect(wizardStepValid(3, form({ deadline: today }), today)).toBe(true);
    expect(wizardStepValid(3, form({ deadline: "2026-11-20" }), today)).toBe(false);
    expect(wizardStepValid(3, form({ deadline: "" }), today)).toBe(false);
    expect(wizardStepValid(3, form({ deadline: "22027-03-11" }), today)).toBe(false);
    expect(wizardStepValid(3, form({ requirements: ["", "  "] }), today)).toBe(false);
    expect(wizardStepValid(3, form({ requirements: ["", "Inglês"] }), today)).toBe(true);
  });

  it("step 4 (review) is valid only when the three before are", () => {
    expect(wizardStepValid(4, form(), today)).toBe(true);
    expect(wizardStepValid(4, form({ location: "" }), today)).toBe(false);
  });
});
