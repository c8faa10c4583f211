import zlib from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();

/** A real 32×18 PNG (brand green with a gold band), built here so the upload checks its magic bytes. */
function smallPng(): Buffer {
  const width = 32;
  const height = 18;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) rows.push(...(y > 11 && y < 15 ? [0xf5, 0xb7, 0x00] : [0x0b, 0x5d, 0x4b]));
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
const continueButton = (page: Page) => page.getByRole("button", { name: "Continuar" });
// page loads and live events take a moment; vitest's default poll gives up after 1 s
const poll = <T>(read: () => T | Promise<T>, timeout = 15000) => expect.poll(read, { timeout, interval: 200 });

describe("opportunities end to end", () => {
  it("admin publishes with the wizard; a member sees it live, applies, and sees the approval live", async () => {
    const title = `Intercâmbio de enfermagem ${Date.now()}`;

    const applicant = await e2e.users.create({ fullName: "Rosa Kalunga" });
    const member = await e2e.newPage();
    await e2e.signIn(member, applicant);
    await member.goto("/app?tab=opportunities");
    await member.getByTestId("member-opportunity").first().waitFor();
    // the live connection is open before anything is published
    await poll(() => member.getByText("Real-Time Ativo").count(), 15000).toBeGreaterThan(0);

    const admin = await e2e.newPage();
    await e2e.signIn(admin, await e2e.users.create({ role: "ADMIN" }));
    await admin.goto("/create-project");
    await admin.getByRole("heading", { name: "Criar Nova Oportunidade" }).waitFor();
    await admin.getByText("Publicado por").waitFor();

    // 1 Informações básicas
    // Continue checks the step first: each empty required field says so, and the step stays
    await continueButton(admin).click();
    await poll(() => admin.getByText("Campo obrigatório.").count()).toBe(4);
    expect(await admin.getByRole("heading", { name: "Informações básicas" }).count()).toBe(1);
    await admin.getByLabel(/Título da oportunidade/).fill(title);
    await admin.getByLabel(/Descrição/).fill("Estágio de seis meses em hospitais regionais de Angola e Namíbia.");
    await admin.getByText("65/500").waitFor();
    await admin.getByLabel(/País/).selectOption("AO");
    await admin.getByLabel(/Setor/).selectOption("HEALTH");
    await continueButton(admin).click();

    // 2 Organização
    await admin.getByRole("heading", { name: "Organização" }).waitFor();
    await admin.getByLabel(/^Organização/).fill("Rede Regional de Saúde");
    await admin.getByLabel(/Localização/).fill("Lubango");
    await admin.getByLabel(/Orçamento/).fill("30000");
    await continueButton(admin).click();

    // 3 Requisitos e prazo, with an uploaded image
    await admin.getByRole("heading", { name: "Requisitos e prazo" }).waitFor();
    await admin.getByLabel(/Prazo de candidatura/).fill(inDays(45));
    await admin.getByLabel("Requisito 1", { exact: true }).fill("Licenciatura em enfermagem");
    await admin.getByRole("button", { name: "Adicionar requisito" }).click();
    await admin.getByLabel("Requisito 2", { exact: true }).fill("Português ou inglês fluente");
    await admin.getByTestId("opportunity-image-input").setInputFiles({ name: "enfermagem.png", mimeType: "image/png", buffer: smallPng() });
    await admin.getByText("Imagem enviada: enfermagem.png").waitFor();
    await continueButton(admin).click();

    // 4 Revisão e publicação
    await admin.getByRole("heading", { name: "Revisão e publicação" }).waitFor();
    await admin.getByRole("button", { name: /Publicar oportunidade/ }).click();
    await admin.getByRole("heading", { name: "Oportunidade criada com sucesso!" }).waitFor();

    const stored = await e2e.prisma.opportunity.findUniqueOrThrow({ where: { title } });
    expect(stored).toMatchObject({
      country: "AO",
      sector: "HEALTH",
      location: "Lubango",
      status: "ACTIVE",
      requirements: ["Licenciatura em enfermagem", "Português ou inglês fluente"],
    });
    expect(stored.imageId).not.toBeNull();

    // The member, without reloading: badge counter, a pop-up, and the new card with the uploaded image.
    await poll(() => member.getByTestId("new-opportunity-count").textContent(), 10000).toContain("+1");
    await poll(() => member.getByText(`“${title}” foi publicada em Angola.`).count()).toBe(1);
    const card = member.getByTestId("member-opportunity").filter({ hasText: title });
    await card.waitFor();
    // absolute, on the platform's own address (PUBLIC_URL), as partners get it too
    // (the 640 px copy, with the other widths in its srcset)
    expect(await card.locator("img").first().getAttribute("src")).toBe(`${e2e.baseUrl}/media/${stored.imageId}?w=640`);
    // the counter goes back to nothing 5 seconds later
    await poll(() => member.getByTestId("new-opportunity-count").count(), 9000).toBe(0);

    await card.getByRole("button", { name: /Candidatar-se/ }).click();
    const dialog = member.getByRole("dialog");
    await dialog.getByLabel(/Mensagem para a equipe/).fill("Sou enfermeira no Lubango e gostaria de participar.");
    await dialog.getByRole("button", { name: /Enviar candidatura/ }).click();
    await poll(() => member.getByText("Candidatura enviada com sucesso!", { exact: false }).count()).toBeGreaterThan(0);
    const applied = card.getByRole("button", { name: /Candidatura enviada/ });
    await applied.waitFor();
    expect(await applied.isDisabled()).toBe(true);
    await poll(() => card.getByText("Pendente").count()).toBe(1);

    // The admin sees it in the Opportunities tab, then approves it in Applications.
    await admin.goto("/app?tab=opportunities");
    const row = admin.getByTestId("admin-opportunity").filter({ hasText: title });
    await row.waitFor();
    await poll(() => row.textContent()).toContain("1 candidatura");

    await admin.goto("/app?tab=applications");
    await admin.getByLabel("Filtrar por estado").selectOption("PENDING");
    const application = admin.getByTestId("admin-application").filter({ hasText: title });
    await application.waitFor();
    expect(await application.textContent()).toContain("Sou enfermeira no Lubango");
    await application.getByRole("button", { name: /Ver detalhes/ }).click();
    const details = admin.getByRole("dialog", { name: "Detalhes da candidatura" });
    await details.getByText("Candidatura enviada por Rosa Kalunga").waitFor();
    expect(await details.textContent()).toContain(applicant.email);
    await details.getByRole("button", { name: "Fechar" }).first().click();
    await poll(() => details.count()).toBe(0);
    await application.getByRole("button", { name: /Aprovar/ }).click();
    await poll(() => admin.getByText("Candidatura aprovada com sucesso!").count()).toBeGreaterThan(0);

    // The member is told at once, and the card shows the new status.
    await poll(() => member.getByText(`Sua candidatura para “${title}” foi aprovada!`).count(), 10000).toBe(1);
    await poll(() => card.getByText("Aprovada").count()).toBe(1);
    await member.goto("/app?tab=applications");
    const mine = member.getByTestId("my-application").filter({ hasText: title });
    await poll(() => mine.getByText("Aprovada").count()).toBe(1);
  });

  it("refuses members at /create-project and keeps the wizard accessible", async () => {
    const member = await e2e.newPage({ viewport: { width: 768, height: 1024 } });
    await e2e.signIn(member, await e2e.users.create());
    await member.goto("/create-project");
    await member.getByRole("heading", { name: "Acesso Negado" }).waitFor();
    expect(await member.getByText("Seu perfil atual: Usuário").count()).toBe(1);
    expect(await member.getByRole("link", { name: /Voltar ao painel/ }).getAttribute("href")).toBe("/app");
    await member.goto("/app?tab=opportunities");
    await member.getByTestId("member-opportunity").first().waitFor();
    await expectNoA11yViolations(member, { include: "[role=tabpanel]" });

    const admin = await e2e.newPage();
    await e2e.signIn(admin, await e2e.users.create({ role: "ADMIN" }));
    await admin.goto("/create-project");
    await admin.getByRole("heading", { name: "Informações básicas" }).waitFor();
    await expectNoA11yViolations(admin);
    await admin.goto("/app?tab=opportunities");
    await admin.getByTestId("admin-opportunity").first().waitFor();
    await expectNoA11yViolations(admin);

    // the edit modal keeps save disabled while the title is blank
    await admin
      .getByTestId("admin-opportunity")
      .first()
      .getByRole("button", { name: /Editar/ })
      .click();
    const edit = admin.getByRole("dialog", { name: "Editar oportunidade" });
    await edit.getByLabel(/Título da oportunidade/).fill(" ");
    await edit.getByText("Preencha todos os campos obrigatórios").waitFor();
    expect(await edit.getByRole("button", { name: "Salvar alterações" }).isDisabled()).toBe(true);
    await expectNoA11yViolations(admin, { include: "[role=dialog]" });
  });
});
