import { describe, expect, it } from "vitest";
import { formatBudgetK } from "./formatBudgetK";
import { formatMoney } from "./formatMoney";

describe("formatBudgetK", () => {
  it("shows thousands of dollars with a K suffix, grouped as the language groups", () => {
    expect(formatBudgetK("1200000", "pt-BR")).toBe("$1.200K");
    expect(formatBudgetK("1200000", "en-GB")).toBe("$1,200K");
    expect(formatBudgetK("152499.99", "en-GB")).toBe("$152K");
    expect(formatBudgetK("0", "pt-BR")).toBe("$0K");
  });
});

describe("formatMoney", () => {
  it("uses Kz, N$, R, $ and € as the symbols", () => {
    expect(formatMoney("1250.5", "AOA", "pt-BR").replace(/\s/g, " ")).toBe("Kz 1.250,50");
    expect(formatMoney("1250.5", "NAD", "en-GB")).toBe("N$1,250.50");
    expect(formatMoney("99", "ZAR", "en-GB")).toBe("R99.00");
    expect(formatMoney("99", "USD", "en-GB", 0)).toBe("$99");
  });
});
