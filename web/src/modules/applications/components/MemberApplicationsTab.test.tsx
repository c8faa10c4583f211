import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MemberApplicationsTab_ListDocument } from "../../../gql/graphql";
import { createLiveLink } from "../../../test/createLiveLink";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { MemberApplicationsTab } from "./MemberApplicationsTab";

const node = (n: number, status: string, imageUrl: string | null = null) => ({
  __typename: "Application",
  id: `QXBwOj${n}`,
  status,
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  opportunity: { __typename: "Opportunity", id: `T3Bw${n}`, title: `Oportunidade ${n}`, imageUrl, country: "AO", location: "Benguela" },
});
const listMock = (nodes: ReturnType<typeof node>[]) => ({
  request: { query: MemberApplicationsTab_ListDocument, variables: {} },
  result: {
    data: {
      myApplications: {
        __typename: "QueryMyApplicationsConnection",
        totalCount: nodes.length,
        edges: nodes.map((n) => ({ __typename: "QueryMyApplicationsConnectionEdge", cursor: n.id, node: n })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});

describe("MemberApplicationsTab", () => {
  it("offers the opportunities tab when there are no applications", async () => {
    renderWithApp(<MemberApplicationsTab />, { link: createLiveLink([listMock([])]).link, session: fakeSession("member") });
    expect(await screen.findByRole("heading", { name: "Minhas candidaturas (0)" })).toBeTruthy();
    expect(screen.getByText("Você ainda não se candidatou a nenhuma oportunidade.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Explorar oportunidades/ }).getAttribute("href")).toBe("/app?tab=opportunities");
  });

  it("lists the member's applications and follows status changes live", async () => {
    const live = createLiveLink([listMock([node(1, "PENDING"), node(2, "REJECTED", "/media/xyz")])]);
    renderWithApp(<MemberApplicationsTab />, { link: live.link, session: fakeSession("member") });
    expect(await screen.findByRole("heading", { name: "Minhas candidaturas (2)" })).toBeTruthy();
    const [first, second] = screen.getAllByTestId("my-application");
    expect(within(first).getByText("Pendente")).toBeTruthy();
    expect(within(first).getByText("Angola")).toBeTruthy();
    expect(within(first).getByText("Benguela")).toBeTruthy();
    expect(first.querySelector("img")?.getAttribute("src")).toBe("/images/opportunity-default.svg");
    expect(second.querySelector("img")?.getAttribute("src")).toBe("/media/xyz");
    expect(within(second).getByText("Rejeitada")).toBeTruthy();

    await vi.waitFor(() => expect(live.listeners("UseMyApplicationUpdates_Updates")).toBe(1));
    act(() =>
      live.emit("UseMyApplicationUpdates_Updates", {
        myApplicationUpdates: {
          __typename: "ApplicationUpdate",
          previousStatus: "PENDING",
          status: "APPROVED",
          application: {
            __typename: "Application",
            id: "QXBwOj1",
            status: "APPROVED",
            updatedAt: "2026-11-21T10:00:00.000Z",
            decidedAt: "2026-11-21T10:00:00.000Z",
            opportunity: { __typename: "Opportunity", id: "T3Bw1", title: "Oportunidade 1" },
          },
        },
      }),
    );
    await waitFor(() => expect(within(screen.getAllByTestId("my-application")[0]).getByText("Aprovada")).toBeTruthy());
  });
});
