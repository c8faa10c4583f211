import { describe, expect, it } from "vitest";
import { budgetSchema } from "./BudgetDialog";
import { rateSchema } from "./SetRateDialog";

const reasons = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  // the first reason per field, as the form shows it
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]).reverse());

describe("finance form rules (the API's own, from @ponte/contracts)", () => {
  it("a rate needs two different currencies and a positive rate with up to 8 decimals", () => {
    expect(rateSchema.safeParse({ base: "USD", quote: "AOA", rate: "825.5", asOf: "2026-11-24" }).success).toBe(true);
    expect(reasons(rateSchema.safeParse({ base: "USD", quote: "AOA", rate: "0", asOf: "2026-11-24" }))).toEqual({ rate: "MUST_BE_POSITIVE" });
    expect(reasons(rateSchema.safeParse({ base: "USD", quote: "AOA", rate: "", asOf: "2026-11-24" }))).toEqual({ rate: "REQUIRED" });
    expect(reasons(rateSchema.safeParse({ base: "USD", quote: "USD", rate: "1.123456789", asOf: "2026-11-24" }))).toMatchObject({ rate: "RATE_FORMAT" });
    expect(reasons(rateSchema.safeParse({ base: "USD", quote: "USD", rate: "1", asOf: "2026-11-24" }))).toEqual({ quote: "SAME_CURRENCY" });
  });

  it("a budget needs its texts, a positive amount in cents and an end not before the start", () => {
    const ok = {
      name: "Marketing",
      country: "AO",
      category: "MARKETING",
      allocated: "1000.50",
      currency: "USD",
      period: "2026",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      responsible: "Ana",
    };
    expect(budgetSchema.safeParse(ok).success).toBe(true);
    expect(reasons(budgetSchema.safeParse({ ...ok, name: " ", allocated: "1.234" }))).toEqual({ name: "REQUIRED", allocated: "MONEY_STEP" });
    expect(reasons(budgetSchema.safeParse({ ...ok, endDate: "2025-12-31" }))).toEqual({ endDate: "END_BEFORE_START" });
  });
});
