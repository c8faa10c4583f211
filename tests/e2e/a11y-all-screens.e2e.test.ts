import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

// axe (WCAG 2.0/2.1 A+AA, 2.2 AA) on every main screen, for a visitor, an
// administrator (Portuguese, desktop) and a member (English, phone width).
// No exclusions: a violation is fixed in the screen, not hidden here.
const e2e = useE2E();

const ADMIN = ["admin@ponte.demo", "PonteAdmin2026"] as const;
const MEMBER = ["membro@ponte.demo", "PonteMembro2026"] as const;

const SHARED = [
  "/app/projects",
  "/app/clients",
  "/app/team",
  "/app/finance",
  "/app/analytics",
  "/app/services",
  "/app/contact",
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

describe("accessibility of every main screen", { timeout: 240000 }, () => {
  it("visitor: landing and sign-in (pt, desktop and phone)", async () => {
    for (const viewport of [undefined, { width: 375, height: 800 }]) {
      const page = await e2e.newPage({ viewport });
      await auditAll(page, ["/", "/login", "/login?mode=register", "/terms", "/privacy"]);
    }
  });

  it("administrator: every screen in Portuguese on a desktop", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, ...ADMIN);
    await useLanguage(page, "pt");
    await auditAll(page, ADMIN_SCREENS);
  });

  it("member: every screen in English on a phone", async () => {
    const page = await e2e.newPage({ locale: "en", viewport: { width: 375, height: 800 } });
    await e2e.signIn(page, ...MEMBER);
    await useLanguage(page, "en");
    await auditAll(page, MEMBER_SCREENS);

    // the notifications dropdown, with unread ones (tinted rows)
    await loaded(page, "/app");
    await page.getByTestId("notifications-button").first().click();
    const list = page.getByTestId("notifications-list").first();
    await expect.poll(() => list.locator('[data-unread="true"]').count(), { timeout: 15000 }).toBeGreaterThan(0);
    await expectNoA11yViolations(page, { include: '[data-testid="notifications-list"]' });
  });
});
