import { describe, expect, it } from "vitest";
import { unsubscribeUrl } from "../../api/src/modules/email-notifications/email-jobs.ts";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15000, interval: 100 });
const optOuts = async (id: string) => (await e2e.prisma.user.findUniqueOrThrow({ where: { id } })).emailOptOuts;

describe("e-mail notifications", () => {
  it("a member switches a kind off in Settings, and another off from an e-mail's unsubscribe link without signing in", async () => {
    const member = await e2e.users.create({ fullName: "Tomás Correio" });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);

    const openSettings = async () => {
      await page.getByTestId("user-menu").first().click();
      await page.getByRole("menuitem", { name: "Configurações" }).click();
      return page.getByRole("dialog", { name: "Configurações" });
    };

    // 1. Settings: every kind on by default; one switch saves at once
    let settings = await openSettings();
    await poll(() => settings.getByText("Notificações por e-mail").count()).toBe(1);
    await poll(() => settings.getByText(/valem só para os avisos dentro do aplicativo/).count()).toBe(1);
    const decisions = settings.getByRole("checkbox", { name: "Decisões sobre minhas candidaturas" });
    expect(await decisions.isChecked()).toBe(true);
    await settings.getByText("Decisões sobre minhas candidaturas").click();
    await poll(() => optOuts(member.id)).toEqual(["APPLICATION_DECIDED"]);
    await poll(() => decisions.isChecked()).toBe(false);

    // 2. the link in a connection e-mail: a page in both languages, one button, no sign-in needed
    const link = unsubscribeUrl(e2e.app.services, member.id, "CONNECTION_REQUESTED").replace(/^https?:\/\/[^/]+/, e2e.baseUrl);
    const visitor = await e2e.newPage();
    await visitor.goto(link);
    await poll(() => visitor.getByText("Deixar de receber e-mails sobre novos pedidos de conexão?").count()).toBe(1);
    await poll(() => visitor.getByText("Stop e-mails about new connection requests?").count()).toBe(1);
    expect(await optOuts(member.id)).toEqual(["APPLICATION_DECIDED"]);
    await visitor.getByRole("button", { name: "Cancelar inscrição / Unsubscribe" }).click();
    await poll(() => visitor.getByText(/Pronto: você não receberá mais e-mails sobre novos pedidos de conexão/).count()).toBe(1);
    expect(await optOuts(member.id)).toEqual(["APPLICATION_DECIDED", "CONNECTION_REQUESTED"]);

    // 3. back in Settings (after a reload), both show off; the others stay on
    await page.reload();
    settings = await openSettings();
    await poll(() => settings.getByRole("checkbox", { name: "Novos pedidos de conexão" }).isChecked()).toBe(false);
    expect(await settings.getByRole("checkbox", { name: "Decisões sobre minhas candidaturas" }).isChecked()).toBe(false);
    expect(await settings.getByRole("checkbox", { name: "Pedidos de conexão aceitos" }).isChecked()).toBe(true);
  });
});
