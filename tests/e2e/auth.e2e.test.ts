import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { linkToken, waitForMail } from "../support/auth-factories.ts";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

// No DEMO_MODE and no OAuth settings: the product as deployed for real.
const e2e = useE2E();

/** The app and the machine can be slow under load: wait up to 15 s for what a person would see. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const emailField = (page: Page) => page.getByLabel(/^Email/);
const passwordField = (page: Page) => page.getByLabel(/^(Senha|Password)/);
const countryField = (page: Page) => page.getByLabel(/^(País|Country)/);
const submitButton = (page: Page) => page.locator('form button[type="submit"]');
const alertText = (page: Page) => page.getByRole("alert").first().textContent();

async function fillSignIn(page: Page, email: string, password: string, country = "AO") {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await countryField(page).selectOption(country);
}

async function refreshCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "ponte_rt");
}

describe("accounts", () => {
  it("registers a member, switches to sign-in keeping the e-mail, then signs in to /app", async () => {
    const page = await e2e.newPage();
    await page.goto("/login?mode=register");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Criar sua conta");
    await page.getByLabel(/^Nome completo/).fill("Nadia Shikongo");
    await emailField(page).fill("  Nadia.Shikongo@Example.COM ");
    await passwordField(page).fill("Kalahari-Rio-2026");
    await countryField(page).selectOption("NA");
    await page.getByLabel(/^Setor/).selectOption("HEALTH");
    await page.getByLabel(/^Organização/).fill("Hospital de Oshakati");
    await submitButton(page).click();

    await poll(() => page.getByRole("status").first().textContent()).toContain("Conta criada com sucesso! Você já pode fazer login.");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Bem-vindo de volta");
    expect(await emailField(page).inputValue()).toBe("nadia.shikongo@example.com");
    expect(await passwordField(page).inputValue()).toBe("");

    await passwordField(page).fill("Kalahari-Rio-2026");
    await countryField(page).selectOption("NA");
    await submitButton(page).click();
    await page.waitForURL(/\/app$/);
    const user = await e2e.prisma.user.findUniqueOrThrow({ where: { email: "nadia.shikongo@example.com" } });
    expect(user).toMatchObject({ fullName: "Nadia Shikongo", country: "NA", sector: "HEALTH", organization: "Hospital de Oshakati", role: "USER" });
  });

  it("says 'Email ou senha incorretos' for a wrong password and stays on /login", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/login");
    await fillSignIn(page, member.email, "not-the-password");
    await submitButton(page).click();
    await poll(() => alertText(page)).toBe("Email ou senha incorretos");
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("validates before sending, in English too", async () => {
    const page = await e2e.newPage({ locale: "en" });
    await page.goto("/login");
    await emailField(page).fill("not-an-email");
    await passwordField(page).fill("123456");
    await submitButton(page).click();
    await poll(() => alertText(page)).toBe("Invalid email");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await poll(() => alertText(page)).toBe("Invalid email");
    await emailField(page).fill("");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await poll(() => alertText(page)).toBe("Enter your email first");
  });

  it("keeps the session across a reload (refresh cookie), and sign-out returns home", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await e2e.signIn(page, member);
    const cookie = await refreshCookie(page);
    expect(cookie, "an HttpOnly refresh cookie").toBeTruthy();
    expect(cookie!.expires, "remember me keeps the cookie after the browser closes").toBeGreaterThan(Date.now() / 1000 + 3600);

    await page.reload();
    await page.getByTestId("user-menu").waitFor();
    expect(new URL(page.url()).pathname).toBe("/app");

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // Spec §2.1: the public home page, and it stays there (no detour to the sign-in screen).
    await page.getByText("Acessar Plataforma").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/app");
    await page.waitForURL(/\/login\?next=%2Fapp/);
  });

  it("without 'remember me' the refresh cookie ends with the browser session", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/login");
    await fillSignIn(page, member.email, member.password);
    await page.getByText("Lembrar de mim").click();
    await submitButton(page).click();
    await page.waitForURL(/\/app$/);
    const cookie = await refreshCookie(page);
    expect(cookie?.expires).toBe(-1);
  });

  it("sends a visitor to /login and back to the page asked for after signing in", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/app/services");
    await page.waitForURL(/\/login\?next=%2Fapp%2Fservices$/);
    await fillSignIn(page, member.email, member.password);
    await submitButton(page).click();
    await page.waitForURL(/\/app\/services$/);
  });

  it("ignores a crafted next= (tab, newline, backslash, //) and lands in /app, also after a reload", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/login?next=/%09/evil.example/");
    await fillSignIn(page, member.email, member.password);
    await submitButton(page).click();
    await page.waitForURL(/\/app$/);
    // signed in now: the same address sends straight to /app instead of crashing into an error screen
    for (const next of ["/%09/evil.example/", "/%0a/evil.example", "/%5Cevil.example", "//evil.example"]) {
      await page.goto(`/login?next=${next}`);
      await page.waitForURL(/\/app$/);
    }
    await page.reload();
    await page.waitForURL(/\/app$/);
    expect(await page.getByText("Unexpected Application Error").count()).toBe(0);
  });

  it("signs in with the keyboard alone", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/login");
    await emailField(page).waitFor();
    await emailField(page).focus();
    await page.keyboard.type(member.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(member.password);
    await page.keyboard.press("Tab"); // show/hide password button
    await page.keyboard.press("Tab"); // country
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("country");
    await page.keyboard.press("ArrowDown");
    expect(await countryField(page).inputValue()).not.toBe("");
    await page.keyboard.press("Enter");
    if (!/\/app$/.test(page.url())) {
      // Some platforms open the native list on Enter: focus back to the password and submit from there.
      await passwordField(page).focus();
      await page.keyboard.press("Enter");
    }
    await page.waitForURL(/\/app$/);
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/login");
    await emailField(page).fill(member.email);
    await page.getByRole("button", { name: "Esqueceu a senha?" }).click();
    await poll(() => page.getByRole("status").first().textContent()).toBe(`Email de recuperação enviado para ${member.email}. Verifique sua caixa de entrada.`);

    const mail = await waitForMail(e2e.config.outboxDir, member.email, "/reset-password?token=");
    await page.goto(`/reset-password?token=${encodeURIComponent(linkToken(mail, "/reset-password"))}`);
    await page.getByLabel(/^Nova senha/).fill("Caminho-Novo-2026");
    await page.getByLabel(/^Confirmar nova senha/).fill("Caminho-Novo-2026");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await poll(() => page.getByRole("status").first().textContent()).toContain("Senha redefinida com sucesso!");

    await page.getByRole("link", { name: "Ir para o login" }).click();
    await fillSignIn(page, member.email, member.password);
    await submitButton(page).click();
    await poll(() => alertText(page)).toBe("Email ou senha incorretos");
    await passwordField(page).fill("Caminho-Novo-2026");
    await submitButton(page).click();
    await page.waitForURL(/\/app$/);
  });

  it("a used reset link offers to send a new one", async () => {
    const page = await e2e.newPage();
    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel(/^Nova senha/).fill("whatever-2026");
    await page.getByLabel(/^Confirmar nova senha/).fill("whatever-2026");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await poll(() => alertText(page)).toBe("Este link é inválido ou já foi usado.");
    await expect.poll(() => page.getByRole("button", { name: "Enviar novo link" }).isVisible()).toBe(true);
  });

  it("says Google and Facebook are not enabled when the server has no settings for them", async () => {
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await poll(() => alertText(page)).toBe("O login com Google não está habilitado. Use email e senha.");
    expect(new URL(page.url()).pathname).toBe("/login");

    // Straight to the server's endpoint: it comes back to the callback screen with the reason.
    await page.goto("/auth/facebook/start");
    await poll(() => alertText(page)).toBe("O login com Facebook não está habilitado. Use email e senha.");
    await poll(() => new URL(page.url()).search).toBe("");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 8000 });
  });

  it("shows no demo accounts or admin tip outside demo mode, and passes axe", async () => {
    const page = await e2e.newPage();
    await page.goto("/login");
    await emailField(page).waitFor();
    const body = (await page.textContent("body")) ?? "";
    expect(body).not.toContain("Contas de demonstração");
    expect(body).not.toContain('"admin"');
    for (const text of ["95M+", "países", "setores", "Termos de Uso", "Política de Privacidade"]) expect(body).toContain(text);
    await expectNoA11yViolations(page);
  });

  it("has terms and privacy pages linked from the form", async () => {
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("link", { name: "Política de Privacidade" }).click();
    await page.waitForURL(/\/privacy$/);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Política de Privacidade");
    expect(await page.textContent("body")).toContain("Usamos um único cookie");
    await page.getByRole("link", { name: "Voltar" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole("link", { name: "Termos de Uso" }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Termos de Uso");
    await expectNoA11yViolations(page);
  });

  it("looks right on desktop and on a phone", async () => {
    const desktop = await e2e.newPage();
    await desktop.goto("/login");
    await emailField(desktop).waitFor();
    const phone = await e2e.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto("/login?mode=register");
    await emailField(phone).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no horizontal scrolling on a phone").toBeLessThanOrEqual(0);
    await expectNoA11yViolations(phone);
  });
});
