// Issue 13 §2: an installable app that survives a bad network: manifest and
// icons, a service worker that keeps the code (never anyone's data), a
// bilingual offline page, and a reload offered after a deploy.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();

/** Waits until the service worker is active and controls the page (it claims the page on its first install). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Every cache and the URLs (paths) in it. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname);
    }
    return out;
  });
}

/** What the service worker may keep: the build's files, none of them anyone's data or a page of the signed-in area. */
const STATIC_FILE = /^\/(assets\/[\w.-]+\.(js|css|woff2)|icons\/[\w-]+\.png|index\.html|offline\.html|offline\.js|favicon\.svg|manifest\.webmanifest)$/;

describe("installable app", () => {
  it("links a valid manifest: Ponte, pt, standalone from /, the theme's colour, 192, 512 and maskable icons", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const res = await page.request.get(href!);
    expect(res.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: "Ponte", lang: "pt", start_url: "/", display: "standalone", theme_color: "#0b5d4b" });
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(manifest.theme_color);
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of icons) {
      const png = await page.request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      // the PNG's own width and height (IHDR) match what the manifest says
      const body = await png.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe("service worker and a bad network", () => {
  it("controls the page; offline, the landing page opens from the cache and other pages show the offline page in pt", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
    const sw = await page.request.get("/sw.js");
    expect(sw.headers()["cache-control"]).toBe("no-cache");

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getByText("Acessar Plataforma").count()).toBeGreaterThan(0);

    await page.goto("/login");
    await page.getByRole("heading", { level: 1, name: "Você está sem conexão" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt");
    // "Tentar novamente" tries the page again (still offline: the same page)
    const retried = page.waitForEvent("load");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await retried;
    await page.getByRole("heading", { level: 1, name: "Você está sem conexão" }).waitFor();

    // back online, the page comes back: by itself on the browser's "online" event, else with the button
    await page.context().setOffline(false);
    await page
      .getByRole("button", { name: "Tentar novamente" })
      .click({ timeout: 3000 })
      .catch(() => {});
    await page.locator('input[type="password"]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("shows the offline page in English to someone who uses the app in English", async () => {
    const page = await e2e.newPage({ locale: "en" });
    await page.goto("/");
    await controlledByServiceWorker(page);
    await page.context().setOffline(true);
    await page.goto("/app");
    await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(1);
    expect(await page.title()).toBe("Offline · Ponte");
  });
});

describe("no one's data in the cache", () => {
  it("after signing in and browsing, and after signing out, Cache Storage holds only the build's files", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/");
    await controlledByServiceWorker(page);
    const graphql: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/graphql") graphql.push(r.method());
    });
    await e2e.signIn(page, member);
    for (const p of ["/app/services", "/app/contact", "/app"]) {
      await page.goto(p);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
    }
    expect(graphql.length, "the pages asked the API for their data").toBeGreaterThan(0);

    const signedIn = await cachedUrls(page);
    const all = Object.values(signedIn).flat();
    // the signed-in screens' code was kept as it was used: the check below is not about empty caches
    expect(signedIn["ponte-assets"]?.length ?? 0, "code of the signed-in screens kept").toBeGreaterThan(0);
    expect(all.filter((u) => !STATIC_FILE.test(u))).toEqual([]);
    expect(all.filter((u) => u.startsWith("/graphql") || u.startsWith("/media"))).toEqual([]);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const signedOut = Object.values(await cachedUrls(page)).flat();
    expect(signedOut.filter((u) => !STATIC_FILE.test(u))).toEqual([]);
  });
});

describe("after a deploy", () => {
  it("offers the new version and reloads into it when the person accepts", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await controlledByServiceWorker(page);
    // someone coming back: the page loads already controlled
    await page.reload();
    const before = await controlledByServiceWorker(page);
    // A deploy: the server's sw.js changes (served with no-cache, so the browser's check sees it).
    const swFile = path.join(e2e.config.webDistDir, "sw.js");
    const original = fs.readFileSync(swFile);
    fs.appendFileSync(swFile, `\n// deploy ${Date.now()}\n`);
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration!.update();
      });
      const banner = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
      await banner.waitFor({ timeout: 15000 });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);
      await expectNoA11yViolations(page, { include: '[role="status"]' });

      const reloaded = page.waitForEvent("load");
      await banner.getByRole("button", { name: "Atualizar" }).click();
      await reloaded;
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration!.waiting !== null, controller: navigator.serviceWorker.controller?.scriptURL };
      });
      expect(after).toEqual({ waiting: false, controller: before });
      expect(await page.getByText("Nova versão disponível").count()).toBe(0);
    } finally {
      fs.writeFileSync(swFile, original);
    }
  });

  it("says it in English too, and reloads a first visit that was still open at the deploy", async () => {
    const page = await e2e.newPage({ locale: "en" });
    await page.goto("/");
    await controlledByServiceWorker(page);
    const swFile = path.join(e2e.config.webDistDir, "sw.js");
    const original = fs.readFileSync(swFile);
    fs.appendFileSync(swFile, `\n// deploy ${Date.now()} en\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const banner = page.getByRole("status").filter({ hasText: "New version available" });
      await banner.waitFor({ timeout: 15000 });
      const reloaded = page.waitForEvent("load");
      await banner.getByRole("button", { name: "Update" }).click();
      await reloaded;
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
    } finally {
      fs.writeFileSync(swFile, original);
    }
  });
});
