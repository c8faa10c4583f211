import { Events, OAuth2Server } from "oauth2-mock-server";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkToken, waitForMail } from "../support/auth-factories.ts";
import { useE2E } from "./support/e2e.ts";

// Google is a local OpenID provider (oauth2-mock-server), Facebook stays
// unconfigured, and new accounts must confirm their e-mail first.
const provider = new OAuth2Server();
const env: Record<string, string> = { EMAIL_CONFIRMATION_REQUIRED: "true" };

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const issuer = provider.issuer.url!.replace(/\/$/, "");
  Object.assign(env, {
    GOOGLE_CLIENT_ID: "ponte-e2e-client",
    GOOGLE_CLIENT_SECRET: "ponte-e2e-secret",
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(() => provider.stop());

const e2e = useE2E({ env });

/** The app and the machine can be slow under load: wait up to 15 s for what a person would see. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const emailField = (page: Page) => page.getByLabel(/^Email/);
const passwordField = (page: Page) => page.getByLabel(/^Senha/);
const submitButton = (page: Page) => page.locator('form button[type="submit"]');
const alertText = (page: Page) => page.getByRole("alert").first().textContent();

describe("Google sign-in in the browser", () => {
  it("goes through the provider and the callback screen into /app", async () => {
    provider.service.once(Events.BeforeUserinfo, (res) => {
      res.body = { sub: "google-e2e-thandi", email: "thandi@example.test", email_verified: true, name: "Thandi Nkosi" };
    });
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await page.waitForURL(/\/auth\/callback/);
    await poll(() => page.getByText("Login realizado com sucesso! Redirecionando para o painel...").isVisible()).toBe(true);
    expect(new URL(page.url()).search, "the query string is cleared on entry").toBe("");
    await page.waitForURL(/\/app$/, { timeout: 5000 });
    const user = await e2e.prisma.user.findUniqueOrThrow({ where: { email: "thandi@example.test" } });
    expect(user.fullName).toBe("Thandi Nkosi");
  });

  it("says 'Login cancelado pelo usuário' when the person refuses at the provider, then goes home", async () => {
    provider.service.once(Events.BeforeAuthorizeRedirect, ({ url }) => {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    });
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await page.waitForURL(/\/auth\/callback/);
    await poll(() => alertText(page)).toBe("Login cancelado pelo usuário");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 8000 });
  });

  it("links Google to an existing account only after its owner follows the e-mailed link", async () => {
    const member = await e2e.users.create();
    const profile = { sub: "google-e2e-membro", email: member.email, email_verified: true, name: member.fullName };
    provider.service.once(Events.BeforeUserinfo, (res) => {
      res.body = profile;
    });
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await page.waitForURL(/\/auth\/callback/);
    await poll(() => page.getByRole("status").first().textContent()).toBe(
      "Já existe uma conta da Ponte com este email. Para protegê-la, enviamos um link para esse endereço: abra-o para associar o Google à sua conta. Até lá, entre com a sua senha.",
    );
    expect(
      await page
        .context()
        .cookies()
        .then((c) => c.some((x) => x.name === "ponte_rt")),
    ).toBe(false);

    const mail = await waitForMail(e2e.config.outboxDir, member.email, "/link-account?token=");
    await page.goto(`/link-account?token=${encodeURIComponent(linkToken(mail, "/link-account"))}`);
    await poll(() => page.getByRole("status").first().textContent()).toBe("Pronto! A partir de agora você pode entrar com Google. Enviamos um aviso para o seu email.");

    provider.service.once(Events.BeforeUserinfo, (res) => {
      res.body = profile;
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await page.waitForURL(/\/app$/, { timeout: 20_000 });
  });

  it("still says Facebook is not enabled", async () => {
    const page = await e2e.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Facebook" }).click();
    await poll(() => alertText(page)).toBe("O login com Facebook não está habilitado. Use email e senha.");
  });
});

describe("e-mail confirmation", () => {
  it("asks to confirm, refuses sign-in until then, and the mailed link unlocks the account", async () => {
    const page = await e2e.newPage();
    await page.goto("/login?mode=register");
    await page.getByLabel(/^Nome completo/).fill("Kaarina Nghipondoka");
    await emailField(page).fill("kaarina@example.test");
    await passwordField(page).fill("Etosha-Lua-2026");
    await page.getByLabel(/^País/).selectOption("NA");
    await submitButton(page).click();
    await poll(() => page.getByRole("status").first().textContent()).toContain("Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.");
    expect(await emailField(page).inputValue()).toBe("kaarina@example.test");

    await passwordField(page).fill("Etosha-Lua-2026");
    await page.getByLabel(/^País/).selectOption("NA");
    await submitButton(page).click();
    await poll(() => alertText(page)).toContain("Confirme seu email antes de fazer login");

    const mail = await waitForMail(e2e.config.outboxDir, "kaarina@example.test", "/confirm-email?token=");
    await page.goto(`/confirm-email?token=${encodeURIComponent(linkToken(mail, "/confirm-email"))}`);
    await poll(() => page.getByRole("status").first().textContent()).toBe("Email confirmado! Você já pode fazer login.");
    await page.getByRole("link", { name: "Ir para o login" }).click();
    await emailField(page).fill("kaarina@example.test");
    await passwordField(page).fill("Etosha-Lua-2026");
    await page.getByLabel(/^País/).selectOption("NA");
    await submitButton(page).click();
    await page.waitForURL(/\/app$/);
  });

  it("explains a confirmation link that does not work and offers a new one", async () => {
    const page = await e2e.newPage();
    await page.goto("/confirm-email?token=made-up");
    await poll(() => alertText(page)).toBe("Este link é inválido ou já foi usado.");
    await expect.poll(() => page.getByRole("button", { name: "Reenviar email de confirmação" }).isVisible()).toBe(true);
  });
});
