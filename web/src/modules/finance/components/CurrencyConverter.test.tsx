import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { CurrencyConverter } from "./CurrencyConverter";

const RATES = [
  { base: "USD", quote: "AOA", rate: "825.5" },
  { base: "USD", quote: "NAD", rate: "18.25" },
  { base: "USD", quote: "ZAR", rate: "18.42" },
  { base: "EUR", quote: "USD", rate: "1.08" },
];

const renderConverter = (locale: "pt" | "en", rates = RATES) => renderWithApp(<CurrencyConverter rates={rates} />, { locale });

const result = async () => (await screen.findByTestId("converter-result")).textContent?.replace(/\u00a0/g, " ");

describe("CurrencyConverter", () => {
  it("converts 100 USD to kwanzas with the stored rate, in Portuguese number format", async () => {
    renderConverter("pt");
    expect(await result()).toContain("US$ 100,00 = Kz 82.550,00");
    expect(await result()).toContain("Taxa salva: 1 USD = 825,5 AOA");
  });

  it("goes through USD for a pair that is not stored, and follows the amount and the swap", async () => {
    renderConverter("en");
    const amount = await screen.findByLabelText("Amount");
    fireEvent.change(amount, { target: { value: "18.42" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "ZAR" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "NAD" } });
    expect(await result()).toContain("R 18.42 = N$ 18.25");
    expect(await result()).toContain("Through USD");
    fireEvent.click(screen.getByRole("button", { name: "Swap currencies" }));
    expect(await result()).toContain("N$ 18.42 = R 18.59");
    fireEvent.change(amount, { target: { value: "1,842.00" } });
    expect(await result()).toContain("N$ 1,842.00 = R 1,859.");
  });

  it("reads the amount the Portuguese way", async () => {
    renderConverter("pt");
    fireEvent.change(await screen.findByLabelText("Valor"), { target: { value: "1.000,50" } });
    expect(await result()).toContain("US$ 1.000,50 = Kz 825.912,");
  });

  it("says so when no stored rate links the currencies", async () => {
    renderConverter("pt", RATES.slice(0, 3));
    fireEvent.change(await screen.findByLabelText("De"), { target: { value: "EUR" } });
    expect(await result()).toContain("Não há taxa salva que ligue estas moedas.");
  });
});
