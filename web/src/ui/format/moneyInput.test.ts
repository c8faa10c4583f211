import { describe, expect, it } from "vitest";
import { formatMoneyInput, parseMoneyInput } from "./moneyInput";

describe("parseMoneyInput", () => {
  it("reads Portuguese amounts: dots group, the comma is the decimal", () => {
    expect(parseMoneyInput("15.000,50", "pt")).toBe("15000.50");
    expect(parseMoneyInput("15000,50", "pt")).toBe("15000.50");
    expect(parseMoneyInput("15000", "pt")).toBe("15000");
    expect(parseMoneyInput("1.234.567,8", "pt")).toBe("1234567.8");
    expect(parseMoneyInput(" 15 000,50 ", "pt")).toBe("15000.50");
    expect(parseMoneyInput("15.000", "pt")).toBe("15000");
    expect(parseMoneyInput("0,00000125", "pt-BR")).toBe("0.00000125");
  });

  it("reads English amounts: commas group, the point is the decimal", () => {
    expect(parseMoneyInput("15,000.50", "en")).toBe("15000.50");
    expect(parseMoneyInput("15000.50", "en")).toBe("15000.50");
    expect(parseMoneyInput("15000", "en")).toBe("15000");
    expect(parseMoneyInput("1,234,567.8", "en-GB")).toBe("1234567.8");
  });

  it("leaves empty text to the schema (required) and keeps a minus for it to refuse", () => {
    expect(parseMoneyInput("", "pt")).toBe("");
    expect(parseMoneyInput("   ", "en")).toBe("");
    expect(parseMoneyInput("-5,00", "pt")).toBe("-5.00");
  });

  it("refuses what it cannot read the reader's way", () => {
    for (const bad of ["15,000,50", "15.000,50,1", "abc", "15a", "15,00.0", "1.5", "15.00", "1.2345,00", "15,", ",50", "--5", "15 000.50"]) {
      expect(parseMoneyInput(bad, "pt"), bad).toBeNull();
    }
    for (const bad of ["15.000.50", "15,000.50.1", "1O0", "15,00", "15.000,50", "1,2345.00", "15.", ".50", "US$ 5"]) {
      expect(parseMoneyInput(bad, "en"), bad).toBeNull();
    }
  });
});

describe("formatMoneyInput", () => {
  it("writes the canonical value back the reader's way, with at least two decimals", () => {
    expect(formatMoneyInput("15000.5", "pt")).toBe("15.000,50");
    expect(formatMoneyInput("15000.5", "en")).toBe("15,000.50");
    expect(formatMoneyInput("825.12345678", "pt")).toBe("825,12345678");
    expect(formatMoneyInput("999", "en")).toBe("999.00");
    expect(formatMoneyInput("1234567", "pt")).toBe("1.234.567,00");
  });

  it("leaves text that is not a canonical amount alone, and round-trips with the parser", () => {
    expect(formatMoneyInput("", "pt")).toBe("");
    expect(formatMoneyInput("15,5x", "pt")).toBe("15,5x");
    for (const locale of ["pt", "en"]) expect(parseMoneyInput(formatMoneyInput("1234567.89", locale), locale)).toBe("1234567.89");
  });
});
