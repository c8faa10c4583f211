import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProjectFormDialog_ClientsDocument } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { ProjectFormDialog } from "./ProjectFormDialog";

describe("ProjectFormDialog", () => {
  it("keeps 'Criar Projeto' disabled until name, client, country and sector are filled; priority starts at medium", async () => {
    const mocks = [
      {
        request: { query: ProjectFormDialog_ClientsDocument, variables: { first: 100 } },
        result: {
          data: {
            clients: {
              __typename: "QueryClientsConnection",
              edges: [
                { __typename: "QueryClientsConnectionEdge", node: { __typename: "Client", id: "Q2xpZW50OjE=", name: "Hospital do Cunene", organization: "MINSA" } },
              ],
            },
          },
        },
      },
    ];
    renderWithApp(<ProjectFormDialog onClose={() => {}} onSaved={() => {}} />, { mocks: mocks as never });
    const create = await screen.findByRole("button", { name: "Criar Projeto" });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("combobox", { name: /Prioridade/ }) as HTMLSelectElement).value).toBe("MEDIUM");

    fireEvent.change(screen.getByRole("textbox", { name: /Nome do projeto/ }), { target: { value: "Rede de Telemedicina" } });
    await screen.findByRole("option", { name: "Hospital do Cunene — MINSA" });
    fireEvent.change(screen.getByRole("combobox", { name: /Cliente/ }), { target: { value: "Q2xpZW50OjE=" } });
    fireEvent.change(screen.getByRole("combobox", { name: /País/ }), { target: { value: "AO" } });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole("combobox", { name: /Setor/ }), { target: { value: "HEALTH" } });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));

    // an end before the start disables it again, with the reason beside the field
    fireEvent.change(screen.getByLabelText(/Data de início/), { target: { value: "2026-05-02" } });
    fireEvent.change(screen.getByLabelText(/Data de fim/), { target: { value: "2026-05-01" } });
    expect(await screen.findByText("A data de fim não pode ser anterior à data de início.")).toBeTruthy();
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });
});
