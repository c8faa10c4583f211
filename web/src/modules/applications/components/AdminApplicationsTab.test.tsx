import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminApplicationsTab_ListDocument, AdminApplicationsTab_StatsDocument, UseDecideApplication_DecideDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { AdminApplicationsTab } from "./AdminApplicationsTab";

const application = (n: number, status: string) => ({
  __typename: "Application",
  id: `QXBwOj${n}`,
  status,
  message: `Mensagem ${n}`,
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  applicant: { __typename: "User", id: `VXNlcj${n}`, fullName: `Candidato ${n}`, email: `c${n}@example.test` },
  opportunity: {
    __typename: "Opportunity",
    id: `T3Bw${n}`,
    title: `Oportunidade ${n}`,
    country: "ZA",
    sector: "EDUCATION",
    organization: "Universidade Regional",
    location: "Cape Town",
    deadline: "2026-12-31",
  },
});

const list = (status: string | null, nodes: ReturnType<typeof application>[]) => ({
  request: { query: AdminApplicationsTab_ListDocument, variables: { filter: { status, search: null }, orderBy: null } },
  result: {
    data: {
      applications: {
        __typename: "QueryApplicationsConnection",
        totalCount: nodes.length,
        edges: nodes.map((node) => ({ __typename: "QueryApplicationsConnectionEdge", cursor: node.id, node })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});

const stats = (pending: number, approved: number) => ({
  request: { query: AdminApplicationsTab_StatsDocument },
  result: {
    data: { applicationStats: { __typename: "ApplicationStats", total: pending + approved + 1, pending, approved, rejected: 1 } },
  },
});

const decide = {
  request: { query: UseDecideApplication_DecideDocument, variables: { id: "QXBwOj1", decision: "APPROVED" } },
  result: {
    data: {
      decideApplication: {
        __typename: "Application",
        id: "QXBwOj1",
        status: "APPROVED",
        updatedAt: "2026-11-21T10:00:00.000Z",
        decidedAt: "2026-11-21T10:00:00.000Z",
        decidedBy: { __typename: "User", id: "VXNlcjox", fullName: "Ana Administradora" },
        history: [],
      },
    },
  },
};

describe("AdminApplicationsTab", () => {
  it("lists applications, filters by status on the server, and approves a pending one", async () => {
    const all = [application(1, "PENDING"), application(2, "APPROVED"), application(3, "REJECTED")];
    renderWithApp(<AdminApplicationsTab />, {
      session: fakeSession("admin"),
      mocks: [stats(1, 1), list(null, all), list("PENDING", [all[0]]), decide, stats(0, 2)],
    });
    expect(await screen.findByText("1 candidatura pendente")).toBeTruthy();
    const cards = await screen.findAllByTestId("admin-application");
    expect(cards).toHaveLength(3);
    const first = within(cards[0]);
    expect(first.getByText("Oportunidade 1")).toBeTruthy();
    expect(first.getByText("Candidato 1")).toBeTruthy();
    expect(first.getByText("c1@example.test")).toBeTruthy();
    expect(first.getByText("África do Sul")).toBeTruthy();
    expect(first.getByText("Educação")).toBeTruthy();
    expect(first.getByText("Universidade Regional")).toBeTruthy();
    expect(first.getByText("Cape Town")).toBeTruthy();
    expect(first.getByText("31/12/2026")).toBeTruthy();
    expect(first.getByText("Mensagem 1")).toBeTruthy();
    expect(first.getByText(/^Enviada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    // Approve and Reject only on the pending one
    expect(screen.getAllByRole("button", { name: /Aprovar/ })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /Rejeitar/ })).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Filtrar por estado"), { target: { value: "PENDING" } });
    await waitFor(() => expect(screen.getAllByTestId("admin-application")).toHaveLength(1));

    fireEvent.click(screen.getByRole("button", { name: /Aprovar/ }));
    expect(await screen.findByText("Candidatura aprovada com sucesso!")).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId("admin-application")).toHaveLength(0));
    expect(await screen.findByText("Nenhuma candidatura pendente")).toBeTruthy();
  });
});
