import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CreateWebhookDialog_CreateDocument, WebhooksPage_DeleteDocument, WebhooksPage_EndpointsDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { WebhooksPage } from "./WebhooksPage";

const admin = fakeSession("admin");
const endpoint = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: "WebhookEndpoint",
  id,
  name,
  url: `https://${id}.example.org/hooks`,
  events: ["OPPORTUNITY_PUBLISHED", "OPPORTUNITY_CLOSED"],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...extra,
});
const list = (endpoints: ReturnType<typeof endpoint>[]) => ({
  request: { query: WebhooksPage_EndpointsDocument, variables: {} },
  result: {
    data: {
      webhookEndpoints: {
        __typename: "QueryWebhookEndpointsConnection",
        totalCount: endpoints.length,
        edges: endpoints.map((node) => ({ __typename: "QueryWebhookEndpointsConnectionEdge", cursor: node.id, node })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});

describe("WebhooksPage", () => {
  it("tells a member the page is for administrators", async () => {
    renderWithApp(<WebhooksPage />, { route: "/app/webhooks", session: fakeSession("member") });
    expect((await screen.findByRole("alert")).textContent).toBe("Acesso restrito a administradores.");
  });

  it("lists endpoints with their events and state, including one disabled for failing", async () => {
    renderWithApp(<WebhooksPage />, {
      route: "/app/webhooks",
      session: admin,
      mocks: [list([endpoint("a", "Universidade"), endpoint("b", "Ministério", { enabled: false, disabledReason: "FAILING" })])],
    });
    const row = async (name: string) => (await screen.findByText(name)).closest("tr")!;
    const active = await row("Universidade");
    expect(within(active).getByText("Ativo")).toBeTruthy();
    expect(within(active).getByText("opportunity.published")).toBeTruthy();
    expect(within(active).getByText("opportunity.closed")).toBeTruthy();
    const failing = await row("Ministério");
    expect(within(failing).getByText("Desativado")).toBeTruthy();
    expect(within(failing).getByText("Desativado automaticamente após 72 horas de falhas")).toBeTruthy();
    expect(within(failing).getByRole("button", { name: "Ativar Ministério" })).toBeTruthy();
  });

  it("registers an endpoint for the events left ticked and shows its secret once", async () => {
    const create = {
      request: {
        query: CreateWebhookDialog_CreateDocument,
        variables: {
          input: {
            name: "Parceiro",
            url: "https://parceiro.example.org/hooks",
            events: ["OPPORTUNITY_PUBLISHED", "OPPORTUNITY_UPDATED", "OPPORTUNITY_CLOSED", "OPPORTUNITY_DELETED"],
          },
        },
      },
      result: {
        data: {
          createWebhookEndpoint: {
            __typename: "CreatedWebhookEndpoint",
            secret: "whsec_segredo",
          },
        },
      },
    };
    renderWithApp(<WebhooksPage />, { route: "/app/webhooks", session: admin, mocks: [list([]), create, list([endpoint("n", "Parceiro")])] });
    expect(await screen.findByText("Nenhum endpoint cadastrado")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Novo endpoint" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(dialog.querySelector('[name="name"]')!, { target: { value: "Parceiro" } });
    fireEvent.change(dialog.querySelector('[name="url"]')!, { target: { value: "https://parceiro.example.org/hooks" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /uma oportunidade foi excluída/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cadastrar endpoint" }));
    expect((await screen.findByTestId("created-webhook-secret")).textContent).toBe("whsec_segredo");
    expect(screen.getByText(/não será mostrado novamente/)).toBeTruthy();
  });

  it("asks before deleting, in the app's own dialog", async () => {
    const remove = { request: { query: WebhooksPage_DeleteDocument, variables: { id: "a" } }, result: { data: { deleteWebhookEndpoint: "a" } } };
    renderWithApp(<WebhooksPage />, { route: "/app/webhooks", session: admin, mocks: [list([endpoint("a", "Universidade")]), remove, list([])] });
    fireEvent.click(await screen.findByRole("button", { name: "Excluir Universidade" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Excluir o endpoint Universidade?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir endpoint" }));
    expect(await screen.findByText("Nenhum endpoint cadastrado")).toBeTruthy();
  });
});
