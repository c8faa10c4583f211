import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  ApplyDialog_ApplyDocument,
  ApplyDialog_OpportunityDocument,
  MemberOpportunitiesTab_ListDocument,
  MemberOpportunitiesTab_SavedDocument,
  UseToggleSaved_SaveDocument,
} from "../../../gql/graphql";
import { createLiveLink } from "../../../test/createLiveLink";
import { fakeSession } from "../../../test/fakeSession";
import { opportunityNode } from "../testing/opportunityNode";
import { renderWithApp } from "../../../test/render";
import { MemberOpportunitiesTab } from "./MemberOpportunitiesTab";

type Node = ReturnType<typeof opportunityNode>;
const listMock = (filter: { country: string | null; sector: string | null }, nodes: Node[]) => ({
  request: { query: MemberOpportunitiesTab_ListDocument, variables: { filter } },
  result: {
    data: {
      opportunities: {
        __typename: "QueryOpportunitiesConnection",
        totalCount: nodes.length,
        edges: nodes.map((node) => ({ __typename: "QueryOpportunitiesConnectionEdge", cursor: node.id, node })),
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
      },
    },
  },
});
const savedMock = (nodes: Node[]) => ({
  request: { query: MemberOpportunitiesTab_SavedDocument, variables: { first: 100 } },
  result: {
    data: {
      mySavedOpportunities: {
        __typename: "QueryMySavedOpportunitiesConnection",
        totalCount: nodes.length,
        edges: nodes.map((node) => ({ __typename: "QueryMySavedOpportunitiesConnectionEdge", node })),
      },
    },
  },
});
const applied = (n: number) => ({ __typename: "Application", id: `QXBwOj${n}`, status: "PENDING" });
const cardOf = (title: string) => screen.getByText(title).closest("[data-testid=member-opportunity]") as HTMLElement;
const ALL = { country: null, sector: null };

describe("MemberOpportunitiesTab", () => {
  it("shows cards with the stock image fallback and the applied state", async () => {
    const live = createLiveLink([
      listMock(ALL, [opportunityNode(1, { imageUrl: "/media/abc" }), opportunityNode(2, { myApplication: applied(2), type: "FUNDING" })]),
      savedMock([]),
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    await screen.findByText("Oportunidade 1");
    const images = screen.getAllByTestId("member-opportunity").map((c) => c.querySelector("img")?.getAttribute("src"));
    expect(images).toEqual(["/media/abc", "/images/opportunity-default.svg"]);
    const second = within(cardOf("Oportunidade 2"));
    expect(second.getByText("Pendente")).toBeTruthy();
    expect(second.getByText("Financiamento")).toBeTruthy();
    expect(second.getByRole("button", { name: /Candidatura enviada/ }).getAttribute("aria-disabled")).toBe("true");
    expect(within(cardOf("Oportunidade 1")).getByRole("button", { name: /Candidatar-se/ })).toBeTruthy();
  });

  it("applies, turning the button into the applied state", async () => {
    const live = createLiveLink([
      listMock(ALL, [opportunityNode(1)]),
      savedMock([]),
      {
        request: {
          query: ApplyDialog_ApplyDocument,
          variables: { opportunityId: opportunityNode(1).id, message: "Candidatura enviada através do painel do membro." },
        },
        result: {
          data: {
            applyToOpportunity: {
              __typename: "Application",
              id: "QXBwOjE=",
              status: "PENDING",
              createdAt: "2026-11-21T10:00:00.000Z",
              opportunity: { __typename: "Opportunity", id: opportunityNode(1).id, applicationCount: 1, myApplication: applied(1) },
            },
          },
        },
      },
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: /Candidatar-se/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: /Enviar candidatura/ }));
    expect(await screen.findByText(/Candidatura enviada com sucesso!/)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(cardOf("Oportunidade 1"))
          .getByRole("button", { name: /Candidatura enviada/ })
          .getAttribute("aria-disabled"),
      ).toBe("true"),
    );
    expect(within(cardOf("Oportunidade 1")).getByText("Pendente")).toBeTruthy();
    // focus comes back to the card's button (now "applied"), not to <body>
    await waitFor(() => expect(document.activeElement).toBe(within(cardOf("Oportunidade 1")).getByRole("button", { name: /Candidatura enviada/ })));
  });

  it("says when the member already applied", async () => {
    const live = createLiveLink([
      listMock(ALL, [opportunityNode(1)]),
      savedMock([]),
      {
        request: { query: ApplyDialog_ApplyDocument, variables: () => true },
        error: new CombinedGraphQLErrors({ errors: [{ message: "Already applied", extensions: { code: "CONFLICT", reason: "ALREADY_APPLIED" } }] }),
      },
      {
        request: { query: ApplyDialog_OpportunityDocument, variables: { id: opportunityNode(1).id } },
        result: { data: { opportunity: { __typename: "Opportunity", id: opportunityNode(1).id, myApplication: applied(1) } } },
      },
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: /Candidatar-se/ }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /Enviar candidatura/ }));
    expect(await screen.findByText("Você já se candidatou a esta oportunidade")).toBeTruthy();
    await waitFor(() => expect(within(cardOf("Oportunidade 1")).getByRole("button", { name: /Candidatura enviada/ })).toBeTruthy());
  });

  it("says when applications closed at the deadline (the list had not caught up yet)", async () => {
    const live = createLiveLink([
      listMock(ALL, [opportunityNode(1)]),
      savedMock([]),
      {
        request: { query: ApplyDialog_ApplyDocument, variables: () => true },
        error: new CombinedGraphQLErrors({ errors: [{ message: "Closed", extensions: { code: "CONFLICT", reason: "OPPORTUNITY_CLOSED" } }] }),
      },
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: /Candidatar-se/ }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: /Enviar candidatura/ }));
    expect(await screen.findByText("As candidaturas para esta oportunidade foram encerradas no fim do dia do prazo.")).toBeTruthy();
  });

  it("filters by country, offers to clear the filters when nothing matches, and saves", async () => {
    const live = createLiveLink([
      listMock(ALL, [opportunityNode(1)]),
      savedMock([]),
      listMock({ country: "ZA", sector: null }, []),
      {
        request: { query: UseToggleSaved_SaveDocument, variables: { opportunityId: opportunityNode(1).id } },
        result: { data: { saveOpportunity: { __typename: "Opportunity", id: opportunityNode(1).id, savedByMe: true } } },
      },
      savedMock([opportunityNode(1, { savedByMe: true })]),
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    await screen.findByText("Oportunidade 1");
    fireEvent.change(screen.getByLabelText("País"), { target: { value: "ZA" } });
    expect(await screen.findByText("Nenhuma oportunidade encontrada com os filtros selecionados.")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: /Limpar filtros/ })[0]);
    expect(await screen.findByText("Oportunidade 1")).toBeTruthy();

    const bookmark = screen.getByRole("button", { name: "Salvar oportunidade" });
    expect(bookmark.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(bookmark);
    expect(await screen.findByText("Oportunidade salva!")).toBeTruthy();
    expect((await screen.findByRole("button", { name: "Remover das salvas" })).getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("Salvas (1)")).toBeTruthy();
  });

  it("shows a new opportunity as soon as it is published", async () => {
    const live = createLiveLink([listMock(ALL, [opportunityNode(1)]), savedMock([])]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    await screen.findByText("Oportunidade 1");
    await vi.waitFor(() => expect(live.listeners("UseOpportunityEvents_Events")).toBe(1));
    act(() =>
      live.emit("UseOpportunityEvents_Events", {
        opportunityEvents: { __typename: "OpportunityEvent", op: "INSERT", id: opportunityNode(7).id, entered: true, opportunity: opportunityNode(7) },
      }),
    );
    expect(await screen.findByText("Oportunidade 7")).toBeTruthy();
    expect(screen.getAllByTestId("member-opportunity")).toHaveLength(2);
  });

  it("shows a reactivated opportunity again, and leaves an edited one in place", async () => {
    const live = createLiveLink([listMock(ALL, [opportunityNode(1)]), savedMock([])]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, session: fakeSession("member") });
    await screen.findByText("Oportunidade 1");
    await vi.waitFor(() => expect(live.listeners("UseOpportunityEvents_Events")).toBe(1));
    const update = (n: number, entered: boolean) =>
      act(() =>
        live.emit("UseOpportunityEvents_Events", {
          opportunityEvents: { __typename: "OpportunityEvent", op: "UPDATE", id: opportunityNode(n).id, entered, opportunity: opportunityNode(n) },
        }),
      );
    update(8, true);
    expect(await screen.findByText("Oportunidade 8")).toBeTruthy();
    update(9, false);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText("Oportunidade 9")).toBeNull();
    expect(screen.getAllByTestId("member-opportunity")).toHaveLength(2);
  });
});
