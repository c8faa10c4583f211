import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const slow = { timeout: 15000 };

describe("audit log (admin)", () => {
  it("shows the client an admin just created, filters by action and exports the CSV", async () => {
    const admin = await e2e.users.create({ role: "ADMIN", fullName: "Auditora Ponta a Ponta" });
    const page = await e2e.newPage();
    await e2e.signIn(page, admin);

    // an action worth auditing, through the UI
    await page.goto("/app/clients");
    await page.getByRole("button", { name: "Novo Cliente" }).click();
    const form = page.getByRole("dialog", { name: "Novo Cliente" });
    await form.getByLabel(/^Nome/).fill("Cooperativa Auditada do Namibe");
    await form.getByLabel(/Organização/).fill("Cooperativa do Namibe");
    await form.getByLabel(/E-mail/).fill("geral@coop-namibe.example");
    await form.getByLabel(/^País/).selectOption("AO");
    await form.getByLabel(/^Setor/).selectOption("AGRICULTURE");
    await form.getByRole("button", { name: "Criar Cliente" }).click();
    await expect.poll(() => page.getByRole("dialog").filter({ hasText: "geral@coop-namibe.example" }).isVisible(), slow).toBe(true);
    const client = await e2e.prisma.client.findUniqueOrThrow({ where: { email: "geral@coop-namibe.example" } });

    // reached from the sidebar's settings section
    await page.goto("/app");
    await page.getByRole("button", { name: "Configurações" }).click();
    await page.getByRole("link", { name: "Registro de auditoria" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), slow).toBe("Registro de auditoria");
    const entry = page.getByTestId("audit-entry").filter({ hasText: "Auditora Ponta a Ponta" }).filter({ hasText: "Cliente cadastrado" });
    await expect.poll(() => entry.count(), slow).toBe(1);
    await expect.poll(() => entry.getByText(admin.email).isVisible()).toBe(true);
    await expect.poll(() => entry.getByText(client.id.slice(0, 8)).isVisible()).toBe(true);
    await expectNoA11yViolations(page);

    // only this admin's client creations
    const actor = page.getByRole("combobox", { name: "Autor" });
    await expect.poll(() => actor.locator("option", { hasText: admin.email }).count(), slow).toBe(1);
    await actor.selectOption({ label: `Auditora Ponta a Ponta (${admin.email})` });
    await page.getByRole("combobox", { name: "Ação" }).selectOption({ label: "Cliente cadastrado" });
    await expect.poll(() => new URL(page.url()).searchParams.get("action")).toBe("client.create");
    await expect.poll(() => page.getByTestId("audit-entry").count(), slow).toBe(1);
    await expect.poll(() => page.getByText("1 registro", { exact: true }).isVisible()).toBe(true);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registro-de-auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await file.path())!, "utf8")
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Data e hora (UTC);Autor;E-mail do autor;Ação;Entidade;ID da entidade;Dados");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Auditora Ponta a Ponta;${admin.email};client.create;Client;${client.id}`);

    // the entry links to the client it names
    await page.getByRole("link", { name: /Abrir Cliente/ }).click();
    await expect.poll(() => page.getByRole("dialog").filter({ hasText: "geral@coop-namibe.example" }).isVisible(), slow).toBe(true);
  });

  it("speaks English", async () => {
    const page = await e2e.newPage({ locale: "en" });
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN", language: "en" }));
    await page.goto("/app/audit");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), slow).toBe("Audit log");
    await expect.poll(() => page.getByRole("button", { name: "Export CSV" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Settings" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Audit log" }).isVisible()).toBe(true);
  });
});

describe("audit log (member)", () => {
  it("is closed to members, and not in their menu", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create());
    await page.goto("/app/audit");
    await expect.poll(() => page.getByText("Acesso restrito").isVisible(), slow).toBe(true);
    expect(await page.getByRole("heading", { name: "Registro de auditoria" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Registro de auditoria" }).count()).toBe(0);
  });
});
