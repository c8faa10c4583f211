import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

// Demo mode (the default embedded database): demo accounts and the admin tip are shown.
const e2e = useE2E({ env: { DEMO_MODE: "true" } });

/** The app and the machine can be slow under load: wait up to 15 s for what a person would see. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const submitButton = (page: Page) => page.locator('form button[type="submit"]');

describe("accounts in demo mode", () => {
  it("offers the demo accounts; a click fills the form and signs the admin in", async () => {
    const page = await e2e.newPage();
    await page.goto("/login?mode=register");
    const box = page.getByText("Contas de demonstração");
    await box.waitFor();
    expect(await page.textContent("body")).toContain('Dica: emails que contêm "admin" recebem acesso administrativo');
    // each account button is named by the role, e-mail and password it shows
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: /Administrador.*admin@ponte\.demo/ }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Bem-vindo de volta");
    expect(await page.getByLabel(/^Email/).inputValue()).toBe("admin@ponte.demo");
    expect(await page.getByLabel(/^Senha/).inputValue()).toBe("PonteAdmin2026");
    await submitButton(page).click();
    await page.waitForURL(/\/app$/);
  });

  it("lets an admin create a partner token, shown once, and revoke it", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await page.goto("/app/api-tokens");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Tokens de API");
    await page.getByRole("button", { name: "Novo token" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^Nome do token/).fill("Ministério da Saúde NA");
    await dialog.getByLabel(/^Validade/).selectOption("30");
    await dialog.getByRole("button", { name: "Criar token" }).click();
    const secret = (await dialog.getByTestId("created-token").textContent())!.trim();
    expect(secret.length).toBeGreaterThan(20);
    expect(await dialog.textContent()).toContain("não será mostrado novamente");

    // The token works against the API, with its scope.
    const res = await fetch(`${e2e.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: "{ opportunities(first: 1) { totalCount } }" }),
    });
    expect((await res.json()).data.opportunities.totalCount).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Já guardei o token" }).click();
    const row = page.getByRole("row").filter({ hasText: "Ministério da Saúde NA" });
    await poll(() => row.textContent()).toContain("Ativo");
    expect(await row.textContent()).not.toContain(secret);
    await expectNoA11yViolations(page, { include: "main" });

    await row.getByRole("button", { name: "Revogar o token Ministério da Saúde NA" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revogar" }).click();
    await poll(() => row.textContent()).toContain("Revogado");
    const after = await fetch(`${e2e.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: "{ opportunities(first: 1) { totalCount } }" }),
    });
    expect((await after.json()).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("tells a member the API tokens page is for administrators", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create());
    await page.goto("/app/api-tokens");
    await poll(() => page.getByText("Acesso restrito a administradores.").isVisible()).toBe(true);
  });

  it("applies the profile's language on sign-in and saves the language toggle", async () => {
    const member = await e2e.users.create({ language: "en" });
    const page = await e2e.newPage({ locale: "pt" });
    await e2e.signIn(page, member);
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    // A new page load: the session comes back from the refresh cookie, the profile with it.
    const profileLoaded = page.waitForResponse((r) => r.request().postData()?.includes("AccessToken_Refresh") ?? false);
    await page.goto("/terms");
    await profileLoaded;
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Terms of Use");
    await page.getByRole("button", { name: /Switch the language to/ }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Termos de Uso");
    await poll(async () => (await e2e.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).language).toBe("pt");
  });
});
