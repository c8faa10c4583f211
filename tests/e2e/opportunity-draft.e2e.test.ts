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

  it("keeps unsaved changes to an opportunity per id: asks before a reload, brings them back when the same one is edited again, asks before closing, and forgets them once saved", {
    timeout: 300000,
  }, async () => {
    const admin = await e2e.users.create({ role: "ADMIN" });
    const page = await e2e.newPage();
    await e2e.signIn(page, admin);
    await page.goto("/app?tab=opportunities");
    const first = page.getByTestId("admin-opportunity").first();
    const original = ((await first.getByTestId("admin-opportunity-title").textContent()) ?? "").trim();
    const edit = () => page.getByRole("group", { name: `Ações para ${original}` }).getByRole("button", { name: "Editar" });
    await edit().click();
    const dialog = page.getByRole("dialog", { name: "Editar oportunidade" });
    const title = dialog.getByLabel(/Título da oportunidade/);
    await title.fill(`${original} (revisto)`);

    const prompts: string[] = [];
    page.on("dialog", (d) => {
      prompts.push(d.type());
      void d.accept();
    });
    await page.reload();
    await poll(() => prompts).toEqual(["beforeunload"]);
    // the same opportunity edited again: the change is back, and says so
    await edit().click();
    await poll(() => title.inputValue()).toBe(`${original} (revisto)`);
    expect(await dialog.getByTestId("edit-draft-restored").textContent()).toContain("Suas alterações não salvas foram recuperadas");
    const key = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("ponte.opportunityDraft.")));
    expect(key).toHaveLength(1);
    expect(key[0]).not.toMatch(/\.new$/);

    // closing asks first; staying keeps the change
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    const discard = page.getByRole("alertdialog", { name: "Descartar as alterações?" });
    await discard.getByRole("button", { name: "Ficar" }).click();
    await poll(() => discard.isVisible()).toBe(false);
    expect(await title.inputValue()).toBe(`${original} (revisto)`);

    // saved: the list shows it and no draft is left
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() =>
      page
        .getByTestId("admin-opportunity-title")
        .filter({ hasText: `${original} (revisto)` })
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("ponte.opportunityDraft.")))).toEqual([]);
    expect(prompts).toEqual(["beforeunload"]);
  });

  it("speaks English when closing an edit with changes, and discarding forgets them", { timeout: 300000 }, async () => {
    const admin = await e2e.users.create({ role: "ADMIN", language: "en" });
    const page = await e2e.newPage({ locale: "en" });
    await e2e.signIn(page, admin);
    await page.goto("/app?tab=opportunities");
    const original = ((await page.getByTestId("admin-opportunity-title").first().textContent()) ?? "").trim();
    await page
      .getByRole("group", { name: `Actions for ${original}` })
      .getByRole("button", { name: "Edit" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit opportunity" });
    await dialog.getByLabel(/Opportunity title/).fill("Changed, not saved");
    await dialog.getByRole("button", { name: "Close" }).click();
    const discard = page.getByRole("alertdialog", { name: "Discard the changes?" });
    expect(await discard.textContent()).toContain("will be erased");
    await discard.getByRole("button", { name: "Discard" }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("ponte.opportunityDraft.")))).toEqual([]);
    await page
      .getByRole("group", { name: `Actions for ${original}` })
      .getByRole("button", { name: "Edit" })
      .click();
    await poll(() => dialog.getByLabel(/Opportunity title/).inputValue()).toBe(original);
  });
});
