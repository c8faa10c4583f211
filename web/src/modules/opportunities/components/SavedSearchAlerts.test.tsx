import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  MemberOpportunitiesTab_ListDocument,
  MemberOpportunitiesTab_SavedDocument,
  SavedSearchAlerts_DeleteDocument,
  SavedSearchAlerts_ListDocument,
  SavedSearchAlerts_SaveDocument,
} from "../../../gql/graphql";
import { createLiveLink } from "../../../test/createLiveLink";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { MemberOpportunitiesTab } from "./MemberOpportunitiesTab";

const ROUTE = "/app?tab=opportunities&country=AO&sector=AGRICULTURE&q=caf%C3%A9";
const ALERT = { __typename: "SavedSearch", id: "U2F2ZWRTZWFyY2g6MQ==", country: "AO", sector: "AGRICULTURE", type: null, search: "café" };

const background = [
  {
    request: { query: MemberOpportunitiesTab_ListDocument, variables: () => true },
    maxUsageCount: 10,
    result: {
      data: {
        opportunities: {
          __typename: "QueryOpportunitiesConnection",
          totalCount: 0,
          edges: [],
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      },
    },
  },
  {
    request: { query: MemberOpportunitiesTab_SavedDocument, variables: { first: 100 } },
    maxUsageCount: 10,
    result: { data: { mySavedOpportunities: { __typename: "QueryMySavedOpportunitiesConnection", totalCount: 0, edges: [] } } },
  },
];
const alertsMock = (alerts: (typeof ALERT)[]) => ({ request: { query: SavedSearchAlerts_ListDocument }, result: { data: { savedSearches: alerts } } });
const saveRequest = { query: SavedSearchAlerts_SaveDocument, variables: { filter: { country: "AO", sector: "AGRICULTURE", type: null, search: "café" } } };

describe("SavedSearchAlerts in the member's opportunity list", () => {
  it("saves the current filters (from the URL) as an alert, lists it and deletes it after confirming", async () => {
    const live = createLiveLink([
      ...background,
      alertsMock([]),
      { request: saveRequest, result: { data: { saveSearch: ALERT } } },
      alertsMock([ALERT]),
      { request: { query: SavedSearchAlerts_DeleteDocument, variables: { id: ALERT.id } }, result: { data: { deleteSavedSearch: ALERT.id } } },
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, route: ROUTE, session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: "Salvar alerta" }));
    expect(await screen.findByText(/Alerta salvo/)).toBeTruthy();
    const alert = await screen.findByTestId("saved-search-alert");
    expect(alert.textContent).toContain("Angola · Agricultura · “café”");

    fireEvent.click(within(alert).getByRole("button", { name: /Excluir o alerta/ }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("deixará de receber");
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Alerta excluído")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("saved-search-alert")).toBeNull());
  });

  it("says in the member's language when the cap is reached", async () => {
    const live = createLiveLink([
      ...background,
      alertsMock([]),
      {
        request: saveRequest,
        error: new CombinedGraphQLErrors({ errors: [{ message: "At most 10", extensions: { code: "CONFLICT", reason: "SAVED_SEARCH_LIMIT" } }] }),
      },
    ]);
    renderWithApp(<MemberOpportunitiesTab />, { link: live.link, route: ROUTE, session: fakeSession("member") });
    fireEvent.click(await screen.findByRole("button", { name: "Salvar alerta" }));
    expect(await screen.findByText("Você já tem 10 alertas. Exclua um para salvar outro")).toBeTruthy();
  });
});
