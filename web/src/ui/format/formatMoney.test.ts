import { describe, expect, it } from "vitest";
import { formatMoney } from "./formatMoney";

const nb = (s: string) => s.replace(/ /g, "\u00a0");

describe("formatMoney", () => {
  it("uses the spec's symbols: Kz, N$, R, US$ and €", () => {
    expect(formatMoney("825.5", "AOA", "pt")).toBe(nb("Kz 825,50"));
    expect(formatMoney("18.25", "NAD", "pt")).toBe(nb("N$ 18,25"));
    expect(formatMoney("18.42", "ZAR", "pt")).toBe(nb("R 18,42"));
    expect(formatMoney("1234567.5", "USD", "pt")).toBe(nb("US$ 1.234.567,50"));
    expect(formatMoney("1.08", "EUR", "pt")).toBe(nb("€ 1,08"));
  });

  it("follows the reader's locale for separators, and keeps the sign in front", () => {
    expect(formatMoney("1234567.5", "AOA", "en")).toBe(nb("Kz 1,234,567.50"));
    expect(formatMoney(-10, "ZAR", "pt")).toBe(nb("-R 10,00"));
  });

  it("abbreviates large figures on request", () => {
    expect(formatMoney(1250000, "USD", "pt", { compact: true })).toBe(nb("US$ 1,3 mi"));
    expect(formatMoney(1250000, "USD", "en", { compact: true })).toMatch(/^US\$1\.3[mM]$/);
  });

  it("says which dollar: US$ for the US dollar, never a bare $ beside N$", () => {
    expect(formatMoney("50000", "USD", "pt")).toBe(nb("US$ 50.000,00"));
    expect(formatMoney("50000", "USD", "en")).toBe("US$50,000.00");
    expect(formatMoney("-5", "USD", "en")).toBe("-US$5.00");
    expect(formatMoney("50000", "NAD", "en")).toBe(nb("N$ 50,000.00"));
  });

  // formerly projects' own formatter, called with intl.locale; one layout now in both languages
  it("takes intl's tags too, and a fixed number of decimals", () => {
    expect(formatMoney("1250.5", "AOA", "pt-BR").replace(/\s/g, " ")).toBe("Kz 1.250,50");
    expect(formatMoney("1250.5", "NAD", "en-GB")).toBe(nb("N$ 1,250.50"));
    expect(formatMoney("99", "ZAR", "en-GB")).toBe(nb("R 99.00"));
    expect(formatMoney("99", "USD", "en-GB", { fractionDigits: 0 })).toBe("US$99");
  });
});
