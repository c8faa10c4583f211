import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ClientFormDialog_CreateDocument } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { ClientFormDialog } from "./ClientFormDialog";

const input = {
  name: "Namib Logistics",
  email: "ops@namib.example",
  phone: null,
  country: "NA",
  sector: "TRANSPORT",
  organization: "Namib Pty",
  status: "PROSPECT",
  lastContact: null,
  notes: null,
};

describe("ClientFormDialog", () => {
  it("enforces the required fields, then creates the client", async () => {
    const onSaved = vi.fn();
    const mocks = [
      {
        request: { query: ClientFormDialog_CreateDocument, variables: { input } },
        result: { data: { createClient: { __typename: "Client", id: "Q2xpZW50OjE=" } } },
      },
    ];
    renderWithApp(<ClientFormDialog onClose={() => {}} onSaved={onSaved} />, { mocks: mocks as never });
    fireEvent.click(await screen.findByRole("button", { name: "Criar Cliente" }));
    expect((await screen.findAllByText("Campo obrigatório.")).length).toBe(5);

    fireEvent.change(screen.getByRole("textbox", { name: /^Nome/ }), { target: { value: input.name } });
    fireEvent.change(screen.getByRole("textbox", { name: /Organização/ }), { target: { value: input.organization } });
    fireEvent.change(screen.getByRole("textbox", { name: /E-mail/ }), { target: { value: "ops@namib" } });
    fireEvent.change(screen.getByRole("combobox", { name: /País/ }), { target: { value: "NA" } });
    fireEvent.change(screen.getByRole("combobox", { name: /Setor/ }), { target: { value: "TRANSPORT" } });
    fireEvent.click(screen.getByRole("button", { name: "Criar Cliente" }));
    expect(await screen.findByText("Email inválido")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole("textbox", { name: /E-mail/ }), { target: { value: input.email } });
    fireEvent.click(screen.getByRole("button", { name: "Criar Cliente" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("Q2xpZW50OjE="));
  });
});
