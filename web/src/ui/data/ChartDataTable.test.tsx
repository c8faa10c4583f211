import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { ChartDataTable } from "./ChartDataTable";

describe("ChartDataTable", () => {
  it("gives screen readers the chart's figures as a table named by the chart's heading, a row a point", () => {
    renderWithApp(
      <>
        <h2 id="flow">Fluxo de caixa</h2>
        <ChartDataTable
          labelledBy="flow"
          columns={["Mês", "Receitas", "Despesas"]}
          rows={[
            { key: "jan", cells: ["jan.", "US$ 1.200,00", "US$ 300,00"] },
            { key: "fev", cells: ["fev.", "US$ 900,00", "US$ 450,00"] },
          ]}
        />
      </>,
    );
    const table = screen.getByRole("table", { name: "Fluxo de caixa" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Mês", "Receitas", "Despesas"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["jan.", "US$ 1.200,00", "US$ 300,00"],
      ["fev.", "US$ 900,00", "US$ 450,00"],
    ]);
  });
});
