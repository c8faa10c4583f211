import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15000, interval: 100 });

describe("saved searches", () => {
  it("a member filters the list, saves it as an alert, re-applies it, deletes it, and finds the weekly e-mail in Settings", async () => {
    const member = await e2e.users.create({ fullName: "Inês Alerta" });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);
    await page.goto("/app?tab=opportunities&country=NA&q=pesca");
    const alerts = () => e2e.prisma.savedSearch.findMany({ where: { userId: member.id }, select: { country: true, sector: true, type: true, search: true } });

    await page.getByRole("button", { name: "Salvar alerta" }).click();
    await poll(() => page.getByText(/Alerta salvo/).count()).toBeGreaterThan(0);
    await poll(alerts).toEqual([{ country: "NA", sector: null, type: null, search: "pesca" }]);
    const tag = page.getByTestId("saved-search-alert");
    await poll(() => tag.textContent()).toContain("Namíbia · “pesca”");

    // the same filters again: refused, in words
    await page.getByRole("button", { name: "Salvar alerta" }).click();
    await poll(() => page.getByText("Você já tem um alerta com estes filtros").count()).toBeGreaterThan(0);

    // clearing the filters, then clicking the alert brings them back
    await page.getByRole("button", { name: "Limpar filtros" }).first().click();
    await poll(() => new URL(page.url()).searchParams.get("q")).toBeNull();
    await tag.getByRole("button", { name: "Namíbia · “pesca”", exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get("q")).toBe("pesca");
    expect(new URL(page.url()).searchParams.get("country")).toBe("NA");

    // delete, confirmed in the kit's dialog
    await tag.getByRole("button", { name: /Excluir o alerta/ }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await poll(() => page.getByTestId("saved-search-alert").count()).toBe(0);
    await poll(alerts).toEqual([]);

    // Settings: the weekly digest is one of the e-mails a member can switch off
    await page.getByTestId("user-menu").first().click();
    await page.getByRole("menuitem", { name: "Configurações" }).click();
    const settings = page.getByRole("dialog", { name: "Configurações" });
    const digest = settings.getByRole("checkbox", { name: "Resumo semanal das novas oportunidades dos meus alertas" });
    await poll(() => digest.isChecked()).toBe(true);
    await settings.getByText("Resumo semanal das novas oportunidades dos meus alertas").click();
    await poll(async () => (await e2e.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).emailOptOuts).toEqual(["SAVED_SEARCH_DIGEST"]);
  });
});
