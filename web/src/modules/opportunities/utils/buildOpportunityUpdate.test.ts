import { describe, expect, it } from "vitest";
import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import { buildOpportunityUpdate } from "./buildOpportunityUpdate";
import { editValuesFromOpportunity } from "./editValuesFromOpportunity";
import { isEditFormValid } from "./isEditFormValid";

const stored: OpportunityFields_OpportunityFragment = {
  id: "T3Bw",
  title: "Hub de inovação",
  description: "Incubadora",
  country: "NA",
  sector: "TECHNOLOGY",
  type: "PARTNERSHIP",
  organization: "Ponte",
  location: "",
  budget: "50000",
  currency: "USD",
  deadline: "2026-12-31",
  requirements: ["Startup", "Inglês"],
  status: "ACTIVE",
  featured: false,
  imageUrl: null,
  applicationCount: 2,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

describe("edit form (spec §5 'Opportunity edit')", () => {
  it("drops blank requirements and sends the list only when something remains", () => {
    const v = editValuesFromOpportunity(stored);
    expect(buildOpportunityUpdate(stored, { ...v, requirements: ["  Startup ", ""] }).requirements).toEqual(["Startup"]);
    expect(buildOpportunityUpdate(stored, { ...v, requirements: ["", " "] })).not.toHaveProperty("requirements");
  });

  it("sends the budget only above 0, and clears a budget the admin removed", () => {
    const v = editValuesFromOpportunity(stored);
    expect(buildOpportunityUpdate(stored, { ...v, budget: "75000" }).budget).toBe("75000");
    expect(buildOpportunityUpdate(stored, { ...v, budget: "" }).budget).toBeNull();
    const noBudget = { ...stored, budget: null };
    expect(buildOpportunityUpdate(noBudget, { ...editValuesFromOpportunity(noBudget), budget: "0" })).not.toHaveProperty("budget");
  });

  it("defaults location to empty and featured to false, and sends the deadline only when changed", () => {
    const v = editValuesFromOpportunity(stored);
    expect(v.location).toBe("");
    expect(v.featured).toBe(false);
    expect(buildOpportunityUpdate(stored, v)).not.toHaveProperty("deadline");
    expect(buildOpportunityUpdate(stored, { ...v, deadline: "2027-01-15" }).deadline).toBe("2027-01-15");
  });

  it("is invalid with a blank title or description, or a new deadline before today", () => {
    const v = editValuesFromOpportunity(stored);
    const today = "2026-11-21";
    expect(isEditFormValid(v, stored.deadline, today)).toBe(true);
    expect(isEditFormValid({ ...v, title: " " }, stored.deadline, today)).toBe(false);
    expect(isEditFormValid({ ...v, description: "" }, stored.deadline, today)).toBe(false);
    expect(isEditFormValid({ ...v, deadline: "2026-11-20" }, stored.deadline, today)).toBe(false);
    expect(isEditFormValid({ ...v, budget: "-5" }, stored.deadline, today)).toBe(false);
  });
});
