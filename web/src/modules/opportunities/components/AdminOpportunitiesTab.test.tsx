import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminOpportunitiesTab_ListDocument, DeleteOpportunityDialog_DeleteDocument } from "../../../gql/graphql";
import { createLiveLink } from "../../../test/createLiveLink";
import { fakeSession } from "../../../test/fakeSession";
import { opportunityNode } from "../testing/opportunityNode";
import { renderWithApp } from "../../../test/render";
import { AdminOpportunitiesTab } from "./AdminOpportunitiesTab";

const EVENTS = "UseOpportunityEvents_Events";
// the admin list selects the shared fields only
const adminNode = (n: number, patch: Record<string, unknown> = {}) => {
  const { myApplication: _a, savedByMe: _s, ...node } = opportunityNode(n, patch);
  return node;
};
const listMock = (nodes: ReturnType<typeof adminNode>[]) => ({
  request: { query: AdminOpportunitiesTab_ListDocument, variables: { filter: { status: null, search: null }, orderBy: null } },
  result: {
    data: {
      adminOpportunities: {
        __typename: "QueryAdminOpportunitiesConnection",
        totalCount: nodes.length,
        edges: nodes.map((node) => ({ __typename: "QueryAdminOpportunitiesConnectionEdge", cursor: node.id, node })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});
const event = (op: string, n: number, patch: Record<string, unknown> = {}) => ({
  opportunityEvents: {
    __typename: "OpportunityEvent",
    op,
    id: opportunityNode(n).id,
    entered: op === "INSERT",
    opportunity: op === "DELETE" ? null : opportunityNode(n, patch),
  },
});
const titles = () => screen.getAllByTestId("admin-opportunity").map((row) => within(row).getByTestId("admin-opportunity-title").textContent);

describe("AdminOpportunitiesTab", () => {
  it("shows each opportunity's status, featured mark, place, deadline and application count", async () => {
    const live = createLiveLink([listMock([adminNode(1, { status: "INACTIVE", featured: true, applicationCount: 3, country: "NA", sector: "TOURISM" })])]);
    renderWithApp(<AdminOpportunitiesTab />, { link: live.link, session: fakeSession("admin") });
    const row = await screen.findByTestId("admin-opportunity");
    const r = within(row);
    expect(r.getByText("Inativa")).toBeTruthy();
    expect(r.getByText("Destaque")).toBeTruthy();
    expect(r.getByText("Namíbia")).toBeTruthy();
    expect(r.getByText("Turismo")).toBeTruthy();
    expect(r.getByText("Prazo: 31/12/2030")).toBeTruthy();
    expect(r.getByText("3 candidaturas")).toBeTruthy();
    expect(r.getByRole("button", { name: /Ativar/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Nova Oportunidade/ }).getAttribute("href")).toBe("/create-project");
  });

  it("follows live events: inserts on top without duplicates, merges updates, drops deletions", async () => {
    const live = createLiveLink([listMock([adminNode(1)])]);
    renderWithApp(<AdminOpportunitiesTab />, { link: live.link, session: fakeSession("admin") });
    await screen.findByText("Oportunidade 1");
    await vi.waitFor(() => expect(live.listeners(EVENTS)).toBe(1));
    act(() => live.emit(EVENTS, event("INSERT", 2)));
    await waitFor(() => expect(titles()).toEqual(["Oportunidade 2", "Oportunidade 1"]));
    act(() => live.emit(EVENTS, event("INSERT", 2)));
    expect(titles()).toEqual(["Oportunidade 2", "Oportunidade 1"]);
    act(() => live.emit(EVENTS, event("UPDATE", 1, { title: "Oportunidade 1 (revista)", status: "INACTIVE" })));
    await waitFor(() => expect(titles()).toEqual(["Oportunidade 2", "Oportunidade 1 (revista)"]));
    expect(within(screen.getAllByTestId("admin-opportunity")[1]).getByText("Inativa")).toBeTruthy();
    act(() => live.emit(EVENTS, event("DELETE", 2)));
    await waitFor(() => expect(titles()).toEqual(["Oportunidade 1 (revista)"]));
    expect(screen.getByText("1 oportunidade")).toBeTruthy();
  });

  it("will not save an edit with a blank title and says why", async () => {
    const live = createLiveLink([listMock([adminNode(1)])]);
    renderWithApp(<AdminOpportunitiesTab />, { link: live.link, session: fakeSession("admin") });
    fireEvent.click(await screen.findByRole("button", { name: /Editar/ }));
    const dialog = await screen.findByRole("dialog");
    const title = within(dialog).getByLabelText(/Título da oportunidade/) as HTMLInputElement;
    expect(title.value).toBe("Oportunidade 1");
    const save = within(dialog).getByRole("button", { name: "Salvar alterações" }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.change(title, { target: { value: "  " } });
    expect(within(dialog).getByText("Preencha todos os campos obrigatórios")).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(title, { target: { value: "Novo título" } });
    const deadline = within(dialog).getByLabelText(/Prazo de candidatura/);
    fireEvent.change(deadline, { target: { value: "2020-01-01" } });
    fireEvent.blur(deadline);
    expect(await within(dialog).findByText("O prazo não pode ser anterior a hoje.")).toBeTruthy();
    expect(save.disabled).toBe(true);
  });

  it("deletes only after confirmation, then removes the row", async () => {
    const live = createLiveLink([
      listMock([adminNode(1)]),
      { request: { query: DeleteOpportunityDialog_DeleteDocument, variables: { id: adminNode(1).id } }, result: { data: { deleteOpportunity: adminNode(1).id } } },
    ]);
    renderWithApp(<AdminOpportunitiesTab />, { link: live.link, session: fakeSession("admin") });
    fireEvent.click(await screen.findByRole("button", { name: /Excluir/ }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Tem certeza que deseja excluir “Oportunidade 1”/)).toBeTruthy();
    expect(screen.getByTestId("admin-opportunity")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: /Excluir definitivamente/ }));
    expect(await screen.findByText("Oportunidade excluída com sucesso")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("admin-opportunity")).toBeNull());
  });
});
