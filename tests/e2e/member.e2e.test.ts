import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";
import { connectToCommunity, createServiceRequest } from "./support/records.ts";

const e2e = useE2E();
// The app loads data after navigation; give it time on a busy machine.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15000, interval: 100 });

describe("member dashboard", () => {
  it("shows the welcome header and real tile counts, sends a service request and lists it", async () => {
    const member = await e2e.users.create({ fullName: "Rosa Kalunga" });
    await connectToCommunity(e2e.prisma, member, { accepted: 3, incoming: 1 });
    await createServiceRequest(e2e.prisma, member, { category: "TRANSPORT", serviceType: "transfers", message: "Transfer do aeroporto do Lubango." });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);

    await poll(() => page.getByTestId("welcome-name").textContent()).toBe("Bem-vindo(a), Rosa Kalunga!");
    await poll(() => page.getByTestId("tile-TRANSPORT-count").textContent()).toBe("1");
    // accepted ones only, not the request waiting for an answer
    await poll(() => page.getByTestId("tile-connections-count").textContent()).toBe("3");

    // The transport panel offers its six options; "Voos" opens the form with that service.
    await page.getByTestId("tile-TRANSPORT").click();
    const panel = page.getByRole("dialog", { name: "Transporte" });
    await poll(() => panel.getByRole("button").allTextContents()).toEqual(
      expect.arrayContaining(["Voos", "Transfers", "Aluguel de carros", "Transporte público", "Logística", "Documentação"]),
    );
    const urgent = await panel.getByRole("link", { name: /ajuda urgente/i }).getAttribute("href");
    expect(decodeURIComponent(urgent ?? "")).toContain("Preciso de ajuda urgente com Transporte");
    await panel.getByRole("button", { name: "Voos" }).click();

    const form = page.getByRole("dialog", { name: "Solicitar serviço" });
    await poll(() => form.getByText("Transporte · Voos").count()).toBe(1);
    const send = form.getByRole("button", { name: "Enviar solicitação" });
    expect(await form.getByLabel("Nome").inputValue()).toBe("Rosa Kalunga");
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Telefone").fill("+244 923 111 222");
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Mensagem").fill("Voos Lubango–Cape Town para duas pessoas em janeiro.");
    await send.click();

    await poll(() => page.getByText("Solicitação enviada com sucesso!", { exact: false }).count()).toBeGreaterThan(0);
    await poll(() => form.count()).toBe(0);
    await poll(() => page.getByTestId("my-requests").textContent()).toContain("Voos Lubango–Cape Town");
    await poll(() => page.getByTestId("tile-TRANSPORT-count").textContent()).toBe("2");
    const stored = await e2e.prisma.serviceRequest.findFirstOrThrow({ where: { userId: member.id }, orderBy: { createdAt: "desc" } });
    expect(stored).toMatchObject({ category: "TRANSPORT", serviceType: "flights", status: "PENDING", phone: "+244 923 111 222" });
  });

  it("network tab counts connections per country and the modal answers a pending request", async () => {
    const member = await e2e.users.create();
    const { friends } = await connectToCommunity(e2e.prisma, member, { accepted: 6, incoming: 2 });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);
    await page.goto("/app?tab=network");
    const namibia = friends.filter((f) => f.country === "NA").length;
    expect(namibia).toBeGreaterThan(0);
    await poll(() => page.getByTestId("network-count-NA").textContent()).toBe(String(namibia));
    await poll(() => page.getByTestId("network-first-connections").getByRole("listitem").count()).toBe(5);
    await page.getByRole("button", { name: /^Ver todos \(/ }).click();
    const modal = page.getByRole("dialog", { name: "Minha rede profissional" });
    const incoming = modal.getByTestId("incoming-requests").getByRole("listitem");
    await poll(() => incoming.count()).toBe(2);
    await incoming.first().getByRole("button", { name: "Aceitar" }).click();
    await poll(() => incoming.count()).toBe(1);
    await poll(() => modal.getByTestId("network-list").getByRole("listitem").count()).toBe(friends.length + 1);
  });

  it("resources download real files", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create());
    await page.goto("/app?tab=resources");
    const guide = page.getByRole("link", { name: "Baixar guia em PDF" });
    const href = await guide.getAttribute("href");
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const ics = await page.request.get((await page.getByRole("link", { name: /calendário/ }).getAttribute("href"))!);
    expect(await ics.text()).toContain("RRULE:FREQ=MONTHLY;BYDAY=1TH");
    await page.getByRole("button", { name: "Ver cursos" }).click();
    await poll(() => page.getByRole("dialog", { name: "Cursos online" }).getByRole("link").count()).toBe(6);
  });

  it("passes an accessibility check", async () => {
    const member = await e2e.users.create();
    await connectToCommunity(e2e.prisma, member, { accepted: 3, incoming: 1 });
    await createServiceRequest(e2e.prisma, member, { category: "EDUCATION", serviceType: "scholarships", message: "Bolsas de mestrado na Namíbia." });
    const page = await e2e.newPage();
    await e2e.signIn(page, member);
    await poll(() => page.getByTestId("welcome-name").count()).toBe(1);
    await expectNoA11yViolations(page);
  });
});
