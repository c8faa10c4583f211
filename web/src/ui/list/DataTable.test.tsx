import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { DataTable } from "./DataTable";

interface Row {
  id: string;
  name: string;
  amount: string;
}

describe("DataTable", () => {
  // On phones the table, its body and its rows are display:block cards; a
  // block-displayed table loses its table semantics in some screen readers
  // (Safari/VoiceOver, Firefox), so each part says its role explicitly.
  it("names the table, row group, row, column header and cell roles explicitly, so stacked rows stay a table for screen readers", () => {
    renderWithApp(
      <DataTable<Row>
        label="Clientes"
        columns={[
          { key: "name", header: "Nome", cell: (r) => r.name },
          { key: "amount", header: "Valor", align: "end", cell: (r) => r.amount },
          { key: "actions", header: "Ações", cell: () => <button type="button">Editar</button> },
        ]}
        rows={[
          { id: "1", name: "Ondjila Trust", amount: "N$ 1.000,00" },
          { id: "2", name: "Kalahari Solar", amount: "R 2.500,00" },
        ]}
        rowKey={(r) => r.id}
        loading={false}
        empty="—"
        selection={{ selected: new Set(), onChange: () => {}, actions: () => null }}
      />,
    );
    const table = document.querySelector("table");
    expect(table?.getAttribute("role")).toBe("table");
    expect(table?.getAttribute("aria-label")).toBe("Clientes");
    for (const group of document.querySelectorAll("thead, tbody")) expect(group.getAttribute("role")).toBe("rowgroup");
    const rows = [...document.querySelectorAll("tr")];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.getAttribute("role")).toBe("row");
    for (const th of document.querySelectorAll("th")) expect(th.getAttribute("role")).toBe("columnheader");
    const cells = document.querySelectorAll("td");
    expect(cells).toHaveLength(8);
    for (const td of cells) expect(td.getAttribute("role")).toBe("cell");
    // the phone's label travels inside each cell, read before its value
    const first = screen.getAllByRole("row")[1];
    expect(within(first).getAllByRole("cell")[2].textContent).toBe("ValorN$ 1.000,00");
  });
});
