import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const slow = { timeout: 15000 };

describe("projects (admin)", () => {
  it("creates a project, adds a milestone and a team member in the detail, then deletes it after the confirmation", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN" }));
    await page.goto("/app/projects");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), slow).toBe("Gestão de Projetos Regionais");
    // the seeded projects and their summary
    await expect.poll(() => page.getByTestId("project-card").count(), slow).toBeGreaterThan(3);

    await page.getByRole("button", { name: "Novo Projeto" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo Projeto" });
    const create = dialog.getByRole("button", { name: "Criar Projeto" });
    await expect.poll(() => create.isDisabled()).toBe(true);
    await dialog.getByLabel(/Nome do projeto/).fill("Centro de Formação de Oshakati");
    await dialog.getByLabel(/^Cliente/).selectOption({ label: "Instituto Politécnico de Windhoek — Namibia University of Science and Technology" });
    await dialog.getByLabel(/^País/).selectOption("NA");
    await dialog.getByLabel(/^Setor/).selectOption("EDUCATION");
    await dialog.getByLabel(/Orçamento/).fill("85000");
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.click();

    // the new project's detail opens, in planning with progress 0
    const detail = page.getByRole("dialog").filter({ hasText: "Centro de Formação de Oshakati" });
    await expect.poll(() => detail.getByText("Planejamento").first().isVisible(), { timeout: 15000 }).toBe(true);
    await expect.poll(() => page.url()).toContain("project=");
    await expect.poll(() => detail.getByText("0,0%").isVisible()).toBe(true);

    await detail.getByRole("tab", { name: /Marcos/ }).click();
    await detail.getByRole("button", { name: "Adicionar Marco" }).click();
    await detail.getByLabel(/^Título/).fill("Aprovação do currículo");
    await detail.getByLabel(/Data prevista/).fill("2020-01-15");
    await detail.getByRole("button", { name: "Salvar marco" }).click();
    await expect.poll(() => detail.getByText("Aprovação do currículo").isVisible()).toBe(true);
    // a past due date that is not completed reads "Atrasado"
    await expect.poll(() => detail.getByText("Atrasado").isVisible()).toBe(true);

    await detail.getByRole("tab", { name: /Equipe/ }).click();
    await detail.getByRole("button", { name: "Adicionar Membro" }).click();
    const add = page.getByRole("dialog", { name: "Adicionar Membro" });
    await add.getByLabel(/Membro da equipe regional/).selectOption({ label: "Isabel Nunda — Gestora de Programas Educativos (Angola)" });
    await add.getByRole("button", { name: "Adicionar", exact: true }).click();
    await expect.poll(() => detail.getByText("Isabel Nunda").isVisible()).toBe(true);
    // taking her off the team can be taken back for a few seconds
    await detail.getByRole("button", { name: "Remover Isabel Nunda da equipe" }).click();
    await expect.poll(() => detail.getByText("Isabel Nunda").count()).toBe(0);
    await page.getByText("Isabel Nunda saiu da equipe do projeto.").waitFor();
    await page.getByRole("button", { name: "Desfazer" }).click();
    await expect.poll(() => detail.getByText("Isabel Nunda").isVisible()).toBe(true);

    await detail.getByRole("tab", { name: /Linha do Tempo/ }).click();
    await expect.poll(() => detail.getByText("Projeto Criado").isVisible()).toBe(true);
    await expect.poll(() => detail.getByText("Data prevista para conclusão").isVisible()).toBe(true);

    const project = await e2e.prisma.project.findFirstOrThrow({
      where: { name: "Centro de Formação de Oshakati" },
      include: { milestones: true, members: { include: { staffMember: true } } },
    });
    expect(project.milestones.map((m) => m.title)).toEqual(["Aprovação do currículo"]);
    expect(project.members.map((m) => m.staffMember.name)).toEqual(["Isabel Nunda"]);

    await detail.getByRole("button", { name: "Excluir Projeto" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect.poll(() => confirm.getByText("Tem certeza que deseja excluir este projeto?").isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect.poll(() => page.url(), slow).not.toContain("project=");
    await expect.poll(() => page.getByRole("heading", { name: "Centro de Formação de Oshakati" }).count(), slow).toBe(0);
    expect(await e2e.prisma.project.count({ where: { id: project.id } })).toBe(0);
  });

  it("filters with removable chips and switches between grid and list", async () => {
    // the interface follows the language saved in the profile
    const page = await e2e.newPage({ locale: "en" });
    await e2e.signIn(page, await e2e.users.create({ role: "ADMIN", language: "en" }));
    await page.goto("/app/projects");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), slow).toBe("Regional Project Management");
    await page.getByLabel("Status").selectOption("COMPLETED");
    await expect.poll(() => page.getByTestId("project-card").count()).toBe(1);
    await expect.poll(() => page.getByText("Status: Completed").isVisible()).toBe(true);
    await page.getByRole("button", { name: "List view" }).click();
    await expect.poll(() => page.locator('[data-view="list"]').isVisible()).toBe(true);
    await page.getByRole("button", { name: "Remove filter Status: Completed" }).click();
    await expect.poll(() => page.getByTestId("project-card").count()).toBeGreaterThan(3);
    await page.getByRole("searchbox", { name: "Search projects" }).fill("zzz-nothing");
    await expect.poll(() => page.getByText("No projects found").isVisible()).toBe(true);
    await expectNoA11yViolations(page, { include: "main" });
  });

  it("tells a member the area is restricted", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, await e2e.users.create());
    await page.goto("/app/projects");
    await expect.poll(() => page.getByText("Acesso restrito").isVisible(), slow).toBe(true);
    expect(await page.getByTestId("project-card").count()).toBe(0);
  });
});
