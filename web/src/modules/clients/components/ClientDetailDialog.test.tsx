import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClientDetailDialog_ClientDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { ClientDetailDialog } from "./ClientDetailDialog";

const client = (invoices: Array<{ id: string; number: string; status: string }>) => ({
  __typename: "Client",
  id: "c1",
  name: "Instituto Politécnico de Windhoek",
  email: "contacto@ipw.example",
  phone: null,
  organization: "IPW",
  country: "NA",
  sector: "EDUCATION",
  status: "ACTIVE",
  joinDate: "2026-01-10",
  lastContact: null,
  notes: null,
  projectCount: 0,
  totalValue: "0",
  updatedAt: "2026-11-01T10:00:00.000Z",
  projects: [],
  invoices: invoices.map((i) => ({ __typename: "ClientInvoice", amount: "1200", currency: "USD", issueDate: "2026-10-01", dueDate: "2026-10-31", ...i })),
});
const answer = (invoices: Parameters<typeof client>[0]) => ({
  request: { query: ClientDetailDialog_ClientDocument, variables: { id: "c1" } },
  result: { data: { client: client(invoices) } },
});

describe("ClientDetailDialog", () => {
  it("lists the client's invoices in the kit's table", async () => {
    renderWithApp(<ClientDetailDialog clientId="c1" onClose={() => {}} />, {
      session: fakeSession("admin"),
      mocks: [answer([{ id: "i1", number: "FT-2026-001", status: "PAID" }])],
    });
    const table = await screen.findByRole("table", { name: "Faturas (1)" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Número", "Valor", "Estado", "Vencimento"]);
    const invoice = within(table).getByText("FT-2026-001").closest("tr") as HTMLElement;
    expect(within(invoice).getByText("Paga")).toBeTruthy();
  });

  it("says when there are no invoices", async () => {
    renderWithApp(<ClientDetailDialog clientId="c1" onClose={() => {}} />, { session: fakeSession("admin"), mocks: [answer([])] });
    expect(await screen.findByText("Nenhuma fatura emitida.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
