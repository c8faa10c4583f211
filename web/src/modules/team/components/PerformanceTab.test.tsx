import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TeamScreen_PerformanceDocument } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { PerformanceTab } from "./PerformanceTab";

const row = (id: string, name: string, figures: { projects: number; active: number; done: number; total: number; risks: number }) => ({
  __typename: "TeamPerformance",
  staffMember: { __typename: "StaffMember", id, name, role: "Gestora de Projetos", avatarUrl: null },
  projectCount: figures.projects,
  activeProjectCount: figures.active,
  milestonesCompleted: figures.done,
  milestonesTotal: figures.total,
  openRisks: figures.risks,
});
const answer = (rows: ReturnType<typeof row>[]) => ({
  request: { query: TeamScreen_PerformanceDocument, variables: { country: null } },
  result: { data: { teamPerformance: rows } },
});

describe("PerformanceTab", () => {
  it("shows each member's projects, milestones done and open risks", async () => {
    renderWithApp(<PerformanceTab country="" />, {
      mocks: [
        answer([
          row("s1", "Ana Tavares", { projects: 4, active: 3, done: 3, total: 4, risks: 2 }),
          row("s2", "Thabo Mokoena", { projects: 2, active: 2, done: 0, total: 0, risks: 0 }),
        ]),
      ],
    });
    const table = await screen.findByRole("table", { name: "Desempenho" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Membro", "Projetos", "Marcos concluídos", "Riscos abertos"]);
    const ana = within(table).getByText("Ana Tavares").closest("tr") as HTMLElement;
    expect(within(ana).getByText("4 (3 ativos)")).toBeTruthy();
    expect(within(ana).getByText("3 de 4")).toBeTruthy();
    expect(within(ana).getByText("75%")).toBeTruthy();
    const thabo = within(table).getByText("Thabo Mokoena").closest("tr") as HTMLElement;
    expect(within(thabo).getByText("0%")).toBeTruthy();
  });

  it("says so when the team has nobody yet", async () => {
    renderWithApp(<PerformanceTab country="" />, { mocks: [answer([])] });
    expect(await screen.findByText("Nenhum membro na equipe ainda.")).toBeTruthy();
  });
});
