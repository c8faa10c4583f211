import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";
import { createServiceRequest } from "./support/records.ts";

const e2e = useE2E();
// The app loads data after navigation; give it time on a busy machine.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15000, interval: 100 });

describe("authenticated shell", () => {
  it("admin: menu per spec, counts from the database, the signed-in name in the footer", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN", fullName: "Paulo Haufiku" }));
    await poll(() => page.getByTestId("panel-title").textContent()).toBe("Painel Administrativo");
    const sidebar = page.locator("aside");
    expect(await sidebar.getByTestId("role-badge").textContent()).toBe("Administrador");
    expect(await sidebar.getByText("PRO", { exact: true }).count()).toBe(1);
    for (const label of ["Dashboard", "Projetos", "Clientes & Parceiros", "Equipe Regional", "Financeiro", "Analytics & KPIs", "Serviços Regionais", "Contato"]) {
      expect(await sidebar.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    }
    await poll(() => sidebar.getByTestId("footer-count-projects").textContent()).toBe(String(await e2e.prisma.project.count()));
    expect(await sidebar.getByTestId("footer-count-clients").textContent()).toBe(String(await e2e.prisma.client.count()));
    expect(await sidebar.getByTestId("footer-count-team").textContent()).toBe(String(await e2e.prisma.staffMember.count()));
    expect(await sidebar.getByTestId("sidebar-user-name").textContent()).toBe("Paulo Haufiku");
    await poll(() => page.getByTestId("stat-users").textContent()).toContain(String(await e2e.prisma.user.count()));
    await expectNoA11yViolations(page);
  });

  it("admin filters requests by status on the server and moves one to processing; the member is notified", async () => {
    const member = await e2e.users.create();
    const target = await createServiceRequest(e2e.prisma, member, {
      category: "EDUCATION",
      serviceType: "scholarships",
      message: "Bolsas de estudo para um mestrado em Windhoek.",
      phone: "+244 923 456 789",
    });
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await page.goto("/app?tab=requests");
    const list = page.getByTestId("admin-requests");
    await poll(() => list.locator("tbody tr").count()).toBe(await e2e.prisma.serviceRequest.count());
    await page.getByLabel("Filtrar por estado").selectOption("PENDING");
    const pending = await e2e.prisma.serviceRequest.count({ where: { status: "PENDING" } });
    await poll(() => list.locator("tbody tr:not([data-status=PENDING])").count()).toBe(0);
    // The list may be empty for a moment while the filtered page loads.
    await poll(() => list.locator('tbody tr[data-status="PENDING"]').count()).toBe(pending);
    expect(page.url()).toContain("status=PENDING");

    const card = list.locator("tbody tr").filter({ hasText: target.message });
    expect(await card.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/244923456789\?text=/);
    const mailto = await card.getByRole("link", { name: "Enviar email" }).getAttribute("href");
    expect(mailto?.split("?")[0]).toBe(`mailto:${member.email}`);
    expect(mailto).toContain("?subject=");
    await card.getByRole("button", { name: "Processar" }).click();
    await poll(() => page.getByText("Pedido processado com sucesso!").count()).toBeGreaterThan(0);
    await poll(async () => (await e2e.prisma.serviceRequest.findUniqueOrThrow({ where: { id: target.id } })).status).toBe("PROCESSING");
    // pending filter: the moved request leaves the list
    await poll(() => list.locator("tbody tr").filter({ hasText: target.message }).count()).toBe(0);

    const memberPage = await e2e.newPage();
    await e2e.signIn(memberPage, member);
    await memberPage.getByTestId("notifications-button").first().click();
    await poll(() => memberPage.getByTestId("notifications-list").first().textContent()).toContain("Seu pedido de Bolsas de estudo está agora: Em processamento.");
  });

  it("small screens: the menu opens as a drawer and the floating logout signs out", async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await e2e.users.create());
    await poll(() => page.getByTestId("welcome-name").count()).toBe(1);
    await expect.poll(() => page.locator("aside").isVisible()).toBe(false);
    await page.getByTestId("open-menu").click();
    const drawer = page.getByRole("dialog", { name: "Menu lateral" });
    await poll(() => drawer.getByText("Meu Painel").count()).toBe(1);
    expect(await drawer.getByText("Usuário", { exact: true }).count()).toBe(1);
    await drawer.getByRole("link", { name: /Serviços Regionais/ }).click();
    await page.waitForURL(/\/app\/services$/);
    await poll(() => drawer.count()).toBe(0);

    await page.getByTestId("floating-logout").click();
    await page.waitForURL((u) => u.pathname === "/");
  });

  it("a member uploads a profile photo (no URL to type), sees it in the header, and removes it", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create());
    await poll(() => page.getByTestId("welcome-name").count()).toBe(1);
    await page.getByRole("button", { name: /Menu de/ }).click();
    await page.getByRole("menuitem", { name: "Perfil" }).click();
    const dialog = page.getByRole("dialog", { name: "Meu perfil" });
    await poll(() => dialog.getByRole("button", { name: "Escolher foto" }).count()).toBe(1);
    expect(await dialog.locator('input[type="url"]').count()).toBe(0);
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4Y2x8xtiYAUIBACPqBMlwUmUNAAAAAElFTkSuQmCC", "base64");
    await dialog.getByTestId("photo-input").setInputFiles({ name: "eu.png", mimeType: "image/png", buffer: png });
    const photo = dialog.getByRole("img", { name: /Foto de/ });
    await poll(() => photo.getAttribute("src")).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const src = await photo.getAttribute("src");
    // the header's avatar shows the same uploaded photo
    await poll(() => page.locator(`header img[src="${src}"]`).count()).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Remover foto" }).click();
    await poll(() => dialog.getByRole("button", { name: "Escolher foto" }).count()).toBe(1);
    await poll(() => page.locator(`img[src="${src}"]`).count()).toBe(0);
  });

  it("admin at 375 px: tabs become a dropdown", async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    const select = page.getByRole("combobox", { name: "Seções do dashboard" });
    await select.selectOption("users");
    await page.waitForURL(/tab=users/);
    await poll(() => page.getByTestId("admin-users").count()).toBe(1);
  });
  it("a success toast stays at least 5 s, at the top of a phone's screen where it covers no dialog button", async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await e2e.users.create());
    const save = page.getByRole("button", { name: "Salvar oportunidade" }).first();
    await save.waitFor();
    await save.click();
    const toast = page.getByText("Oportunidade salva!");
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height, "the toast sits in the top part of the screen").toBeLessThan(800 / 3);
    await page.waitForTimeout(5200);
    expect(await toast.isVisible(), "still readable after 5 s").toBe(true);
  });
  it("every screen names itself in the browser tab, in the person's language", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await poll(() => page.title()).toBe("Ponte — Cooperação regional entre Angola, Namíbia e África do Sul");
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await page.goto("/app/projects");
    await poll(() => page.title()).toBe("Projetos · Ponte");
    await page.goto("/app?tab=applications");
    await poll(() => page.title()).toBe("Candidaturas · Ponte");
    const english = await e2e.newPage();
    await e2e.signIn(english, await e2e.users.create({ role: "ADMIN", language: "en" }));
    await english.goto("/app/finance");
    await poll(() => english.title()).toBe("Finance · Ponte");
  });
});
