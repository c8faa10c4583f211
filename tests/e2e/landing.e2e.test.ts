import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E({ seed: false });

const SECTIONS = ["about", "resources", "testimonials", "impact", "contact"] as const;
const NAV_PT = { about: "Sobre", resources: "Recursos", testimonials: "Depoimentos", impact: "Impacto", contact: "Contato" };

/** Waits until the scroll to a section has started and stopped, then returns its distance from the viewport top. */
async function settledTop(page: Page, id: string): Promise<{ top: number; atBottom: boolean; header: number }> {
  // The address gets the #id when the scroll starts (the mobile menu first waits for its panel to close).
  await page.waitForURL(new RegExp(`#${id}$`));
  let last = Number.NaN;
  let stable = 0;
  for (let i = 0; i < 100 && stable < 3; i++) {
    await page.waitForTimeout(100);
    const y = await page.evaluate(() => window.scrollY);
    stable = y === last ? stable + 1 : 0;
    last = y;
  }
  return page.evaluate((sid) => {
    const el = document.getElementById(sid)!;
    const header = document.querySelector<HTMLElement>("[data-landing-header]")!;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return { top: el.getBoundingClientRect().top, atBottom: Math.abs(window.scrollY - max) < 2, header: header.offsetHeight };
  }, id);
}

describe("landing page", () => {
  it("shows the spec's texts and figures in Portuguese by default", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect.poll(() => h1.textContent()).toContain("Angola, Namíbia e África do Sul");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt");
    const body = (await page.textContent("body")) ?? "";
    for (const text of [
      "Cadastro gratuito",
      "Explorar serviços",
      "Conectar",
      "95M+",
      "Rede Regional de Saúde",
      "Intercâmbio Universitário",
      "Mercado Regional",
      "Hub de Inovação",
      "33 milhões",
      "2,5 milhões",
      "59,5 milhões",
      "Versão 2.1.0",
      "08:00 - 17:00",
      "08:00 - 12:00",
      "Fechado",
      "Cidade do Cabo",
      "Oshakati",
    ]) {
      expect(body, text).toContain(text);
    }
    expect(await page.locator("#testimonials figure").count()).toBe(6);
    expect(await page.locator("#resources li h3").count()).toBe(4);
  });

  it("switches every text to English with the language toggle, and back", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("button", { name: "English" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Connecting Angola, Namibia and South Africa");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.getByRole("link", { name: "Access Platform" }).waitFor();
    const body = (await page.textContent("body")) ?? "";
    expect(body).toContain("59.5 million");
    expect(body).toContain("Free registration");
    expect(body).not.toContain("Acessar Plataforma");
    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Connecting");
    await page.getByRole("button", { name: "Português" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Conectando");
  });

  it("opens in English for a visitor who chose English", async () => {
    const page = await e2e.newPage({ locale: "en" });
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Connecting");
    await expectNoA11yViolations(page);
  });

  it("scrolls each anchor's section to just below the fixed header (header height + 20)", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Seções da página" });
    for (const id of SECTIONS) {
      await nav.getByRole("link", { name: NAV_PT[id], exact: true }).click();
      const { top, atBottom, header } = await settledTop(page, id);
      expect(header).toBe(70);
      // The last section may sit at the page's end, where the page cannot scroll further.
      if (!atBottom) expect(Math.abs(top - (header + 20)), `${id} top=${top}`).toBeLessThanOrEqual(2);
      else expect(top).toBeGreaterThanOrEqual(header);
      expect(page.url()).toMatch(new RegExp(`#${id}$`));
    }
    // "Saber mais" goes to the about section the same way.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "Saber mais" }).click();
    expect(Math.abs((await settledTop(page, "about")).top - 90)).toBeLessThanOrEqual(2);
  });

  it("fills the scroll-progress bar as the page scrolls", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    const bar = page.locator('[data-testid="scroll-progress"] > div');
    const scale = () => bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    expect(await scale()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect.poll(scale).toBeGreaterThan(0.99);
  });

  it("leads to sign-in and registration", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Acessar Plataforma" }).click();
    await page.waitForURL(/\/login$/);
    await page.goto("/");
    await page.getByRole("link", { name: "Começar agora" }).click();
    await page.waitForURL(/\/login\?mode=register$/);
  });

  it("shows the inline menu from 1024 px and no menu button", async () => {
    const page = await e2e.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto("/");
    await expect.poll(() => page.getByRole("navigation", { name: "Seções da página" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Abrir menu" }).isVisible()).toBe(false);
    await expectNoA11yViolations(page);
  });

  it("on a phone shows a menu button whose slide-in panel scrolls to the chosen section", async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => page.getByRole("navigation", { name: "Seções da página" }).isVisible()).toBe(false);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Abrir menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.waitFor();
    await expectNoA11yViolations(page);
    await panel.getByRole("link", { name: "Impacto" }).click();
    await panel.waitFor({ state: "hidden" });
    const { top } = await settledTop(page, "impact");
    expect(Math.abs(top - 90)).toBeLessThanOrEqual(2);

    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Acessar Plataforma" }).click();
    await page.waitForURL(/\/login$/);
  });

  it("has no accessibility violations at tablet width", async () => {
    const page = await e2e.newPage({ viewport: { width: 768, height: 1024 } });
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expectNoA11yViolations(page);
  });
});
