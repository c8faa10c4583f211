import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { HealthLabel } from "../../../domain/HealthLabel";
import { ProjectSummaryCards } from "./ProjectSummaryCards";

describe("HealthLabel", () => {
  it("names each health in the user's language", async () => {
    renderWithApp(
      <>
        <HealthLabel health="CRITICAL" />
        <HealthLabel health="WARNING" />
        <HealthLabel health="GOOD" />
        <HealthLabel health="NORMAL" />
      </>,
    );
    for (const text of ["Crítico", "Atenção", "Bom", "Normal"]) expect(await screen.findByText(text)).toBeTruthy();
  });

  it("in English too", async () => {
    renderWithApp(<HealthLabel health="WARNING" />, { locale: "en" });
    expect(await screen.findByText("Warning")).toBeTruthy();
  });
});

describe("ProjectSummaryCards", () => {
  it("shows the total budget in thousands of dollars with K and the average progress", async () => {
    renderWithApp(<ProjectSummaryCards summary={{ total: 7, active: 3, completed: 1, planning: 1, totalBudget: "1200000.00", averageProgress: 51.7 }} />);
    expect(await screen.findByText("US$ 1.200K")).toBeTruthy();
    expect(screen.getByText("51,7%")).toBeTruthy();
    expect(screen.getByText("Total de Projetos").parentElement?.textContent).toContain("7");
  });
});
