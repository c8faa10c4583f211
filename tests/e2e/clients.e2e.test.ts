import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const slow = { timeout: 15000 };

describe("clients & partners (admin)", () => {
  it("searches, filters by status tab, creates a client with validation and opens its detail with projects", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await page.goto("/app/clients");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), slow).toBe("Clientes & Parceiros");
    await expect.poll(() => page.getByTestId("client-card").count(), slow).toBe(8);

    await page.getByRole("tab", { name: "Prospectos" }).click();
    await expect.poll(() => page.getByTestId("client-card").count()).toBe(2);
    await page.getByRole("tab", { name: "Todos" }).click();
    // the tab change must have reached the URL before the search is typed
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe(null);
    await expect.poll(() => page.getByTestId("client-card").count()).toBe(8);
    await page.getByRole("searchbox", { name: "Pesquisar clientes" }).fill("ipw.example");
    await expect.poll(() => page.getByTestId("client-card").count()).toBe(1);

    await page.getByRole("button", { name: "Instituto Politécnico de Windhoek" }).click();
    const detail = page.getByRole("dialog").filter({ hasText: "Instituto Politécnico de Windhoek" });
    await expect.poll(() => detail.getByText("Plataforma Digital de Ensino Técnico").isVisible(), slow).toBe(true);
    await detail.getByRole("button", { name: "Fechar" }).first().click();

    await page.getByRole("button", { name: "Novo Cliente" }).click();
    const form = page.getByRole("dialog", { name: "Novo Cliente" });
    await form.getByRole("button", { name: "Criar Cliente" }).click();
    await expect.poll(() => form.getByText("Campo obrigatório.").count()).toBe(5);
    await form.getByLabel(/^Nome/).fill("Cooperativa Agrícola do Cuando");
    await form.getByLabel(/Organização/).fill("Cooperativa do Cuando Cubango");
    await form.getByLabel(/E-mail/).fill("direccao@hospital-cunene.example");
    await form.getByLabel(/^País/).selectOption("AO");
    await form.getByLabel(/^Setor/).selectOption("AGRICULTURE");
    await form.getByRole("button", { name: "Criar Cliente" }).click();
    // the e-mail belongs to another client
    await expect.poll(() => form.getByText("Já existe um registro com este e-mail.").isVisible(), slow).toBe(true);
    await form.getByLabel(/E-mail/).fill("geral@coop-cuando.example");
    await form.getByRole("button", { name: "Criar Cliente" }).click();
    await expect.poll(() => page.getByRole("dialog").filter({ hasText: "geral@coop-cuando.example" }).isVisible(), slow).toBe(true);
    expect(await e2e.prisma.client.count({ where: { email: "geral@coop-cuando.example" } })).toBe(1);
    await expectNoA11yViolations(page, { include: "[role=dialog]" });
  });
});
