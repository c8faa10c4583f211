import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const slow = { timeout: 15000 };

describe("regional team (admin)", () => {
  it("shows the cards and tabs from real data, adds a member and never shows a salary", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await page.goto("/app/team");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), slow).toBe("Gestão de Equipe Regional");
    await expect.poll(() => page.getByText("Manuel Kapinga").first().isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByText("Férias").first().isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Diretório" }).click();
    await expect.poll(() => page.getByTestId("staff-card").count()).toBe(6);
    await page.getByRole("button", { name: "Ver Thabo Mokoena" }).click();
    const detail = page.getByRole("dialog", { name: "Thabo Mokoena" });
    await expect.poll(() => detail.getByText("Integração de Sistemas").isVisible(), slow).toBe(true);
    await expect.poll(() => detail.getByText("Rede de Telemedicina do Cunene").isVisible()).toBe(true);
    await detail.getByRole("button", { name: "Fechar" }).first().click();

    await page.getByRole("tab", { name: "Desempenho" }).click();
    await expect.poll(() => page.getByRole("columnheader", { name: "Marcos concluídos" }).isVisible(), slow).toBe(true);

    await page.getByRole("button", { name: "Adicionar Membro" }).click();
    const form = page.getByRole("dialog", { name: "Adicionar Membro" });
    await form.getByLabel(/Nome completo/).fill("Helena Haufiku");
    await form.getByLabel(/^Cargo/).fill("Analista de Dados");
    await form.getByLabel(/E-mail/).fill("helena.haufiku@ponte.example");
    await form.getByLabel(/^País/).selectOption("NA");
    await form.getByRole("button", { name: "Adicionar Membro" }).click();
    await expect.poll(() => form.getByText("Campo obrigatório.").count()).toBe(1);
    await form.getByLabel(/Departamento/).selectOption("TECHNOLOGY");
    await form.getByRole("button", { name: "Adicionar Membro" }).click();
    await expect.poll(() => page.getByTestId("staff-card").count(), slow).toBe(7);

    await page.getByRole("tab", { name: "Departamentos" }).click();
    const departments = page.getByRole("tabpanel", { name: "Departamentos" });
    await expect.poll(() => departments.getByText(/Helena Haufiku/).isVisible(), slow).toBe(true);
    const body = (await page.locator("body").textContent()) ?? "";
    expect(body).not.toMatch(/sal[aá]rio|salary|9500|9\.500/i);
    await expectNoA11yViolations(page, { include: "main" });
  });
});
