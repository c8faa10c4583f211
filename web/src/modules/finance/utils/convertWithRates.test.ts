import { describe, expect, it } from "vitest";
import { convertWithRates } from "./convertWithRates";

const RATES = [
  { base: "USD", quote: "AOA", rate: "825.5" },
  { base: "USD", quote: "NAD", rate: "18.25" },
  { base: "USD", quote: "ZAR", rate: "18.42" },
  { base: "EUR", quote: "USD", rate: "1.08" },
];

describe("convertWithRates", () => {
  it("uses a stored pair directly, its inverse, or goes through USD", () => {
    expect(convertWithRates(2, "USD", "AOA", RATES)).toMatchObject({ result: 1651, via: "direct" });
    expect(convertWithRates(108, "USD", "EUR", RATES)).toMatchObject({ result: 100, via: "inverse" });
    expect(convertWithRates(18.42, "ZAR", "NAD", RATES)).toMatchObject({ result: 18.25, via: "usd" });
    expect(convertWithRates(100, "EUR", "AOA", RATES)).toMatchObject({ result: 89154, via: "usd" });
    expect(convertWithRates(5, "NAD", "NAD", RATES)).toMatchObject({ result: 5, via: "same" });
  });

  it("gives nothing when no stored rate links the currencies", () => {
    expect(convertWithRates(1, "EUR", "AOA", RATES.slice(0, 3))).toBeNull();
  });
});
