import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServiceRequestForm_CreateDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { ServiceRequestForm } from "./ServiceRequestForm";

const input = {
  category: "TRANSPORT",
  serviceType: "flights",
  name: "Ana Silva",
  email: "ana@example.com",
  phone: "+244 923 111 222",
  message: "Dois bilhetes Lubango–Windhoek",
};

function mount(mocks: MockLink.MockedResponse[] = [], onClose = () => {}) {
  return renderWithApp(<ServiceRequestForm service={{ category: "TRANSPORT", serviceType: "flights" }} onClose={onClose} />, {
    session: fakeSession("member"),
    mocks,
  });
}

const dialog = async () => screen.findByRole("dialog", { name: "Solicitar serviço" });

describe("ServiceRequestForm", () => {
  it("shows the chosen service, prefills name and e-mail and keeps Send disabled until every field has text", async () => {
    mount();
    const d = await dialog();
    expect(within(d).getByText("Transporte · Voos")).toBeTruthy();
    await waitFor(() => expect((within(d).getByLabelText(/Nome/) as HTMLInputElement).value).toBe("Ana Silva"));
    expect((within(d).getByLabelText(/Email/) as HTMLInputElement).type).toBe("email");
    const phone = within(d).getByLabelText(/Telefone/) as HTMLInputElement;
    expect(phone.type).toBe("tel");
    expect(phone.placeholder).toBe("+244 / +27 / +264 …");
    expect((within(d).getByLabelText(/Mensagem/) as HTMLTextAreaElement).rows).toBe(4);

    const send = within(d).getByRole("button", { name: "Enviar solicitação" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(phone, { target: { value: "+244 923 111 222" } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(d).getByLabelText(/Mensagem/), { target: { value: "   " } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(d).getByLabelText(/Mensagem/), { target: { value: "Olá" } });
    expect(send.disabled).toBe(false);
  });

  it("explains a malformed e-mail or phone instead of sending", async () => {
    mount();
    const d = await dialog();
    fireEvent.change(within(d).getByLabelText(/Email/), { target: { value: "ana-at-example" } });
    fireEvent.change(within(d).getByLabelText(/Telefone/), { target: { value: "ligue-me" } });
    fireEvent.change(within(d).getByLabelText(/Mensagem/), { target: { value: "Olá" } });
    fireEvent.click(within(d).getByRole("button", { name: "Enviar solicitação" }));
    expect(await within(d).findByText("Email inválido")).toBeTruthy();
    expect(within(d).getByText(/Telefone inválido/)).toBeTruthy();
  });

  it("sends the request, keeps Cancel disabled meanwhile, then closes", async () => {
    let closed = false;
    mount(
      [
        {
          request: { query: ServiceRequestForm_CreateDocument, variables: { input } },
          result: {
            data: {
              createServiceRequest: {
                __typename: "ServiceRequest",
                id: "r1",
                category: "TRANSPORT",
                serviceType: "flights",
                serviceTitle: null,
                message: input.message,
                status: "PENDING",
                createdAt: new Date().toISOString(),
              },
            },
          },
          delay: 50,
        },
      ],
      () => {
        closed = true;
      },
    );
    const d = await dialog();
    fireEvent.change(within(d).getByLabelText(/Telefone/), { target: { value: input.phone } });
    fireEvent.change(within(d).getByLabelText(/Mensagem/), { target: { value: input.message } });
    fireEvent.click(within(d).getByRole("button", { name: "Enviar solicitação" }));
    await waitFor(() => expect((within(d).getByRole("button", { name: "Cancelar" }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(closed).toBe(true));
  });

  it("keeps the API's own rules: a too-short phone is refused before sending", async () => {
    mount();
    const d = await dialog();
    fireEvent.change(within(d).getByLabelText(/Telefone/), { target: { value: "+244 1" } });
    fireEvent.change(within(d).getByLabelText(/Mensagem/), { target: { value: input.message } });
    fireEvent.click(within(d).getByRole("button", { name: "Enviar solicitação" }));
    expect(await within(d).findByText(/Telefone inválido/)).toBeTruthy();
  });

  it("shows the server's per-field reason", async () => {
    mount([
      {
        request: { query: ServiceRequestForm_CreateDocument, variables: { input: { ...input, message: "Olá servidor" } } },
        result: {
          errors: [
            {
              message: "Invalid input",
              extensions: { code: "BAD_USER_INPUT", reason: "VALIDATION_FAILED", issues: [{ field: "input.phone", reason: "INVALID_PHONE" }] },
            } as never,
          ],
        },
      },
    ]);
    const d = await dialog();
    // passes the form's rules; the server still refuses the phone
    fireEvent.change(within(d).getByLabelText(/Telefone/), { target: { value: input.phone } });
    fireEvent.change(within(d).getByLabelText(/Mensagem/), { target: { value: "Olá servidor" } });
    fireEvent.click(within(d).getByRole("button", { name: "Enviar solicitação" }));
    expect(await within(d).findByText(/Telefone inválido/)).toBeTruthy();
  });
});
