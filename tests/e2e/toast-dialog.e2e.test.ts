import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

// Toasts never cover a dialog's buttons (issue 14, item 6): an error toast
// raised while a dialog stays open (a service request the server refuses)
// leaves every button of the dialog, the corner close button included,
// visible, uncovered and clickable, on a phone and on a laptop.
const e2e = useE2E();

/** The dialog's buttons that a visible toast overlaps, or whose centre is not the button itself (covered by anything). */
async function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map((t) => t.getBoundingClientRect());
    const dialog = document.querySelector('[role="dialog"]');
    const out: string[] = [];
    for (const button of dialog?.querySelectorAll("button") ?? []) {
      const b = button.getBoundingClientRect();
      const name = (button.textContent || button.getAttribute("aria-label") || "?").trim();
      if (b.width === 0) continue;
      for (const t of toasts) if (t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom) out.push(`${name} under a toast`);
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (!hit || !button.contains(hit)) out.push(`${name} not clickable (${hit?.tagName ?? "nothing"} on top)`);
      if (b.bottom > window.innerHeight || b.top < 0) out.push(`${name} outside the screen`);
    }
    return out;
  });
}

describe("toasts and dialogs", () => {
  for (const width of [375, 1280]) {
    it(`an error toast leaves the open dialog's buttons uncovered at ${width} px`, async () => {
      const page = await e2e.newPage({ viewport: { width, height: 800 } });
      await e2e.signIn(page, await e2e.users.create());
      await page.goto("/app/services");
      await page
        .getByRole("button", { name: /^Solicitar$/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(/^Telefone/).fill("+244 923 000 000");
      await dialog.getByLabel(/^Mensagem/).fill("Gostaria de saber prazos e custos, por favor.");
      // the server is unreachable for the request: the dialog stays open and an error toast appears
      await page.route("**/graphql", (route) =>
        route.request().postData()?.includes("mutation")
          ? route.fulfill({
              status: 200,
              contentType: "application/json",
              body: JSON.stringify({ errors: [{ message: "down", extensions: { code: "SERVICE_UNAVAILABLE" } }] }),
            })
          : route.continue(),
      );
      await dialog.getByRole("button", { name: "Enviar" }).click();
      const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
      await toast.waitFor();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // once the toast has settled, nothing of the dialog is under it
      await expect.poll(() => coveredButtons(page), { timeout: 5000, interval: 100 }).toEqual([]);
      // the corner button is named in the person's language (it said "Close" in Portuguese)
      expect(await dialog.getByRole("button", { name: "Fechar" }).isVisible()).toBe(true);
      // and the dialog's own buttons still do their job while the toast is on show
      expect(await toast.isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    });
  }
});
