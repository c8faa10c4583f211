import { describe, expect, it } from "vitest";
import { API_LIMITS } from "../../api/src/graphql/limits.ts";
import { ERROR_REASONS } from "../../api/src/graphql/error-reasons.ts";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

/**
 * The developers' page as a partner meets it (reached from the landing
 * footer, both languages, desktop and phone, reference tables filled by the
 * server) and GraphiQL served as a small page with cached, compressed assets.
 */
const e2e = useE2E();

const TITLE = { pt: "API para desenvolvedores", en: "Developer API" } as const;
const FOOTER_LINK = { pt: "Desenvolvedores (API)", en: "Developers (API)" } as const;

describe("/developers", () => {
  for (const locale of ["pt", "en"] as const) {
    for (const width of [1280, 375]) {
      it(`${locale} at ${width} px: reached from the footer, limits and errors from the server, readable code`, async () => {
        const page = await e2e.newPage({ locale, viewport: { width, height: 800 } });
        await page.goto("/");
        await page.getByRole("link", { name: FOOTER_LINK[locale] }).click();
        await page.waitForURL(/\/developers$/);
        await expect.poll(() => page.locator("h1").textContent(), { timeout: 20000 }).toBe(TITLE[locale]);

        // the limits table: the server's numbers, formatted for the reader's language
        const limits = page.getByTestId("limits-table");
        await limits.waitFor({ timeout: 20000 });
        const fmt = (n: number) => new Intl.NumberFormat(locale === "pt" ? "pt-BR" : "en-GB").format(n);
        await expect.poll(() => limits.locator('tr[data-limit="pageSizeMax"] td').last().textContent()).toBe(fmt(API_LIMITS.pageSize.max));
        expect(await limits.locator('tr[data-limit="budgetPerMinuteApiToken"] td').last().textContent()).toBe(fmt(API_LIMITS.budgetPerMinute.apiToken));
        expect(await limits.locator('tr[data-limit="maxDepth"] td').last().textContent()).toBe(fmt(API_LIMITS.maxDepth));

        // every reason of the server's closed set, once
        const reasons = await page.getByTestId("error-reasons").locator("tbody tr td:first-child code").allTextContents();
        expect(reasons.sort()).toEqual(Object.keys(ERROR_REASONS).sort());
        expect(await page.getByTestId("error-codes").locator("tbody tr").count()).toBe(7);
        expect(await page.getByTestId("filters").textContent()).toContain("country");

        // the examples carry this site's address
        const firstExample = page.locator("pre code").filter({ hasText: "opportunities(first: 5)" }).first();
        expect(await firstExample.textContent()).toContain(`${e2e.baseUrl}/graphql`);

        // no sideways scrolling of the page itself; long code scrolls inside its block
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (width === 375) {
          const block = page.locator("pre[role=region]").nth(1);
          expect(await block.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto")).toBe(true);
        }
        await expectNoA11yViolations(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        // axe over a page this long takes a while on a busy 2-core machine
      }, 180000);
    }
  }

  it("the language toggle switches the page to English", async () => {
    const page = await e2e.newPage({ locale: "pt" });
    await page.goto("/developers");
    await expect.poll(() => page.locator("h1").textContent(), { timeout: 20000 }).toBe(TITLE.pt);
    await page.getByRole("button", { name: /English/ }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(TITLE.en);
  });

  it("a copy button copies the example", async () => {
    const page = await e2e.newPage({ locale: "en" });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.baseUrl });
    await page.goto("/developers");
    const copy = page.getByRole("button", { name: "Copy the code: curl: first call" });
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`curl -s ${e2e.baseUrl}/graphql`);
  });
});

describe("GraphiQL", () => {
  it("is a small page with a CSP; its assets are immutable and compressed", async () => {
    const res = await fetch(`${e2e.baseUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.length).toBeLessThan(8 * 1024);
    expect(html).toContain('href="/developers"');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    const assets = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    let compressedTotal = 0;
    for (const asset of assets) {
      const a = await fetch(`${e2e.baseUrl}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(a.status, asset).toBe(200);
      expect(a.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = await a.arrayBuffer();
      if (!asset.endsWith(".ico")) {
        // fetch decodes it; the header says what travelled
        expect(a.headers.get("content-encoding"), asset).toBe("br");
      }
      compressedTotal += Number(a.headers.get("content-length") ?? body.byteLength);
    }
    // 9 MB of inline HTML before; the whole set compressed is a fraction of it
    expect(compressedTotal).toBeLessThan(3 * 1024 * 1024);
  });

  it("runs a query and a live subscription in the browser", async () => {
    const page = await e2e.newPage({ locale: "en" });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/graphql");
    await page.locator("#root > .graphiql-container").waitFor({ timeout: 30000 });
    expect(await page.getByRole("link", { name: "developers' guide" }).getAttribute("href")).toBe("/developers");
    // first tab: the public list
    await page.locator(".graphiql-execute-button").click();
    await expect.poll(() => page.locator(".graphiql-response").textContent(), { timeout: 20000 }).toContain('"totalCount"');

    // third tab: the subscription; a change to an opportunity shows up
    await page.locator(".graphiql-tab").nth(2).click();
    // run only once the editor holds that tab's operation (its spaces render as no-break spaces):
    // clicked at once, GraphiQL ran the previous tab's operation name against the new document
    // ("Cannot infer operation Opportunities")
    await expect.poll(() => page.locator(".graphiql-query-editor").textContent(), { timeout: 10000 }).toMatch(/subscription\s+Live/);
    await page.waitForTimeout(300);
    await page.locator(".graphiql-execute-button").click();
    const opportunity = await e2e.prisma.opportunity.findFirstOrThrow({ where: { status: "ACTIVE", country: "AO" } });
    let shown = "";
    await expect
      .poll(
        async () => {
          await e2e.prisma.opportunity.update({ where: { id: opportunity.id }, data: { location: `${opportunity.location} ` } });
          shown = (await page.locator(".graphiql-response").textContent()) ?? "";
          return shown;
        },
        { timeout: 20000, interval: 1000 },
      )
      .toContain('"UPDATE"')
      // an error answer is named in full, not cut to its first words
      .catch((e: Error) => {
        throw new Error(`${e.message}\nGraphiQL showed: ${shown.replace(/\s+/g, " ")}`);
      });
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });
});
