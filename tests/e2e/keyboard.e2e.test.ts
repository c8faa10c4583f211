import type { FileChooser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

// Keyboard only (issue 7, item 6): sign-in, apply and the create-opportunity
// wizard driven with Tab / Shift+Tab / Enter / Space / arrows / Escape and
// typed text. No mouse, no element.click(), no fill(): every field is reached
// by Tab, and each step checks which control has focus (its role and
// accessible name), so a broken focus order fails the test.
const e2e = useE2E();

// a real 1×1 PNG: the server checks the file's bytes, not only its name
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** What has focus, for failure messages: tag, role, type and name. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "<body> (focus lost)";
    const name = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
    return `<${el.tagName.toLowerCase()}${el.getAttribute("role") ? ` role=${el.getAttribute("role")}` : ""}${
      el.getAttribute("type") ? ` type=${el.getAttribute("type")}` : ""
    }> "${name.trim().slice(0, 60)}"`;
  });
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5000 });
}

/** Fails unless `target` (a role + name locator) has focus now. */
async function expectFocus(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor({ state: "attached", timeout: 15000 });
  await expect.poll(() => hasFocus(target), { timeout: 5000, message: `${what} should have focus, but it is on ${await describeFocus(page)}` }).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max`
 * presses, naming where focus went. Returns how many presses it took.
 */
async function tabTo(page: Page, target: Locator, what: string, { max = 30, back = false } = {}): Promise<number> {
  await target.waitFor({ state: "attached", timeout: 15000 });
  const seen: string[] = [];
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await hasFocus(target)) return i;
    seen.push(await describeFocus(page));
  }
  throw new Error(`${what} was not reached with ${max} × ${back ? "Shift+Tab" : "Tab"}; focus went through:\n  ${seen.join("\n  ")}`);
}

/** The focused control shows a focus indicator: an outline or a box-shadow ring (on itself or, for hidden inputs, on the visible control). */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const ring = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0;
      const shadow = s.boxShadow !== "none" && s.boxShadow !== "";
      return outline || shadow ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}` : null;
    };
    // Chakra's checkbox / switch: a visually hidden input; the ring is on its [data-part=control] sibling
    const candidates: Element[] = [el];
    const root = el.closest("label, [data-scope]");
    if (root) candidates.push(...root.querySelectorAll('[data-part="control"]'));
    for (const c of candidates) {
      const r = ring(c);
      if (r) return r;
    }
    return "";
  });
  expect(style, `${what}: no element has focus`).not.toBeNull();
  expect(style, `${what}: the focused control shows no outline or ring (${await describeFocus(page)})`).not.toBe("");
}

const signInForm = (page: Page) => page.getByRole("form", { name: "Bem-vindo de volta" });

/**
 * The sign-in form by keyboard from wherever focus is on /login: e-mail,
 * password, country (native select: ArrowDown), remember-me (Space), submit
 * with Enter on the button.
 */
async function keyboardSignIn(page: Page, account: { email: string; password: string }, { rememberToggle = false } = {}) {
  const form = signInForm(page);
  const email = form.getByRole("textbox", { name: /^Email/ });
  await tabTo(page, email, "the e-mail field");
  await expectVisibleFocus(page, "e-mail field");
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await expectFocus(page, form.getByLabel(/^Senha/), "the password field");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Tab");
  await expectFocus(page, form.getByRole("button", { name: "Mostrar senha" }), "show password");
  await page.keyboard.press("Tab");
  const country = form.getByRole("combobox", { name: /^País/ });
  await expectFocus(page, country, "the country select");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => country.inputValue()).not.toBe("");
  await page.keyboard.press("Tab");
  const remember = form.getByRole("checkbox", { name: "Lembrar de mim" });
  await expectFocus(page, remember, "remember me");
  await expectVisibleFocus(page, "remember me");
  expect(await remember.isChecked()).toBe(true);
  if (rememberToggle) {
    await page.keyboard.press("Space");
    await expect.poll(() => remember.isChecked()).toBe(false);
    await page.keyboard.press("Space");
    await expect.poll(() => remember.isChecked()).toBe(true);
  }
  await page.keyboard.press("Tab");
  await expectFocus(page, form.getByRole("button", { name: "Esqueceu a senha?" }), "forgot password");
  await page.keyboard.press("Tab");
  await expectFocus(page, form.getByRole("button", { name: "Entrar" }), "the submit button");
  await expectVisibleFocus(page, "submit button");
  await page.keyboard.press("Enter");
}

async function signInFromLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await keyboardSignIn(page, account);
  await page.waitForURL(/\/app$/, { timeout: 20000 });
}

describe("keyboard only", { timeout: 180000 }, () => {
  it("signs in from the landing page; a wrong password is announced and focus stays useful", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await page.goto("/");
    const access = page.getByRole("link", { name: "Acessar Plataforma" });
    const presses = await tabTo(page, access, "the landing page's sign-in link", { max: 20 });
    expect(presses).toBeLessThanOrEqual(20);
    await expectVisibleFocus(page, "landing sign-in link");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login$/);

    // wrong password first: the error is an alert and focus lands on it, not on <body>
    await keyboardSignIn(page, { email: member.email, password: "not-the-password" });
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent(), { timeout: 15000 }).toBe("Email ou senha incorretos");
    await expectFocus(page, alert, "the error message");
    expect(page.url()).toMatch(/\/login$/);

    // fix the password: Shift+Tab back from the message is the mode switch; go forward to the password field
    const form = signInForm(page);
    const password = form.getByLabel(/^Senha/);
    await tabTo(page, password, "the password field after the error", { max: 6 });
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(member.password);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const country = form.getByRole("combobox", { name: /^País/ });
    await expectFocus(page, country, "the country select");
    expect(await country.inputValue()).not.toBe("");
    await page.keyboard.press("Tab");
    const remember = form.getByRole("checkbox", { name: "Lembrar de mim" });
    await expectFocus(page, remember, "remember me");
    await page.keyboard.press("Space");
    await expect.poll(() => remember.isChecked()).toBe(false);
    await tabTo(page, password, "the password field", { back: true, max: 4 });
    await page.keyboard.press("Enter"); // Enter in a field submits the form
    await page.waitForURL(/\/app$/, { timeout: 20000 });
    // remember-me off: the refresh cookie lives for the browser session only
    const refresh = (await page.context().cookies()).find((c) => c.name === "ponte_rt");
    expect(refresh?.expires).toBe(-1);
  });

  it("signs in with remember-me toggled by Space and submits with Enter", async () => {
    const page = await e2e.newPage();
    await page.goto("/login");
    await keyboardSignIn(page, await e2e.users.create(), { rememberToggle: true });
    await page.waitForURL(/\/app$/, { timeout: 20000 });
    const refresh = (await page.context().cookies()).find((c) => c.name === "ponte_rt");
    expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000);
  });

  it("on a phone: skip link first, the menu drawer opens and closes by keyboard and gives focus back", async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 800 } });
    await signInFromLogin(page, await e2e.users.create());
    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    // the first Tab on a fresh page is the skip link, and it moves focus to the content
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expectFocus(page, skip, "the skip link");
    await expectVisibleFocus(page, "skip link");
    await page.keyboard.press("Enter");
    await expectFocus(page, page.locator("main#main"), "the main content");

    // the header's menu button opens the drawer; focus goes inside; Escape closes it and focus returns
    const open = page.getByRole("button", { name: "Abrir menu" });
    await tabTo(page, open, "Abrir menu", { back: true, max: 15 });
    await expectVisibleFocus(page, "Abrir menu");
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: /menu/i });
    await drawer.waitFor();
    await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const link = drawer.getByRole("link", { name: /Meu Painel/ });
    await tabTo(page, link, "Meu Painel in the drawer", { max: 15 });
    await expectVisibleFocus(page, "drawer link");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await expectFocus(page, open, "Abrir menu after Escape");
  });

  it("a member applies to an opportunity and focus stays on its card", async () => {
    const member = await e2e.users.create();
    const page = await e2e.newPage();
    await signInFromLogin(page, member);

    const sidebar = page.getByRole("complementary", { name: /menu/i }).or(page.locator("aside")).first();
    const dashboardLink = sidebar.getByRole("link", { name: /Meu Painel/ });
    await tabTo(page, dashboardLink, "the sidebar's dashboard link", { max: 20 });
    await expectVisibleFocus(page, "sidebar link");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/app(\?|$)/);

    const tab = page.getByRole("tab", { name: /Oportunidades/ });
    await tabTo(page, tab, "the Opportunities tab", { max: 40 });
    await page.keyboard.press("Enter");
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");

    const apply = page.getByRole("button", { name: "Candidatar-se", exact: true });
    await apply.first().waitFor({ timeout: 20000 });
    const first = apply.first();
    const card = page.getByTestId("member-opportunity").filter({ has: first }).first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
    expect(title).not.toBe("");
    const thisCard = page.getByTestId("member-opportunity").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
    await tabTo(page, thisCard.getByRole("button", { name: "Candidatar-se", exact: true }), "the first Apply button", { max: 20 });
    await expectVisibleFocus(page, "apply button");
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: `Candidatar-se a “${title}”` });
    await dialog.waitFor();
    // focus moved into the dialog
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Escape closes it and gives focus back to the Apply button
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocus(page, thisCard.getByRole("button", { name: "Candidatar-se", exact: true }), "Apply after Escape");
    await page.keyboard.press("Space");
    await dialog.waitFor();

    const message = dialog.getByRole("textbox", { name: /Mensagem/ });
    if (!(await hasFocus(message))) await tabTo(page, message, "the message field", { max: 5 });
    await page.keyboard.type("Tenho experiência em projetos de água.");
    await page.keyboard.press("Tab");
    await expectFocus(page, dialog.getByRole("button", { name: "Cancelar" }).first(), "cancel");
    await page.keyboard.press("Tab");
    const send = dialog.getByRole("button", { name: "Enviar candidatura" });
    await expectFocus(page, send, "send application");
    await page.keyboard.press("Enter");

    await dialog.waitFor({ state: "detached", timeout: 15000 });
    await expect.poll(() => page.getByText("Candidatura enviada com sucesso!", { exact: false }).count(), { timeout: 15000 }).toBeGreaterThan(0);
    const applied = thisCard.getByRole("button", { name: "Candidatura enviada" });
    await applied.waitFor();
    // focus returns to the card's (now applied) button, not to <body>
    await expectFocus(page, applied, "the card's applied state");
    expect(await applied.getAttribute("aria-disabled")).toBe("true");
    await expectVisibleFocus(page, "applied button");
    // pressing it again does nothing
    await page.keyboard.press("Enter");
    expect(await page.getByRole("dialog").count()).toBe(0);

    const opportunity = await e2e.prisma.opportunity.findUniqueOrThrow({ where: { title } });
    const application = await e2e.prisma.application.findFirst({ where: { userId: member.id, opportunityId: opportunity.id } });
    expect(application?.message).toBe("Tenho experiência em projetos de água.");
  });

  it("an administrator creates an opportunity through the four wizard steps", async () => {
    const page = await e2e.newPage();
    // The OS file dialog cannot be driven: intercept it from the start (not
    // just before the key press, which can race the interception being set up).
    const choosers: FileChooser[] = [];
    page.on("filechooser", (c) => choosers.push(c));
    await signInFromLogin(page, await e2e.users.create({ role: "ADMIN" }));

    const newProject = page.locator("aside").getByRole("link", { name: "Novo Projeto" });
    await tabTo(page, newProject, "Novo Projeto in the sidebar", { max: 20 });
    await expectVisibleFocus(page, "Novo Projeto");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/create-project$/);

    const title = `Teclado ${Date.now()}`;
    // step 1
    const titleField = page.getByRole("textbox", { name: /^Título da oportunidade/ });
    await tabTo(page, titleField, "the title field", { max: 15 });
    await expectVisibleFocus(page, "title field");
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await expectFocus(page, page.getByRole("textbox", { name: /^Descrição/ }), "description");
    await page.keyboard.type("Criada só com o teclado: oportunidade de teste de acessibilidade.");
    await page.keyboard.press("Tab");
    const country = page.getByRole("combobox", { name: /^País/ });
    await expectFocus(page, country, "country");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => country.inputValue()).not.toBe("");
    await page.keyboard.press("Tab");
    const sector = page.getByRole("combobox", { name: /^Setor/ });
    await expectFocus(page, sector, "sector");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => sector.inputValue()).not.toBe("");
    const chosenCountry = await country.inputValue();
    const chosenSector = await sector.inputValue();
    const next = page.getByRole("button", { name: "Continuar" });
    await tabTo(page, next, "Continuar (step 1)", { max: 5 });
    expect(await next.isEnabled()).toBe(true);
    await expectVisibleFocus(page, "Continuar");
    await page.keyboard.press("Enter");

    // step 2: focus on the step's heading, then its first field
    await expectFocus(page, page.getByRole("heading", { level: 2, name: "Organização" }), "step 2 heading");
    await page.keyboard.press("Tab");
    const type = page.getByRole("combobox", { name: /^Tipo de oportunidade/ });
    await expectFocus(page, type, "type");
    await page.keyboard.press("ArrowDown");
    const chosenType = await type.inputValue();
    await page.keyboard.press("Tab");
    const organization = page.getByRole("textbox", { name: /^Organização/ });
    await expectFocus(page, organization, "organization");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Ponte Teclado");
    await page.keyboard.press("Tab");
    await expectFocus(page, page.getByRole("combobox", { name: /^Localização/ }).or(page.getByRole("textbox", { name: /^Localização/ })), "location");
    await page.keyboard.type("Luanda");
    await page.keyboard.press("Tab");
    await expectFocus(page, page.getByRole("spinbutton", { name: /^Orçamento/ }), "budget");
    await page.keyboard.type("25000");
    await tabTo(page, next, "Continuar (step 2)", { max: 6 });
    await page.keyboard.press("Enter");

    // step 3: deadline (typed into the date field), requirement, image upload, featured
    await expectFocus(page, page.getByRole("heading", { level: 2, name: "Requisitos e prazo" }), "step 3 heading");
    await page.keyboard.press("Tab");
    const deadline = page.getByLabel(/^Prazo de candidatura/);
    await expectFocus(page, deadline, "deadline");
    // Chromium's date field takes day and month in the browser's order (dd/mm or
    // mm/dd) and moves on after two digits: the same day and month fit either
    await page.keyboard.type("06062031");
    await expect.poll(() => deadline.inputValue()).toBe("2031-06-06");
    await tabTo(page, page.getByRole("textbox", { name: "Requisito 1" }), "requirement 1", { max: 6 });
    await page.keyboard.type("Experiência com comunidades rurais");
    await page.keyboard.press("Tab");
    const addRequirement = page.getByRole("button", { name: "Adicionar requisito" });
    await expectFocus(page, addRequirement, "add requirement");
    await page.keyboard.press("Enter");
    // the new item gets focus
    await expectFocus(page, page.getByRole("textbox", { name: "Requisito 2" }), "requirement 2");
    await page.keyboard.type("Português fluente");

    const choose = page.getByRole("button", { name: "Escolher imagem" });
    await tabTo(page, choose, "Escolher imagem", { max: 8 });
    await expectVisibleFocus(page, "Escolher imagem");
    await page.keyboard.press("Enter"); // opens the (intercepted) file dialog
    await expect.poll(() => choosers.length, { timeout: 15000, message: "Enter on Escolher imagem opened no file dialog" }).toBe(1);
    await choosers[0].setFiles({ name: "teclado.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => page.getByText("Imagem enviada: teclado.png").count()).toBe(1);

    const featured = page.getByRole("checkbox", { name: /Oportunidade em destaque/ }).or(page.getByRole("switch", { name: /Oportunidade em destaque/ }));
    await tabTo(page, featured, "featured switch", { max: 6 });
    await expectVisibleFocus(page, "featured switch");
    await page.keyboard.press("Space");
    await expect.poll(() => featured.isChecked()).toBe(true);
    await tabTo(page, next, "Continuar (step 3)", { max: 4 });
    await page.keyboard.press("Enter");

    // step 4: review, then publish
    await expectFocus(page, page.getByRole("heading", { level: 2, name: "Revisão e publicação" }), "step 4 heading");
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
    const publish = page.getByRole("button", { name: "Publicar oportunidade" });
    await tabTo(page, publish, "Publicar oportunidade", { max: 25 });
    await expectVisibleFocus(page, "Publicar");
    await page.keyboard.press("Enter");

    await expectFocus(page, page.getByRole("heading", { level: 2, name: "Oportunidade criada com sucesso!" }), "the success heading");

    const created = await e2e.prisma.opportunity.findUniqueOrThrow({ where: { title } });
    expect(created).toMatchObject({
      country: chosenCountry,
      sector: chosenSector,
      type: chosenType,
      organization: "Ponte Teclado",
      location: "Luanda",
      featured: true,
      requirements: ["Experiência com comunidades rurais", "Português fluente"],
    });
    expect(created.deadline.toISOString().slice(0, 10)).toBe("2031-06-06");
    expect(Number(created.budget)).toBe(25000);
    expect(created.imageId).not.toBeNull();
  });
});
