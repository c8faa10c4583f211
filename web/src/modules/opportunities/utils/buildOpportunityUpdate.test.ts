import { describe, expect, it } from "vitest";
import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";
import { buildOpportunityUpdate } from "./buildOpportunityUpdate";
import { editValuesFromOpportunity } from "./editValuesFromOpportunity";
import { opportunityEditSchema } from "./opportunityEditSchema";

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

  it("refuses a blank title or description, a new deadline before today or a negative budget, with the shared field reasons", () => {
    const v = editValuesFromOpportunity(stored);
    const schema = opportunityEditSchema(stored.deadline, "2026-11-21");
    const reasons = (values: typeof v) => {
      const r = schema.safeParse(values);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    };
    expect(reasons(v)).toEqual([]);
    expect(reasons({ ...v, title: " " })).toEqual(["title:REQUIRED"]);
    expect(reasons({ ...v, description: "" })).toEqual(["description:REQUIRED"]);
    expect(reasons({ ...v, deadline: "2026-11-20" })).toEqual(["deadline:DEADLINE_IN_PAST"]);
    expect(reasons({ ...v, budget: "-5" })).toEqual(["budget:BUDGET_NEGATIVE"]);
    expect(reasons({ ...v, title: "x".repeat(201) })).toEqual(["title:TOO_LONG"]);
    // an old opportunity keeps its past deadline
    expect(opportunityEditSchema("2026-01-01", "2026-11-21").safeParse({ ...v, deadline: "2026-01-01" }).success).toBe(true);
  });
});
