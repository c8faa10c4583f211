import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactInboxScreen_MarkDocument, ContactInboxScreen_MessagesDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { ContactInboxPage } from "./ContactInboxPage";

const message = (id: string, subject: string, handledAt: string | null = null) => ({
  __typename: "ContactMessage",
  id,
  name: "Maria Nangolo",
  email: "maria@example.test",
  phone: "+264 81 234 5678",
  country: "NA",
  sector: "NGO",
  organization: "Ondjila Trust",
  subject,
  message: "Gostaríamos de saber mais.",
  preferredContact: "WHATSAPP",
  handledAt,
  createdAt: "2026-11-20T14:05:00.000Z",
});
type Node = ReturnType<typeof message>;
const list = (handled: boolean | null, nodes: Node[], waiting: number) => ({
  request: { query: ContactInboxScreen_MessagesDocument, variables: { handled, search: null, first: 20 } },
  result: {
    data: {
      unhandledContactMessageCount: waiting,
      contactMessages: {
        __typename: "QueryContactMessagesConnection",
        totalCount: nodes.length,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: "QueryContactMessagesConnectionEdge", cursor: node.id, node })),
      },
    },
  },
});
const mark = (node: Node, handled: boolean) => ({
  request: { query: ContactInboxScreen_MarkDocument, variables: { id: node.id, handled } },
  result: { data: { markContactMessageHandled: { ...node, handledAt: handled ? "2026-11-21T09:00:00.000Z" : null } } },
});

const waiting = message("1", "Parceria em Oshakati");
const answered = message("2", "Visita técnica", "2026-11-19T10:00:00.000Z");

describe("ContactInboxPage", () => {
  it("tells a member the page is for administrators", async () => {
    renderWithApp(<ContactInboxPage />, { route: "/app/contact/messages", session: fakeSession("member") });
    expect((await screen.findByRole("alert")).textContent).toContain("Acesso restrito");
    expect(screen.queryByRole("heading", { name: "Mensagens de contato" })).toBeNull();
  });

  it("shows each message with its sender and status, and marks one handled with an undo", async () => {
    renderWithApp(<ContactInboxPage />, {
      route: "/app/contact/messages",
      session: fakeSession("admin"),
      mocks: [list(null, [waiting, answered], 1), mark(waiting, true), list(null, [{ ...waiting, handledAt: "2026-11-21T09:00:00.000Z" }, answered], 0)],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Mensagens de contato" })).toBeTruthy();
    expect((await screen.findByTestId("contact-inbox-waiting")).textContent).toBe("1 mensagem a responder");
    const table = await screen.findByRole("table", { name: "Mensagens de contato" });
    const row = (await within(table).findByText("Parceria em Oshakati")).closest("tr")!;
    expect(within(row).getByText("Maria Nangolo")).toBeTruthy();
    expect(within(row).getByText("Prefere resposta por WhatsApp")).toBeTruthy();
    expect(within(row).getByText("A responder")).toBeTruthy();
    expect(
      within(row)
        .getByRole("link", { name: /Responder por e-mail/ })
        .getAttribute("href"),
    ).toBe("mailto:maria@example.test?subject=Re%3A%20Parceria%20em%20Oshakati");
    const done = within(table).getByText("Visita técnica").closest("tr")!;
    expect(within(done).getByText("Respondida")).toBeTruthy();
    expect(within(done).getByRole("button", { name: /Voltar para a responder/ })).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: /Marcar como respondida/ }));
    expect(await screen.findByText("“Parceria em Oshakati” marcada como respondida.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Desfazer" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("contact-inbox-waiting").textContent).toBe("Nenhuma mensagem a responder"));
  });
});
