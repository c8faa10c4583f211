import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

// Issue 14 §4 and §11: money typed the way the reader writes it, and CSV files
// their spreadsheet splits and reads.
const e2e = useE2E();
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const WORDS = {
  pt: {
    new: "Nova transação",
    save: "Registrar transação",
    amount: /^Valor/,
    type: /^Tipo/,
    currency: /^Moeda/,
    country: /^País/,
    category: /^Categoria/,
    description: /^Descrição/,
  },
  en: {
    new: "New transaction",
    save: "Record transaction",
    amount: /^Amount/,
    type: /^Type/,
    currency: /^Currency/,
    country: /^Country/,
    category: /^Category/,
    description: /^Description/,
  },
};

/** Opens the transaction form, types `amount` into it and records an income with `description`. */
async function recordIncome(page: Page, language: "pt" | "en", amount: string, description: string) {
  const w = WORDS[language];
  await page.goto("/app/finance?tab=transactions&country=NA&period=LAST_30_DAYS");
  await page.getByRole("button", { name: w.new }).click();
  const dialog = page.getByRole("dialog", { name: w.new });
  await dialog.getByLabel(w.type).selectOption("INCOME");
  await dialog.getByLabel(w.amount).fill(amount);
  await dialog.getByLabel(w.currency).selectOption("USD");
  await dialog.getByLabel(w.country).selectOption("NA");
  await dialog.getByLabel(w.category).selectOption("PROJECT_REVENUE");
  await dialog.getByLabel(w.description).fill(description);
  await dialog.getByRole("button", { name: w.save }).click();
  await poll(() => dialog.isVisible()).toBe(false);
  return (await e2e.prisma.transaction.findFirstOrThrow({ where: { description } })).amount.toString();
}

describe("money the reader's way", () => {
  it("in pt: takes '15.000,50', refuses what it cannot read, and downloads a CSV with ';', a decimal comma and labels", async () => {
    const admin = await e2e.users.create({ role: "ADMIN", language: "pt" });
    const page = await e2e.newPage({ locale: "pt" });
    await e2e.signIn(page, admin);

    // a second decimal separator is refused beside the field, in Portuguese
    await page.goto("/app/finance?tab=transactions&country=NA&period=LAST_30_DAYS");
    await page.getByRole("button", { name: "Nova transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova transação" });
    await dialog.getByLabel(/^Valor/).fill("15.000,50,1");
    await dialog.getByLabel(/^Valor/).blur();
    await poll(() => dialog.getByText("O valor não está no formato esperado. Escreva, por exemplo, 15.000,50.").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await poll(() => dialog.isVisible()).toBe(false);

    expect(await recordIncome(page, "pt", "15.000,50", "Receita e2e Lubango")).toBe("15000.5");
    const row = page.getByTestId("transaction-row").filter({ hasText: "Receita e2e Lubango" });
    await poll(() => row.textContent()).toContain("US$\u00a015.000,50");

    await page.goto("/app/finance?tab=reports&country=NA&period=LAST_30_DAYS");
    const card = page
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: "Transações", exact: true }) })
      .last();
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Baixar CSV" }).click();
    const text = fs.readFileSync((await (await download).path())!, "utf8");
    expect(text.startsWith("\ufeff"), "a BOM, so Excel reads the accents").toBe(true);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Data;Descrição;Tipo;Categoria;País;Estado;Valor;Moeda;/);
    expect(lines.find((l) => l.includes("Receita e2e Lubango"))).toMatch(
      /^\d{2}\/\d{2}\/\d{4};Receita e2e Lubango;Receita;Receita de Projeto;Namíbia;Pendente;15000,5;USD;/,
    );
  });

  it("in en: takes '15,000.50' and shows US$ against the figure", async () => {
    const admin = await e2e.users.create({ role: "ADMIN", language: "en" });
    const page = await e2e.newPage({ locale: "en" });
    await e2e.signIn(page, admin);
    expect(await recordIncome(page, "en", "15,000.50", "Income e2e Windhoek")).toBe("15000.5");
    const row = page.getByTestId("transaction-row").filter({ hasText: "Income e2e Windhoek" });
    await poll(() => row.textContent()).toContain("US$15,000.50");
  });
});
