import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuditLogFilters_FacetsDocument, AuditLogScreen_EntriesDocument, AuditLogScreen_ExportDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { formatDateTime } from "../../../ui/format/formatDateTime";
import { AuditLogPage } from "./AuditLogPage";

vi.mock("../../../ui/files/downloadText", () => ({ downloadText: vi.fn() }));
const { downloadText } = await import("../../../ui/files/downloadText");

const admin = fakeSession("admin");
const NO_FILTER = { text: null, actorId: null, action: null, entity: null, from: null, to: null };
const ana = { __typename: "User", id: "VXNlcjox", fullName: "Ana Auditora", email: "ana@ponte.example" };

const entry = (id: string, action: string, extra: Record<string, unknown> = {}) => ({
  __typename: "AuditLogEntry",
  id,
  action,
  entity: "Client",
  entityId: "0b5d7c1e-1111-4222-8333-444455556666",
  entityNodeId: "Q2xpZW50OjE=",
  data: { name: "Cooperativa do Cuando" },
  createdAt: "2026-11-20T14:05:00.000Z",
  actor: ana,
  ...extra,
});
const entries = (filter: Record<string, unknown>, nodes: ReturnType<typeof entry>[]) => ({
  request: { query: AuditLogScreen_EntriesDocument, variables: { filter: { ...NO_FILTER, ...filter }, orderBy: null, first: 20 } },
  result: {
    data: {
      auditLog: {
        __typename: "QueryAuditLogConnection",
        totalCount: nodes.length,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: "QueryAuditLogConnectionEdge", cursor: node.id, node })),
      },
    },
  },
});
const facets = {
  request: { query: AuditLogFilters_FacetsDocument },
  result: { data: { auditLogFacets: { __typename: "AuditLogFacets", actions: ["client.create", "client.delete"], entities: ["Client"], actors: [ana] } } },
};
const created = entry("1", "client.create");
const deleted = entry("2", "client.delete", { actor: null, entityNodeId: null, data: null });
const unknown = entry("3", "robot.dance", { entity: "Robot", entityNodeId: null });

describe("AuditLogPage", () => {
  it("tells a member the page is for administrators, and asks the server nothing", async () => {
    renderWithApp(<AuditLogPage />, { route: "/app/audit", session: fakeSession("member") });
    expect((await screen.findByRole("alert")).textContent).toContain("Acesso restrito");
    expect(screen.queryByRole("heading", { name: "Registro de auditoria" })).toBeNull();
  });

  it("shows who did what, to which record and when, in words", async () => {
    renderWithApp(<AuditLogPage />, { route: "/app/audit", session: admin, mocks: [facets, entries({}, [created, deleted, unknown])] });
    expect(await screen.findByRole("heading", { level: 1, name: "Registro de auditoria" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Registro de auditoria" });
    const row = async (text: string) => (await within(table).findByText(text)).closest("tr")!;

    const create = await row("Cliente cadastrado");
    expect(within(create).getByText("Ana Auditora")).toBeTruthy();
    expect(within(create).getByText("ana@ponte.example")).toBeTruthy();
    expect(within(create).getByText(formatDateTime("2026-11-20T14:05:00.000Z", "pt"))).toBeTruthy();
    expect(
      within(create)
        .getByRole("link", { name: /Abrir Cliente/ })
        .getAttribute("href"),
    ).toBe("/app/clients?client=Q2xpZW50OjE%3D");
    expect(within(create).getByText("name: Cooperativa do Cuando")).toBeTruthy();

    // no actor (the server, or a deleted account), and no screen to link to: the id stays
    const deletion = await row("Cliente excluído");
    expect(within(deletion).getByText("Sistema ou conta excluída")).toBeTruthy();
    expect(within(deletion).queryByRole("link")).toBeNull();
    expect(within(deletion).getByText("0b5d7c1e")).toBeTruthy();

    // a code without words of its own shows as it is
    expect(within(await row("robot.dance")).getByText("Robot")).toBeTruthy();
    expect(screen.getByText("3 registros")).toBeTruthy();
  });

  it("filters by action through the URL and exports what the filters select", async () => {
    const exported = {
      request: { query: AuditLogScreen_ExportDocument, variables: { filter: { ...NO_FILTER, action: "client.delete" }, language: "pt" } },
      result: { data: { auditLogCsv: "Data e hora (UTC),Autor\r\n" } },
    };
    const { router } = renderWithApp(<AuditLogPage />, {
      route: "/app/audit",
      session: admin,
      mocks: [facets, entries({}, [created, deleted]), entries({ action: "client.delete" }, [deleted]), exported],
    });
    const table = await screen.findByRole("table", { name: "Registro de auditoria" });
    expect(await within(table).findByText("Cliente cadastrado")).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Ação" });
    await within(select).findByRole("option", { name: "Cliente excluído" });
    fireEvent.change(select, { target: { value: "client.delete" } });
    expect(router.state.location.search).toBe("?action=client.delete");
    expect(await screen.findByText("1 registro")).toBeTruthy();
    const filtered = screen.getByRole("table", { name: "Registro de auditoria" });
    expect(within(filtered).getByText("Cliente excluído")).toBeTruthy();
    expect(within(filtered).queryByText("Cliente cadastrado")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Exportar CSV" }));
    await vi.waitFor(() =>
      expect(downloadText).toHaveBeenCalledWith("Data e hora (UTC),Autor\r\n", expect.stringMatching(/^registro-de-auditoria-\d{4}-\d{2}-\d{2}\.csv$/)),
    );
  });

  it("speaks English", async () => {
    renderWithApp(<AuditLogPage />, { route: "/app/audit", locale: "en", session: admin, mocks: [facets, entries({}, [created])] });
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(await within(await screen.findByRole("table", { name: "Audit log" })).findByText("Client created")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    expect(screen.getAllByText("Date and time").length).toBeGreaterThan(0);
  });
});
