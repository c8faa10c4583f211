import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();

describe("services catalogue", () => {
  it("filters by category and country together, shows details, and 'Solicitar' creates a real request", async () => {
    const member = await e2e.users.create({ fullName: "Rosa Kalunga" });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);
    await page.goto("/app/services");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Nossos Serviços");
    const list = page.getByTestId("catalogue-list");
    await expect.poll(() => list.getByRole("heading", { level: 3 }).count()).toBe(6);

    // Health has one service; in South Africa it has none, and the count on the button says so.
    await page.getByRole("button", { name: /Saúde \(1\)/ }).click();
    await expect.poll(() => list.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Rede de Saúde Transfronteiriça"]);
    await page.getByLabel("Filtrar por país").selectOption("ZA");
    await expect.poll(() => page.getByText("Nenhum serviço corresponde aos filtros escolhidos.").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: /Saúde \(0\)/ }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect.poll(() => list.getByRole("heading", { level: 3 }).count()).toBe(6);

    // The shell around the page has its own checks; this one covers the catalogue.
    await expectNoA11yViolations(page, { include: "main" });

    // Details, then request from the detail modal.
    const tourism = list.locator("div", { has: page.getByRole("heading", { name: "Pacotes de Turismo Cultural" }) }).first();
    await tourism.getByRole("button", { name: "Ver Detalhes" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByText("Investimento").isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText("Pacotes de $500-$5.000").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Solicitar Serviço" }).click();

    const form = page.getByRole("dialog");
    await expect.poll(() => form.getByLabel("Nome").inputValue()).toBe("Rosa Kalunga");
    const send = form.getByRole("button", { name: "Enviar" });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Telefone").fill("+244 923 111 222");
    await form.getByLabel("Mensagem").fill("Viagem de grupo ao Namibe em julho");
    await send.click();
    await expect.poll(() => page.getByText("Solicitação enviada para: Pacotes de Turismo Cultural").isVisible()).toBe(true);

    const stored = await e2e.prisma.serviceRequest.findFirst({ where: { serviceType: "turismo-cultural" }, include: { user: true } });
    expect(stored?.user.email).toBe(member.email);
    expect(stored?.message).toBe("Viagem de grupo ao Namibe em julho");
  });

  it("reads in English too (the member's saved language applies at sign-in)", async () => {
    const page = await e2e.newPage({ locale: "en", viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await e2e.users.create({ language: "en" }));
    await page.goto("/app/services");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Our Services");
    await expect.poll(() => page.getByText("Regional University Exchange").first().isVisible()).toBe(true);
  });
});
