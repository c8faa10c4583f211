import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E({ env: { TEAM_INBOX: "equipa@ponte.test" } });

const outbox = () => {
  const dir = e2e.config.outboxDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), "utf8")) : [];
};

describe("contact page", () => {
  it("lets a member send a message that is stored and e-mailed to the team, then resets the form", async () => {
    const member = await e2e.users.create({ fullName: "Rosa Kalunga" });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);
    await page.goto("/app/contact");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Fale conosco");

    // The member's own details are already filled in.
    expect(await page.getByRole("textbox", { name: /^Nome completo/ }).inputValue()).toBe("Rosa Kalunga");
    expect(await page.getByRole("textbox", { name: /^E-mail/ }).inputValue()).toBe(member.email);

    // Required fields are checked in the browser first.
    await page.getByRole("textbox", { name: /^Nome completo/ }).fill("");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await page.getByText("Preencha todos os campos obrigatórios").waitFor();
    expect(await page.getByText("Campo obrigatório").count()).toBe(3);

    await page.getByRole("textbox", { name: /^Nome completo/ }).fill("Rosa Kalunga");
    await page.getByLabel(/^País/).selectOption("NA");
    await page.getByLabel(/^Setor/).selectOption("GOVERNMENT");
    await page.getByRole("textbox", { name: /^Assunto/ }).fill("Parceria com o município de Oshakati");
    await page.getByRole("textbox", { name: /^Mensagem/ }).fill("Gostaríamos de organizar uma visita técnica.");
    await page
      .locator("label")
      .filter({ hasText: /^WhatsApp$/ })
      .click();
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    // WhatsApp needs a number to answer on: the phone is the one field left to fill.
    await expect.poll(() => page.getByText("Campo obrigatório").count()).toBe(1);
    expect(await page.getByRole("textbox", { name: /^Telefone/ }).getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("textbox", { name: /^Telefone/ }).fill("+264 81 234 5678");
    const before = outbox().length;
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await page.getByText("Mensagem enviada com sucesso!").waitFor();

    const stored = await e2e.prisma.contactMessage.findFirstOrThrow({ where: { subject: "Parceria com o município de Oshakati" } });
    expect(stored).toMatchObject({ country: "NA", sector: "GOVERNMENT", preferredContact: "WHATSAPP", phone: "+264 81 234 5678" });
    expect(stored.emailedAt).not.toBeNull();
    expect(stored.userId).toBe(member.id);
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: equipa@ponte.test");
    // Limited per address: the browser's own.
    expect(await e2e.prisma.rateLimitBucket.count({ where: { key: { startsWith: "contact:127.0.0.1" } } })).toBe(1);

    // The banner goes after 5 s and the form is empty again.
    await page.getByText("Mensagem enviada com sucesso!").waitFor({ state: "hidden", timeout: 8000 });
    expect(await page.getByRole("textbox", { name: /^Assunto/ }).inputValue()).toBe("");
  });

  it("offers every channel, hours, offices and the team, accessibly, in both languages", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await e2e.signIn(page, await e2e.users.create());
    await page.goto("/app/contact");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const whatsapp = page.getByRole("link", { name: "Iniciar conversa" });
    expect(await whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/244\d+\?text=/);
    const mail = page.getByRole("link", { name: "contacto@ponte.africa" }).first();
    expect(await mail.getAttribute("href")).toMatch(/^mailto:contacto@ponte\.africa\?subject=.+&body=/);
    const body = (await page.textContent("body")) ?? "";
    for (const text of [
      "08:00 - 17:00",
      "08:00 - 12:00",
      "Fechado",
      "Perguntas frequentes",
      "Equipe executiva",
      "Presença regional",
      "Cidade do Cabo",
      "Joanesburgo",
      "Lubango",
    ]) {
      expect(body, text).toContain(text);
    }
    await expectNoA11yViolations(page);

    // A member who chose English in the profile.
    const mobile = await e2e.newPage({ viewport: { width: 375, height: 800 }, locale: "en" });
    await e2e.signIn(mobile, await e2e.users.create({ language: "en" }));
    await mobile.goto("/app/contact");
    await expect.poll(() => mobile.getByRole("heading", { level: 1 }).textContent()).toBe("Get in touch");
    await mobile.getByRole("button", { name: "Send message" }).waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(mobile);
  });
});
