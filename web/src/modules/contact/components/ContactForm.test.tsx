import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContactForm_SubmitContactMessageDocument } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { ContactForm } from "./ContactForm";

const input = {
  name: "Maria Nangolo",
  email: "maria@example.test",
  phone: null,
  country: "NA",
  sector: "NGO",
  organization: null,
  subject: "Parceria",
  message: "Olá, equipe",
  preferredContact: "EMAIL",
};
const ok: MockLink.MockedResponse = {
  request: { query: ContactForm_SubmitContactMessageDocument, variables: { input } },
  result: { data: { submitContactMessage: { __typename: "ContactMessage", id: "Q29udGFjdE1lc3NhZ2U6MQ==", emailedAt: new Date().toISOString() } } },
};

function mount(mocks: MockLink.MockedResponse[], locale: "pt" | "en" = "pt") {
  return renderWithApp(<ContactForm />, { mocks, locale });
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole("textbox", { name: label }), { target: { value } });

function fillValid() {
  type(/^Nome completo/, input.name);
  type(/^E-mail/, input.email);
  fireEvent.change(screen.getByLabelText(/^País/), { target: { value: "NA" } });
  fireEvent.change(screen.getByLabelText(/^Setor/), { target: { value: "NGO" } });
  type(/^Assunto/, input.subject);
  type(/^Mensagem/, input.message);
}

afterEach(() => {
  localStorage.clear();
});

describe("ContactForm", () => {
  it("names the missing required fields and sends nothing", async () => {
    mount([]);
    fireEvent.click(await screen.findByRole("button", { name: /Enviar mensagem/ }));
    expect(await screen.findByText("Preencha todos os campos obrigatórios")).toBeTruthy();
    expect(screen.getAllByText("Campo obrigatório.")).toHaveLength(5);
    expect(document.activeElement?.getAttribute("name")).toBe("name");
  });

  it("rejects an invalid e-mail and phone number", async () => {
    mount([]);
    await screen.findByRole("button", { name: /Enviar mensagem/ });
    fillValid();
    type(/^E-mail/, "maria-at-example");
    type(/^Telefone/, "call me");
    fireEvent.click(screen.getByRole("button", { name: /Enviar mensagem/ }));
    expect(await screen.findByText("Email inválido")).toBeTruthy();
    expect(screen.getByText(/^Telefone inválido/)).toBeTruthy();
    expect(screen.getByText("Corrija os campos assinalados")).toBeTruthy();
  });

  it("shows its messages in English", async () => {
    mount([], "en");
    fireEvent.click(await screen.findByRole("button", { name: /Send message/ }));
    expect(await screen.findByText("Please fill in all required fields")).toBeTruthy();
    expect(screen.getAllByText("This field is required.").length).toBe(5);
  });

  it("sends, shows the success banner for 5 seconds, then resets the form", async () => {
    mount([ok]);
    await screen.findByRole("button", { name: /Enviar mensagem/ });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: /Enviar mensagem/ }));
    expect(await screen.findByText("Mensagem enviada com sucesso!")).toBeTruthy();
    const shownAt = Date.now();
    expect((screen.getByRole("textbox", { name: /^Assunto/ }) as HTMLInputElement).value).toBe("Parceria");
    await act(() => new Promise((r) => setTimeout(r, 4500)));
    expect(screen.getByText("Mensagem enviada com sucesso!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Mensagem enviada com sucesso!")).toBeNull(), { timeout: 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
    expect((screen.getByRole("textbox", { name: /^Assunto/ }) as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("textbox", { name: /^Nome completo/ }) as HTMLInputElement).value).toBe("");
  }, 10000);

  it("explains the limit when the server answers RATE_LIMITED", async () => {
    mount([
      {
        request: ok.request,
        result: { errors: [{ message: "Too many", extensions: { code: "RATE_LIMITED", reason: "CONTACT_RATE_LIMITED", retryAfterSeconds: 300 } }] },
      },
    ]);
    await screen.findByRole("button", { name: /Enviar mensagem/ });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: /Enviar mensagem/ }));
    expect(await screen.findByText(/Tente novamente dentro de 5 minutos/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /^Assunto/ }) as HTMLInputElement).value).toBe("Parceria");
  });
});
