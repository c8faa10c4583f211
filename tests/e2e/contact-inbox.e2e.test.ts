import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E({ env: { TEAM_INBOX: "equipa@ponte.test" } });

// live events take a moment; vitest's default poll gives up after 1 s
const poll = <T>(read: () => T | Promise<T>, timeout = 15000) => expect.poll(read, { timeout, interval: 200 });
const bellLabel = (page: Page) => page.getByTestId("notifications-button").getAttribute("aria-label");
/** the sidebar's count beside "Mensagens de contato" (hidden at 0) */
const sidebarWaiting = async (page: Page, label: RegExp) => {
  const badge = page.getByLabel(label).first();
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};

async function sendContactForm(page: Page, subject: string) {
  await page.goto("/app/contact");
  await page.getByRole("textbox", { name: /^Assunto/ }).waitFor();
  await page.getByLabel(/^País/).selectOption("ZA");
  await page.getByRole("textbox", { name: /^Assunto/ }).fill(subject);
  await page.getByRole("textbox", { name: /^Mensagem/ }).fill("Gostaríamos de apresentar um projeto de energia solar.");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await page.getByText("Mensagem enviada com sucesso!").waitFor();
}

describe("the team's contact inbox", () => {
  it("a message sent through the form reaches the admin's list, sidebar and bell without a reload, and is marked handled", async () => {
    const adminUser = await e2e.users.create({ role: "ADMIN" });
    const sender = await e2e.users.create({ fullName: "Thandi Contato" });
    const subject = `Energia solar em Joanesburgo ${Date.now()}`;

    const admin = await e2e.newPage();
    await e2e.signIn(admin, adminUser);
    await admin.goto("/app");
    // reached from the sidebar, in its "Serviços & Contato" section
    await admin.locator("aside").getByRole("button", { name: "Serviços & Contato" }).click();
    await admin.getByRole("link", { name: /^Mensagens de contato/ }).click();
    await poll(() => admin.getByRole("heading", { level: 1 }).textContent()).toBe("Mensagens de contato");
    expect(await admin.title()).toMatch(/^Mensagens de contato/);
    await poll(() => admin.getByText("Real-Time Ativo").count()).toBeGreaterThan(0);
    await admin.getByTestId("contact-inbox-waiting").waitFor();
    const waitingLabel = /mensage(m|ns) de contato a responder/;
    const before = await sidebarWaiting(admin, waitingLabel);
    expect(await bellLabel(admin)).toBe("Notificações");

    const member = await e2e.newPage();
    await e2e.signIn(member, sender);
    await sendContactForm(member, subject);

    // without a reload: the row, the sidebar count and the bell
    const row = admin.getByTestId("contact-message").filter({ hasText: subject });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Thandi Contato");
    expect(await row.getByText("A responder").isVisible()).toBe(true);
    expect(await admin.getByTestId("contact-message").first().textContent()).toContain(subject);
    await poll(() => sidebarWaiting(admin, waitingLabel)).toBe(before + 1);
    await poll(() => bellLabel(admin)).toBe("Notificações: 1 não lida");

    await row.getByRole("button", { name: "Marcar como respondida" }).click();
    await poll(() => row.getByText("Respondida", { exact: true }).isVisible()).toBe(true);
    await poll(() => sidebarWaiting(admin, waitingLabel)).toBe(before);
    const stored = await e2e.prisma.contactMessage.findFirstOrThrow({ where: { subject } });
    expect(stored.handledAt).not.toBeNull();
    await expectNoA11yViolations(admin);

    // the bell's notification opens the inbox
    await admin.goto("/app");
    await admin.getByTestId("notifications-button").click();
    const item = admin.getByTestId("notifications-list").getByRole("button", { name: /Nova mensagem de contato/ });
    await item.waitFor();
    expect(await item.textContent()).toContain(`Thandi Contato: ${subject}`);
    await item.click();
    await poll(() => new URL(admin.url()).pathname).toBe("/app/contact/messages");
    await poll(() => admin.getByTestId("contact-message").filter({ hasText: subject }).count()).toBe(1);
  });

  it("speaks English, in the list and the bell", async () => {
    const subject = `Solar energy ${Date.now()}`;
    const page = await e2e.newPage({ locale: "en" });
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN", language: "en" }));
    await page.goto("/app/contact/messages");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact messages");
    expect(await page.title()).toMatch(/^Contact messages/);
    await poll(() => page.getByText("Real-Time Active").count()).toBeGreaterThan(0);

    const member = await e2e.newPage();
    await e2e.signIn(member, await e2e.users.create({ fullName: "Sipho Contact" }));
    await sendContactForm(member, subject);

    const row = page.getByTestId("contact-message").filter({ hasText: subject });
    await poll(() => row.count()).toBe(1);
    expect(await row.getByText("To answer").isVisible()).toBe(true);
    expect(await row.getByRole("button", { name: "Mark as handled" }).isVisible()).toBe(true);
    await poll(() => bellLabel(page)).toMatch(/1 unread/);
    await page.getByTestId("notifications-button").click();
    const item = page.getByTestId("notifications-list").getByRole("button", { name: /New contact message/ });
    await item.waitFor();
    expect(await item.textContent()).toContain(`Sipho Contact: ${subject}`);
  });

  it("finds messages by text, keeps the search and status in the URL, and exports what it shows as a localised CSV (pt and en)", { timeout: 300000 }, async () => {
    const tag = `Kavango${Date.now()}`;
    await e2e.prisma.contactMessage.createMany({
      data: [
        {
          name: "Nangula Shikongo",
          email: "nangula@example.test",
          country: "NA",
          sector: "HEALTH",
          organization: "Clínica Rundu",
          subject: `Telemedicina ${tag}`,
          message: "Parceria de telemedicina; orçamento 15.000,50.",
          preferredContact: "WHATSAPP",
        },
        {
          name: "Pieter Botha",
          email: "pieter@example.test",
          country: "ZA",
          subject: `Exportação de vinho ${tag}`,
          message: "=SUM(A1) como texto",
          handledAt: new Date("2026-11-20T10:00:00Z"),
        },
        { name: "Outra Pessoa", email: "outra@example.test", country: "AO", subject: "Sem relação", message: "Nada a ver." },
      ],
    });
    const admin = await e2e.users.create({ role: "ADMIN" });
    const page = await e2e.newPage();
    await e2e.signIn(page, admin);
    await page.goto("/app/contact/messages");
    await page.getByRole("searchbox", { name: "Pesquisar mensagens" }).fill(tag.toLowerCase());
    // accents and case ignored; the URL follows the box
    await poll(() => new URL(page.url()).searchParams.get("q")).toBe(tag.toLowerCase());
    const rows = page.getByTestId("contact-message");
    await poll(() => rows.count()).toBe(2);
    await page.getByLabel("Situação").first().selectOption("waiting");
    await poll(() => new URL(page.url()).searchParams.get("status")).toBe("waiting");
    await poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Nangula Shikongo");

    // a reload (or a shared link) shows the same list
    await page.reload();
    await poll(() => rows.count()).toBe(1);
    expect(await page.getByRole("searchbox", { name: "Pesquisar mensagens" }).inputValue()).toBe(tag.toLowerCase());

    // the CSV holds what the list shows, in a Portuguese spreadsheet's format
    await page.getByLabel("Situação").first().selectOption("");
    await poll(() => rows.count()).toBe(2);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mensagens-de-contato-\d{4}-\d{2}-\d{2}\.csv$/);
    const raw = fs.readFileSync((await file.path()) as string, "utf8");
    // one byte order mark (Excel reads the accents as UTF-8), not two: a second one is an invisible character in the first heading
    expect([...raw.slice(0, 2)].map((c) => c.charCodeAt(0).toString(16))).toEqual(["feff", "52"]);
    const pt = raw.slice(1).split("\r\n");
    expect(pt[0]).toBe("Recebida em (UTC);Nome;E-mail;Telefone;Organização;País;Setor;Assunto;Mensagem;Forma de contato preferida;Situação;Respondida em (UTC)");
    expect(pt.filter(Boolean)).toHaveLength(3);
    const nangula = pt.find((l) => l.includes("Nangula"));
    expect(nangula).toContain(";Namíbia;Saúde;");
    expect(nangula).toContain(";WhatsApp;A responder;");
    expect(nangula).toContain('"Parceria de telemedicina; orçamento 15.000,50."');
    const pieter = pt.find((l) => l.includes("Pieter"));
    expect(pieter).toContain(";África do Sul;;");
    expect(pieter).toContain(";'=SUM(A1) como texto;E-mail;Respondida;20/11/2026 10:00:00");

    // in English: "," and the English words
    const en = await e2e.newPage({ locale: "en" });
    await e2e.signIn(en, await e2e.users.create({ role: "ADMIN", language: "en" }));
    await en.goto(`/app/contact/messages?q=${tag}&status=handled`);
    await poll(() => en.getByTestId("contact-message").count()).toBe(1);
    expect(await en.getByRole("searchbox", { name: "Search messages" }).inputValue()).toBe(tag);
    const enDownload = en.waitForEvent("download");
    await en.getByRole("button", { name: "Export CSV" }).click();
    const enFile = await enDownload;
    expect(enFile.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await enFile.path()) as string, "utf8")
      .replace(/^\ufeff/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe("Received (UTC),Name,E-mail,Phone,Organisation,Country,Sector,Subject,Message,Preferred way to be contacted,Status,Handled (UTC)");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",South Africa,,");
    expect(lines[1]).toContain(",E-mail,Handled,2026-11-20 10:00:00");
  });
});
