import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type E2EUser, expectNoA11yViolations, useE2E } from "./support/e2e.ts";
import { connectToCommunity, createServiceRequest } from "./support/records.ts";

// axe (WCAG 2.0/2.1 A+AA, 2.2 AA) on every route of web/src/app/routes.tsx,
// for a visitor (both languages, desktop and phone), an administrator
// (Portuguese, desktop) and a member (English, phone width), and on the
// dialogs that matter open: sign-in/registration, the four wizard steps and
// the published screen, apply, service request, catalogue details and
// request, application details, edit/delete opportunity, profile and
// settings, the user menu, and the menu drawers at 375 px.
// No exclusions: a violation is fixed in the screen, not hidden here.
const e2e = useE2E();

/** A member whose screens have something in them: connections, requests waiting for an answer (unread notifications), a service request. */
async function busyMember(): Promise<E2EUser> {
  const member = await e2e.users.create({ language: "en" });
  await connectToCommunity(e2e.prisma, member, { accepted: 4, incoming: 2 });
  await createServiceRequest(e2e.prisma, member, { category: "TRANSPORT", serviceType: "flights", message: "Flights from Lubango to Windhoek for two." });
  return member;
}

const SHARED = [
  "/app/projects",
  "/app/clients",
  "/app/team",
  "/app/finance",
  "/app/analytics",
  "/app/services",
  "/app/contact",
  "/app/contact/messages",
  "/app/api-tokens",
  "/create-project",
  "/terms",
  "/privacy",
];
const ADMIN_SCREENS = ["/app", ...["overview", "applications", "requests", "opportunities", "users"].map((t) => `/app?tab=${t}`), "/app?view=member", ...SHARED];
const MEMBER_SCREENS = ["/app", ...["opportunities", "applications", "network", "resources"].map((t) => `/app?tab=${t}`), ...SHARED];

/** Waits until the screen shows its content: its title, no skeleton or spinner left. */
async function loaded(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const busy = document.querySelectorAll('.chakra-skeleton, .chakra-spinner, [aria-busy="true"]').length;
          // a screen's title, or the notice a member gets on an administrators' screen
          const title = document.querySelector("h1, [role=alert]");
          return busy === 0 && title !== null && (title.textContent ?? "").trim().length > 0;
        }),
      { timeout: 20000, interval: 150, message: `${path} did not finish loading` },
    )
    .toBe(true);
  // let transitions (tabs, toasts, fade-ins) end before axe measures colours
  await page.waitForTimeout(400);
}

/** Waits for the open dialog (or drawer) with `name`, runs axe on the whole page, closes it with Escape. */
async function auditDialog(page: Page, name: string | RegExp, failures: string[], label: string, role: "dialog" | "alertdialog" = "dialog"): Promise<void> {
  const dialog = page.getByRole(role, { name }).last();
  try {
    await dialog.waitFor({ state: "visible", timeout: 15000 });
    await expect.poll(() => dialog.evaluate((d) => d.querySelectorAll('.chakra-skeleton, .chakra-spinner, [aria-busy="true"]').length), { timeout: 15000 }).toBe(0);
    await page.waitForTimeout(300);
    await expectNoA11yViolations(page);
  } catch (error) {
    const found = (error as { actual?: unknown }).actual;
    failures.push(`${label}\n${Array.isArray(found) ? found.join("\n") : (error as Error).message}`);
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden", timeout: 10000 }).catch(() => {});
}

async function auditHere(page: Page, failures: string[], label: string): Promise<void> {
  try {
    await page.waitForTimeout(300);
    await expectNoA11yViolations(page);
  } catch (error) {
    const found = (error as { actual?: unknown }).actual;
    failures.push(`${label}\n${Array.isArray(found) ? found.join("\n") : (error as Error).message}`);
  }
}

/** Runs axe on each screen and reports every violation with the screen's path. */
async function auditAll(page: Page, paths: string[]): Promise<void> {
  const failures: string[] = [];
  for (const path of paths) {
    await loaded(page, path);
    try {
      await expectNoA11yViolations(page);
    } catch (error) {
      const found = (error as { actual?: unknown }).actual;
      failures.push(`${path}\n${Array.isArray(found) ? found.join("\n") : (error as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
}

async function useLanguage(page: Page, lang: "pt" | "en"): Promise<void> {
  // after sign-in the profile's language applies; switch with the header's PT | EN
  const button = page.locator(`header button[lang="${lang}"]:visible`).first();
  await button.waitFor();
  if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10000 }).toMatch(new RegExp(`^${lang}`));
}

describe("accessibility of every main screen", { timeout: 420000 }, () => {
  it("visitor: every public route (pt and en, desktop and phone) and the landing menu drawer", async () => {
    const VISITOR = [
      "/",
      "/login",
      "/login?mode=register",
      "/terms",
      "/privacy",
      "/developers",
      "/reset-password?token=not-a-real-token",
      "/confirm-email?token=not-a-real-token",
      "/auth/callback?status=error&error=access_denied",
      "/create-project",
      "/no-such-page",
    ];
    for (const locale of ["pt", "en"] as const) {
      for (const viewport of [undefined, { width: 375, height: 800 }]) {
        const page = await e2e.newPage({ locale, viewport });
        await auditAll(page, locale === "pt" ? VISITOR : ["/", "/login", "/login?mode=register", "/no-such-page"]);
        if (viewport) {
          // the landing page's slide-in menu
          const failures: string[] = [];
          await loaded(page, "/");
          await page.getByRole("button", { name: locale === "pt" ? "Abrir menu" : "Open menu" }).click();
          await auditDialog(page, /./, failures, `${locale} / landing menu drawer (375 px)`);
          expect(failures).toEqual([]);
        }
      }
    }
  });

  it("administrator: every screen in Portuguese on a desktop", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await useLanguage(page, "pt");
    await auditAll(page, ADMIN_SCREENS);
  });

  it("administrator: the screens with tables on a phone (375 px), their stacked rows still a table to assistive technology", async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await useLanguage(page, "pt");
    const TABLES = ["/app?tab=users", "/app/clients", "/app/team", "/app/finance?tab=transactions", "/app/finance?tab=invoices", "/app/contact/messages", "/app/audit"];
    await auditAll(page, TABLES);
    const cdp = await page.context().newCDPSession(page);
    const lost: string[] = [];
    for (const path of TABLES) {
      await loaded(page, path);
      // the rows are cards (display: block) here, yet each part keeps its explicit role for every screen reader
      const parts = await page.evaluate(() =>
        [...document.querySelectorAll("[data-stacked-table] table")].map((t) => ({
          display: getComputedStyle(t.querySelector("tbody tr") ?? t).display,
          roles: [t, ...t.querySelectorAll("tbody, tr, td")].every((el) => el.getAttribute("role")),
        })),
      );
      for (const p of parts) if (p.display !== "block" || !p.roles) lost.push(`${path}: ${JSON.stringify(p)}`);
      // and Chromium's accessibility tree has rows of cells
      const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: Array<{ role?: { value?: string } }> };
      const roles = new Set(nodes.map((n) => n.role?.value));
      if (parts.length > 0 && !(roles.has("table") && roles.has("row") && roles.has("cell"))) lost.push(`${path}: no table/row/cell in the accessibility tree`);
    }
    expect(lost).toEqual([]);
  });

  it("administrator: dialogs, menus and the four wizard steps", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await useLanguage(page, "pt");
    const failures: string[] = [];

    // application details
    await loaded(page, "/app?tab=applications");
    await page.getByRole("button", { name: "Ver detalhes" }).first().click();
    await auditDialog(page, /./, failures, "application details");

    // edit and delete an opportunity (the delete is cancelled with Escape)
    await loaded(page, "/app?tab=opportunities");
    await page.getByRole("button", { name: "Editar", exact: true }).first().click();
    await auditDialog(page, /./, failures, "edit opportunity");
    await page.getByRole("button", { name: "Excluir", exact: true }).first().click();
    await auditDialog(page, /./, failures, "delete opportunity (confirmation)", "alertdialog");

    // the user menu, profile and settings
    await loaded(page, "/app");
    await page.getByTestId("user-menu").first().click();
    await page.getByRole("menu").waitFor();
    await auditHere(page, failures, "user menu (open)");
    await page.getByRole("menuitem", { name: "Perfil" }).click();
    await auditDialog(page, "Meu perfil", failures, "profile dialog");
    await page.getByTestId("user-menu").first().click();
    await page.getByRole("menuitem", { name: "Configurações" }).click();
    await auditDialog(page, "Configurações", failures, "settings dialog");

    // the create-opportunity wizard, step by step, and the published screen
    await loaded(page, "/create-project");
    const step = async (label: string) => {
      await page.getByRole("heading", { level: 2, name: label }).waitFor();
      await auditHere(page, failures, `wizard: ${label}`);
    };
    await step("Informações básicas");
    await page.getByLabel(/^Título da oportunidade/).fill(`Auditoria ${Date.now()}`);
    await page.getByLabel(/^Descrição/).fill("Oportunidade criada para a auditoria de acessibilidade.");
    await page.getByLabel(/^País/).selectOption("AO");
    await page.getByLabel(/^Setor/).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Continuar" }).click();
    await step("Organização");
    await page.getByLabel(/^Organização/).fill("Ponte Regional");
    await page.getByLabel(/^Localização/).fill("Luanda");
    await page.getByRole("button", { name: "Continuar" }).click();
    await step("Requisitos e prazo");
    await page.getByLabel(/^Prazo de candidatura/).fill("2031-06-06");
    await page.getByRole("textbox", { name: "Requisito 1" }).fill("Experiência comprovada");
    await page.getByRole("button", { name: "Continuar" }).click();
    await step("Revisão e publicação");
    await page.getByRole("button", { name: "Publicar oportunidade" }).click();
    await page.getByRole("heading", { name: "Oportunidade criada com sucesso!" }).waitFor();
    await auditHere(page, failures, "wizard: published");

    expect(failures).toEqual([]);
  });

  it("member: every screen in English on a phone", async () => {
    const page = await e2e.newPage({ locale: "en", viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await busyMember());
    await useLanguage(page, "en");
    await auditAll(page, MEMBER_SCREENS);

    // the notifications dropdown, with unread ones (tinted rows)
    await loaded(page, "/app");
    await page.getByTestId("notifications-button").first().click();
    const list = page.getByTestId("notifications-list").first();
    await expect.poll(() => list.locator('[data-unread="true"]').count(), { timeout: 15000 }).toBeGreaterThan(0);
    await expectNoA11yViolations(page, { include: '[data-testid="notifications-list"]' });
  });

  it("member: dialogs on a phone (menu drawer, apply, service request, catalogue) in English", async () => {
    const page = await e2e.newPage({ locale: "en", viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, await busyMember());
    await useLanguage(page, "en");
    const failures: string[] = [];

    // the shell's menu drawer below 1024 px
    await loaded(page, "/app");
    await page.getByRole("button", { name: "Open menu" }).first().click();
    await auditDialog(page, /./, failures, "shell menu drawer (375 px)");

    // apply (the confirmation dialog)
    await page.getByRole("button", { name: "Apply", exact: true }).first().click();
    await auditDialog(page, /^Apply to/, failures, "apply dialog");

    // all services → choose one → the service request form
    await page.getByRole("button", { name: "See all services" }).click();
    await auditDialog(page, "Regional services", failures, "services overview");
    await page.getByRole("button", { name: "See all services" }).click();
    await page.getByRole("dialog", { name: "Regional services" }).getByRole("button", { name: "Hospitals" }).click();
    await auditDialog(page, /./, failures, "service request form");

    // a category tile → its options
    await page.getByTestId("tile-HEALTH").click();
    await auditDialog(page, /./, failures, "service category");

    // the catalogue: details and request
    await loaded(page, "/app/services");
    await page.getByRole("button", { name: "View details", exact: true }).first().click();
    await auditDialog(page, /./, failures, "catalogue service details");
    await page.getByRole("button", { name: "Request", exact: true }).first().click();
    await auditDialog(page, /./, failures, "catalogue request");

    expect(failures).toEqual([]);
  });
});
