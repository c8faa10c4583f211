import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { seedDemoData } from "../../../prisma/seed.ts";
import { type App, buildApp } from "../../../api/src/app.ts";
import { type Config, loadConfig } from "../../../api/src/config/config.ts";
import type { Db } from "../../../api/src/db/prisma.ts";
import { freePort } from "../../../api/src/db/embedded.ts";
import { hashPassword } from "../../../api/src/modules/auth/password.ts";
import { createTestDatabase } from "../../support/database.ts";

/** Debian's Chromium (TOOLCHAIN.md: browser downloads do not work here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface NewPageOptions {
  /** interface language stored in the browser before the app loads (default pt) */
  locale?: "pt" | "en";
  /** default 1280×800 (desktop layout starts at 1024 px) */
  viewport?: { width: number; height: number };
}

/** A person a test made for itself (`e2e.users.create`). */
export interface E2EUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: "ADMIN" | "USER";
}

export interface NewUser {
  /** default USER (a member) */
  role?: "ADMIN" | "USER";
  /** default "Membro de Teste" or "Administrador de Teste" */
  fullName?: string;
  /** the language saved in the profile, which the app switches to at sign-in (default pt) */
  language?: "pt" | "en";
  country?: "AO" | "NA" | "ZA";
  organization?: string | null;
}

export interface E2E {
  /** e.g. http://127.0.0.1:41234 — the API serving the built web app */
  baseUrl: string;
  browser: Browser;
  prisma: Db;
  app: App;
  config: Config;
  /** a page in its own browser context (own cookies and storage), closed after the file */
  newPage(opts?: NewPageOptions): Promise<Page>;
  /**
   * People of the test's own, as cal.com's `users` fixture: each has a new
   * e-mail address, a confirmed account and a known password, so no test
   * depends on what another did to a shared account. They go with the file's
   * database. The demo accounts are for the tests about demo mode.
   */
  users: { create(options?: NewUser): Promise<E2EUser> };
  /** signs in through the real /login form and waits for /app */
  signIn(page: Page, who: { email: string; password: string }): Promise<void>;
}

export interface UseE2EOptions {
  /** extra environment for loadConfig (e.g. { DEMO_MODE: "true" }) */
  env?: Record<string, string>;
  /** seed the demo data (accounts, opportunities, …); default true */
  seed?: boolean;
}

/**
 * Starts, for one test file, the API on a fresh database of its own (demo
 * data seeded: a clone of the run's seeded template)
 * serving the built web app (`npm run test:e2e` builds it into a folder of
 * its own and names it in PONTE_E2E_WEB_DIST; else web/dist), and a headless
 * Chromium. Call at the top of a test file; the returned object is
 * filled in beforeAll.
 */
export function useE2E(options: UseE2EOptions = {}): E2E {
  const ctx = {} as E2E;
  const contexts: BrowserContext[] = [];
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    // The demo data comes seeded in the run's template (global-seed.ts); seeded
    // on another UTC day its dates would count from that day, so then seed here.
    const seed = options.seed ?? true;
    const seededTemplate = seed && inject("demoTemplateDay") === new Date().toISOString().slice(0, 10);
    const db = await createTestDatabase(seededTemplate ? inject("demoTemplateDatabaseUrl") : undefined);
    drop = db.drop;
    dataDir = path.join(os.tmpdir(), `ponte-e2e-data-${crypto.randomUUID()}`);
    // The address the browser uses is the app's PUBLIC_URL, as in production:
    // e-mail links and OAuth callbacks name the host the cookies were set on.
    const listenPort = await freePort();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
      DATABASE_URL: db.url,
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      // every screen from one address in a few minutes: budgets raised
      API_BUDGET_MULTIPLIER: "100",
      // visitors' reads cached as in production (off by default under NODE_ENV=test)
      PUBLIC_READ_CACHE: "true",
      // tests/run-e2e.ts builds the web app into a folder of its own run
      ...(process.env.PONTE_E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.PONTE_E2E_WEB_DIST } : {}),
      ...options.env,
    });
    if (!fs.existsSync(path.join(config.webDistDir, "index.html"))) {
      throw new Error(`The web app is not built in ${config.webDistDir}: run the tests with \`npm run test:e2e\`.`);
    }
    const app = buildApp(config, { databaseUrl: db.url });
    if (seed && !seededTemplate) await seedDemoData(app.services.prisma);
    await app.start();
    const { port } = app.server.address() as import("node:net").AddressInfo;
    if (!fs.existsSync(CHROMIUM_PATH)) {
      throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    Object.assign(ctx, {
      baseUrl: `http://127.0.0.1:${port}`,
      browser,
      app,
      config,
      prisma: app.services.prisma,
      async newPage(opts: NewPageOptions = {}) {
        const locale = opts.locale ?? "pt";
        const context = await browser.newContext({
          baseURL: ctx.baseUrl,
          viewport: opts.viewport ?? { width: 1280, height: 800 },
          locale: locale === "pt" ? "pt-BR" : "en-GB",
        });
        contexts.push(context);
        // The app reads its language from here before the first render (LocaleProvider).
        await context.addInitScript((l) => {
          if (!localStorage.getItem("ponte.locale")) localStorage.setItem("ponte.locale", l);
        }, locale);
        return context.newPage();
      },
      users: {
        async create({ role = "USER", fullName, language = "pt", country = "AO", organization = null }: NewUser = {}) {
          const password = `E2e-${crypto.randomBytes(9).toString("base64url")}`;
          const user = await app.services.prisma.user.create({
            data: {
              email: `e2e-${role.toLowerCase()}-${crypto.randomUUID()}@example.test`,
              fullName: fullName ?? (role === "ADMIN" ? "Administrador de Teste" : "Membro de Teste"),
              passwordHash: await hashPassword(password),
              emailConfirmedAt: new Date(),
              role,
              language,
              country,
              organization,
            },
          });
          return { id: user.id, email: user.email, password, fullName: user.fullName, role: user.role };
        },
      },
      signIn,
    } satisfies E2E);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await ctx.browser?.close();
    await ctx.app?.stop();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return ctx;
}

/**
 * Fills the real sign-in form: e-mail and password by their labels, a country
 * when the form asks for one, then submits and waits for the signed-in area.
 */
async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[type="password"]') })
    .first();
  await form.waitFor();
  await form
    .getByLabel(/^\s*e-?mail/i)
    .first()
    .fill(email);
  await form.locator('input[type="password"]').first().fill(password);
  const country = form.getByLabel(/pa[ií]s|country/i);
  if ((await country.count()) > 0) {
    const field = country.first();
    const tag = await field.evaluate((el) => el.tagName.toLowerCase());
    if (tag === "select") {
      const current = await field.inputValue();
      if (!current) await field.selectOption({ index: 1 });
    }
  }
  await form.locator('button[type="submit"]').first().click();
  await page.waitForURL(/\/app(\/|$|\?)/, { timeout: 20000 });
}

/** Runs axe (WCAG 2.0/2.1 A+AA and 2.2 AA) on the page and fails with a readable list. */
export async function expectNoA11yViolations(page: Page, opts: { include?: string; exclude?: string[] } = {}): Promise<void> {
  // Colours measured mid-transition (a drawer or dialog fading in) are not the
  // ones a person reads: let running animations finish first (finite ones only).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => {});
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (opts.include) builder = builder.include(opts.include);
  for (const e of opts.exclude ?? []) builder = builder.exclude(e);
  const result = await builder.analyze();
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`).join("\n")}`,
  );
  expect(summary, "accessibility violations").toEqual([]);
}
