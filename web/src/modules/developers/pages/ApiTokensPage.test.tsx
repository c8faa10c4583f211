import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiTokensPage_TokensDocument, CreateApiTokenDialog_CreateDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { ApiTokensPage } from "./ApiTokensPage";

const admin = fakeSession("admin");
const day = 86_400_000;
const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: "ApiToken",
  id,
  name,
  prefix: `pt_${id}`,
  scopes: ["opportunities:read"],
  expiresAt: new Date(Date.now() + 30 * day).toISOString(),
  revokedAt: null,
  lastUsedAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  createdBy: { __typename: "User", id: "a1", fullName: "Admin Ponte" },
  ...extra,
});
const list = (tokens: ReturnType<typeof token>[]) => ({
  request: { query: ApiTokensPage_TokensDocument, variables: { orderBy: null } },
  result: {
    data: {
      apiTokens: {
        __typename: "QueryApiTokensConnection",
        totalCount: tokens.length,
        edges: tokens.map((node) => ({ __typename: "QueryApiTokensConnectionEdge", cursor: node.id, node })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});

describe("ApiTokensPage", () => {
  it("tells a member the page is for administrators", async () => {
    renderWithApp(<ApiTokensPage />, { route: "/app/api-tokens", session: fakeSession("member") });
    expect((await screen.findByRole("alert")).textContent).toBe("Acesso restrito a administradores.");
  });

  it("lists tokens with their status", async () => {
    renderWithApp(<ApiTokensPage />, {
      route: "/app/api-tokens",
      session: admin,
      mocks: [
        list([
          token("1", "Parceiro Ativo"),
          token("2", "Parceiro Expirado", { expiresAt: new Date(Date.now() - day).toISOString() }),
          token("3", "Parceiro Revogado", { revokedAt: new Date().toISOString() }),
        ]),
      ],
    });
    const row = async (name: string) => (await screen.findByText(name)).closest("tr")!;
    expect(within(await row("Parceiro Ativo")).getByText("Ativo")).toBeTruthy();
    expect(within(await row("Parceiro Expirado")).getByText("Expirado")).toBeTruthy();
    const revoked = await row("Parceiro Revogado");
    expect(within(revoked).getByText("Revogado")).toBeTruthy();
    expect(within(revoked).queryByRole("button", { name: /Revogar/ })).toBeNull();
    expect(within(await row("Parceiro Ativo")).getByText("01/11/2026")).toBeTruthy();
  });

  it("shows a new token once, with a warning", async () => {
    const create = {
      request: { query: CreateApiTokenDialog_CreateDocument, variables: { input: { name: "Ministério", expiresInDays: 90, scopes: ["opportunities:read"] } } },
      result: {
        data: { createApiToken: { __typename: "CreatedApiToken", token: "pt_secret_value" } },
      },
    };
    renderWithApp(<ApiTokensPage />, { route: "/app/api-tokens", session: admin, mocks: [list([]), create, list([token("9", "Ministério")])] });
    expect(await screen.findByText("Nenhum token criado")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Novo token" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(dialog.querySelector('[name="name"]')!, { target: { value: "Ministério" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Criar token" }));
    expect((await screen.findByTestId("created-token")).textContent).toBe("pt_secret_value");
    expect(screen.getByText(/não será mostrado novamente/)).toBeTruthy();
    // a first call ready to paste: this site's address and the new token, on one line
    const example = screen.getByTestId("created-token-example").textContent!;
    expect(example).toContain(`${window.location.origin}/graphql`);
    expect(example).toContain('-H "Authorization: Bearer pt_secret_value"');
    expect(example).not.toContain("\n");
    expect(screen.getByRole("button", { name: "Copiar comando" })).toBeTruthy();
  });

  it("links to the developers' guide", async () => {
    renderWithApp(<ApiTokensPage />, { route: "/app/api-tokens", session: admin, mocks: [list([])] });
    expect((await screen.findByRole("link", { name: "Guia da API para desenvolvedores" })).getAttribute("href")).toBe("/developers");
  });
});
