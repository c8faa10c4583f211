import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15000, interval: 200 });

describe("the opportunity wizard's draft", () => {
  it("asks before a reload, brings back what was typed on its step, asks before leaving for the dashboard, and forgets it when discarded", async () => {
    const admin = await e2e.users.create({ role: "ADMIN" });
    const page = await e2e.newPage();
    await e2e.signIn(page, admin);
    await page.goto("/create-project");
    await page.getByRole("heading", { name: "Informações básicas" }).waitFor();
    await page.getByLabel(/Título da oportunidade/).fill("Rascunho e2e de bolsa");
    await page.getByLabel(/Descrição/).fill("Uma bolsa que ainda está sendo escrita.");
    await page.getByLabel(/País/).selectOption("NA");
    await page.getByLabel(/Setor/).selectOption("EDUCATION");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("heading", { name: "Organização" }).waitFor();
    await page.getByLabel(/Localização/).fill("Windhoek");

    // reload: the browser asks first (its own prompt, the only one allowed then); the person reloads anyway
    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await poll(() => prompts).toEqual(["beforeunload"]);
    await page.getByText(/Seu rascunho foi recuperado/).waitFor();
    await page.getByRole("heading", { name: "Organização" }).waitFor();
    expect(await page.getByLabel(/Localização/).inputValue()).toBe("Windhoek");
    await page.getByRole("button", { name: "Voltar" }).click();
    expect(await page.getByLabel(/Título da oportunidade/).inputValue()).toBe("Rascunho e2e de bolsa");

    // a link inside the app: the styled dialog, not the browser's
    await page.getByRole("link", { name: /Voltar ao painel/ }).click();
    const leave = page.getByRole("alertdialog", { name: "Sair do assistente?" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "Ficar" }).click();
    await poll(() => leave.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/create-project");

    await page.getByRole("button", { name: /Descartar rascunho/ }).click();
    const discard = page.getByRole("alertdialog", { name: "Descartar este rascunho?" });
    await discard.getByRole("button", { name: "Descartar" }).click();
    await poll(() => page.getByLabel(/Título da oportunidade/).inputValue()).toBe("");
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("ponte.opportunityDraft.")))).toEqual([]);
    // nothing typed any more: leaving asks nothing
    await page.getByRole("link", { name: /Voltar ao painel/ }).click();
    await page.waitForURL(/\/app$/);
    expect(prompts).toEqual(["beforeunload"]);
  });
});
