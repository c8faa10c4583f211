import { describe, expect, it } from "vitest";
import { formatBudgetK } from "./formatBudgetK";

describe("formatBudgetK", () => {
  it("shows thousands of dollars with a K suffix, grouped as the language groups", () => {
    expect(formatBudgetK("1200000", "pt-BR")).toBe("US$\u00a01.200K");
    expect(formatBudgetK("1200000", "en-GB")).toBe("US$1,200K");
    expect(formatBudgetK("152499.99", "en-GB")).toBe("US$152K");
    expect(formatBudgetK("0", "pt-BR")).toBe("US$\u00a00K");
  });
});
