import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

/**
 * An administrator registers a partner's endpoint on /app/webhooks, copies the
 * secret shown once, and sees a real delivery (signed with that secret, to a
 * loopback receiver behind the test-only setting) in the endpoint's log;
 * resends it; then deletes the endpoint through the app's confirm dialog.
 */
const e2e = useE2E({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true", JOB_WORKERS: "true" } });

const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
let receiver: http.Server;
let hookUrl: string;
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ponte`;
});
afterAll(() => new Promise((r) => receiver?.close(r)));

describe("webhooks admin screen", () => {
  it("register, secret once, a signed delivery in the log, resend, delete", async () => {
    const admin = await e2e.users.create({ role: "ADMIN" });
    const page = await e2e.newPage({ locale: "pt", viewport: { width: 1280, height: 900 } });
    await e2e.signIn(page, admin);
    // reached from the sidebar's settings section
    await page.getByRole("button", { name: "Configurações" }).click();
    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.waitForURL(/\/app\/webhooks$/);
    await page.getByText("Nenhum endpoint cadastrado").waitFor({ timeout: 20000 });

    await page.getByRole("button", { name: "Novo endpoint" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nome (por exemplo, o do parceiro)").fill("Universidade de Luanda");
    await dialog.getByLabel("Endereço (URL)").fill(hookUrl);
    await dialog.getByText("uma oportunidade foi excluída").click(); // every event is ticked at first: leave one out
    await dialog.getByRole("button", { name: "Cadastrar endpoint" }).click();
    const secret = (await page.getByTestId("created-webhook-secret").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Concluir" }).click();
    const row = page.getByRole("row").filter({ hasText: "Universidade de Luanda" });
    await row.getByText("Ativo").waitFor();
    expect(await page.content()).not.toContain(secret);
    expect((await e2e.prisma.webhookEndpoint.findFirstOrThrow()).events).toEqual(["opportunity.published", "opportunity.updated", "opportunity.closed"]);
    await expectNoA11yViolations(page);

    const opp = await e2e.prisma.opportunity.create({
      data: {
        title: "Bolsa publicada para parceiros",
        description: "Teste",
        country: "AO",
        sector: "EDUCATION",
        organization: "Ponte",
        deadline: new Date(Date.now() + 30 * 86_400_000),
        requirements: ["Nada"],
      },
    });
    await expect.poll(() => received.length, { timeout: 20000 }).toBe(1);
    const [t, v1] = String(received[0]!.headers["ponte-signature"])
      .split(",")
      .map((p) => p.split("=")[1]);
    expect(v1).toBe(crypto.createHmac("sha256", secret).update(`${t}.${received[0]!.body}`).digest("hex"));
    const event = JSON.parse(received[0]!.body);
    expect(event).toMatchObject({ type: "opportunity.published", data: { title: opp.title } });

    await row.getByRole("button", { name: "Entregas de Universidade de Luanda" }).click();
    const log = page.getByRole("dialog");
    const delivery = log.getByRole("row").filter({ hasText: event.id });
    await delivery.getByText("Entregue").waitFor({ timeout: 20000 });
    expect(await delivery.textContent()).toContain("200");
    await expectNoA11yViolations(page);
    await delivery.getByRole("button", { name: `Reenviar o evento ${event.id}` }).click();
    await expect.poll(() => received.length, { timeout: 20000 }).toBe(2);
    expect(JSON.parse(received[1]!.body).id).toBe(event.id);
    await log.getByRole("button", { name: "Fechar" }).click();

    await row.getByRole("button", { name: "Excluir Universidade de Luanda" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    expect(await row.count()).toBe(1);
    await row.getByRole("button", { name: "Excluir Universidade de Luanda" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir endpoint" }).click();
    await page.getByText("Nenhum endpoint cadastrado").waitFor();
    expect(await e2e.prisma.webhookEndpoint.count()).toBe(0);
  }, 180000);

  it("the developers' page documents webhooks in both languages, linked from the admin screen", async () => {
    const admin = await e2e.users.create({ role: "ADMIN" });
    const page = await e2e.newPage({ locale: "pt" });
    await e2e.signIn(page, admin);
    await page.goto("/app/webhooks");
    await page.getByRole("link", { name: "Como os parceiros recebem e verificam webhooks" }).click();
    await page.waitForURL(/\/developers#webhooks$/);
    const section = page.locator("section#webhooks");
    await section.getByRole("heading", { name: "Webhooks" }).waitFor({ timeout: 20000 });
    expect(await section.textContent()).toContain("pelo menos uma vez");
    expect(await section.getByTestId("webhook-events").textContent()).toContain("opportunity.closed");
    await page.getByRole("button", { name: /English/ }).click();
    await expect.poll(() => section.textContent()).toContain("at least once");
    const receiver = section.locator("pre code").filter({ hasText: "verifyPonteSignature" });
    expect(await receiver.textContent()).toContain('createHmac("sha256", secret)');
    expect(await section.getByTestId("webhook-signature").textContent()).toContain("300");
  }, 120000);
});
