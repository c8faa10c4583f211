import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";
import { createServiceRequest } from "./support/records.ts";

const e2e = useE2E();
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15000, interval: 100 });

describe("privacy self-service", () => {
  it("a member downloads their data from Settings, asks for deletion with their password, and cancels it by signing in again", async () => {
    const member = await e2e.users.create({ fullName: "Nandi Privacidade" });
    await createServiceRequest(e2e.prisma, member, { category: "TRANSPORT", serviceType: "transfers", message: "Transfer para Windhoek." });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);

    const openSettings = async () => {
      await page.getByTestId("user-menu").first().click();
      await page.getByRole("menuitem", { name: "Configurações" }).click();
      return page.getByRole("dialog", { name: "Configurações" });
    };

    // 1. the download: a zip of JSON and CSV with the member's own records
    let settings = await openSettings();
    const [download] = await Promise.all([page.waitForEvent("download"), settings.getByRole("button", { name: "Baixar meus dados" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ponte-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(JSON.parse(strFromU8(files["profile.json"]))).toMatchObject({ email: member.email, fullName: "Nandi Privacidade" });
    expect(JSON.parse(strFromU8(files["service-requests.json"]))).toEqual([expect.objectContaining({ message: "Transfer para Windhoek." })]);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["applications.csv", "connections.json", "sessions.csv"]));
    await poll(() => page.getByText("Download dos seus dados iniciado.").count()).toBeGreaterThan(0);

    // 2. the deletion: a wrong password is refused beside the field, the right one signs out
    await settings.getByRole("button", { name: "Excluir minha conta" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir a sua conta?" });
    await poll(() => confirm.getByText("Durante 7 dias, basta entrar de novo para cancelar a exclusão.").count()).toBe(1);
    await confirm.getByLabel(/Senha atual/).fill("nao-e-a-senha");
    await confirm.getByRole("button", { name: "Excluir conta" }).click();
    await poll(() => confirm.getByText("A senha atual está incorreta.").count()).toBe(1);
    await confirm.getByLabel(/Senha atual/).fill(member.password);
    await confirm.getByRole("button", { name: "Excluir conta" }).click();
    await page.waitForURL((url) => url.pathname === "/login", { timeout: 20000 });
    await poll(() => page.getByText(/Você saiu de todos os dispositivos\. Seus dados pessoais serão apagados em \d+ de \w+ de \d{4}/).count()).toBe(1);
    const pending = await e2e.prisma.user.findUniqueOrThrow({ where: { id: member.id } });
    expect(pending.deletionRequestedAt).not.toBeNull();
    expect(await e2e.prisma.session.count({ where: { userId: member.id, revokedAt: null } })).toBe(0);

    // 3. signing in within the grace period cancels it, and says so
    await e2e.signIn(page, member);
    await poll(() => page.getByText("Bem-vindo de volta! O pedido de exclusão da sua conta foi cancelado.").count()).toBeGreaterThan(0);
    expect((await e2e.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).deletionRequestedAt).toBeNull();
    settings = await openSettings();
    await poll(() => settings.getByRole("button", { name: "Excluir minha conta" }).count()).toBe(1);
  });
});
