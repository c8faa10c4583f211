import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();
// The app loads data after navigation; give it time on a busy machine.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15000, interval: 100 });
const MEMBER = ["membro@ponte.demo", "PonteMembro2026"] as const;

describe("member dashboard", () => {
  it("shows the welcome header and real tile counts, sends a service request and lists it", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, ...MEMBER);

    await poll(() => page.getByTestId("welcome-name").textContent()).toBe("Bem-vindo(a), Ana Membro!");
    const member = await e2e.prisma.user.findUniqueOrThrow({ where: { email: MEMBER[0] } });
    const transport = await e2e.prisma.serviceRequest.count({ where: { userId: member.id, category: "TRANSPORT" } });
    await poll(() => page.getByTestId("tile-TRANSPORT-count").textContent()).toBe(String(transport));
    const connections = await e2e.prisma.connection.count({
      where: { status: "ACCEPTED", OR: [{ requesterId: member.id }, { addresseeId: member.id }] },
    });
    await poll(() => page.getByTestId("tile-connections-count").textContent()).toBe(String(connections));
    await page.screenshot({ path: "/tmp/sr-member-desktop.png", fullPage: true });

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
    expect(await form.getByLabel("Nome").inputValue()).toBe("Ana Membro");
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Telefone").fill("+244 923 111 222");
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel("Mensagem").fill("Voos Lubango–Cape Town para duas pessoas em janeiro.");
    await page.screenshot({ path: "/tmp/sr-member-form.png" });
    await send.click();

    await poll(() => page.getByText("Solicitação enviada com sucesso!", { exact: false }).count()).toBeGreaterThan(0);
    await poll(() => form.count()).toBe(0);
    await poll(() => page.getByTestId("my-requests").textContent()).toContain("Voos Lubango–Cape Town");
    await poll(() => page.getByTestId("tile-TRANSPORT-count").textContent()).toBe(String(transport + 1));
    const stored = await e2e.prisma.serviceRequest.findFirstOrThrow({ where: { userId: member.id }, orderBy: { createdAt: "desc" } });
    expect(stored).toMatchObject({ category: "TRANSPORT", serviceType: "flights", status: "PENDING", phone: "+244 923 111 222" });
  });

  it("network tab counts connections per country and the modal answers a pending request", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, ...MEMBER);
    await page.goto("/app?tab=network");
    const member = await e2e.prisma.user.findUniqueOrThrow({ where: { email: MEMBER[0] } });
    const accepted = await e2e.prisma.connection.findMany({
      where: { status: "ACCEPTED", OR: [{ requesterId: member.id }, { addresseeId: member.id }] },
      include: { requester: true, addressee: true },
    });
    const namibia = accepted.filter((c) => (c.requesterId === member.id ? c.addressee : c.requester).country === "NA").length;
    await poll(() => page.getByTestId("network-count-NA").textContent()).toBe(String(namibia));
    await poll(() => page.getByTestId("network-first-connections").locator("li").count()).toBe(5);
    await page.getByRole("button", { name: /^Ver todos \(/ }).click();
    const modal = page.getByRole("dialog", { name: "Minha rede profissional" });
    const incoming = modal.getByTestId("incoming-requests").locator("li");
    await poll(() => incoming.count()).toBe(2);
    await incoming.first().getByRole("button", { name: "Aceitar" }).click();
    await poll(() => incoming.count()).toBe(1);
    await poll(() => modal.getByTestId("network-list").locator("li").count()).toBe(accepted.length + 1);
    await page.screenshot({ path: "/tmp/sr-network-modal.png" });
  });

  it("resources download real files", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, ...MEMBER);
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
    const page = await e2e.newPage();
    await e2e.signIn(page, ...MEMBER);
    await poll(() => page.getByTestId("welcome-name").count()).toBe(1);
    await expectNoA11yViolations(page);
  });
});
