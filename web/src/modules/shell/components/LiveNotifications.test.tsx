import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveLink } from "../../../test/createLiveLink";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { LiveNotifications } from "./LiveNotifications";

const EVENTS = "UseOpportunityEvents_Events";
const UPDATES = "UseMyApplicationUpdates_Updates";

const published = (n: number) => ({
  opportunityEvents: {
    __typename: "OpportunityEvent",
    op: "INSERT",
    id: `T3Bw${n}`,
    opportunity: null,
  },
});
// the event's opportunity carries every list field; the notification reads the title and country
const withOpportunity = (n: number) => {
  const e = published(n);
  return {
    opportunityEvents: {
      ...e.opportunityEvents,
      opportunity: {
        __typename: "Opportunity",
        id: `T3Bw${n}`,
        title: `Oportunidade ${n}`,
        description: "d",
        country: "NA",
        sector: "HEALTH",
        type: "PROJECT",
        organization: "o",
        location: "Windhoek",
        budget: null,
        currency: "USD",
        deadline: "2026-12-31",
        requirements: ["r"],
        status: "ACTIVE",
        featured: false,
        imageUrl: null,
        applicationCount: 0,
        createdAt: "2026-11-21T10:00:00.000Z",
        updatedAt: "2026-11-21T10:00:00.000Z",
        myApplication: null,
        savedByMe: false,
      },
    },
  };
};
const statusChange = (status: string, previousStatus = "PENDING") => ({
  myApplicationUpdates: {
    __typename: "ApplicationUpdate",
    previousStatus,
    status,
    application: {
      __typename: "Application",
      id: "QXBwOjE=",
      status,
      updatedAt: "2026-11-21T10:00:00.000Z",
      decidedAt: "2026-11-21T10:00:00.000Z",
      opportunity: { __typename: "Opportunity", id: "T3Bw1", title: "Bolsa de estudos" },
    },
  },
});

async function setup(session = fakeSession("member")) {
  const live = createLiveLink();
  renderWithApp(<LiveNotifications />, { link: live.link, session });
  await screen.findByRole("region", { name: "Notificações em tempo real" });
  return live;
}

describe("LiveNotifications", () => {
  afterEach(() => vi.useRealTimers());

  it("pops up new opportunities for 8 s and the member's application changes for 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = await setup();
    await vi.waitFor(() => expect(live.listeners(EVENTS) + live.listeners(UPDATES)).toBe(2));
    act(() => live.emit(EVENTS, withOpportunity(1)));
    expect(await screen.findByText("“Oportunidade 1” foi publicada em Namíbia.")).toBeTruthy();
    act(() => live.emit(UPDATES, statusChange("APPROVED")));
    expect(await screen.findByText("Sua candidatura para “Bolsa de estudos” foi aprovada!")).toBeTruthy();
    // the time is shown as hour:minute
    const card = screen.getByText("Candidatura atualizada").closest("[role=article]") as HTMLElement;
    expect(within(card).getByText(/^\d{2}:\d{2}$/)).toBeTruthy();

    act(() => vi.advanceTimersByTime(8000));
    expect(screen.queryByText(/foi publicada/)).toBeNull();
    expect(screen.getByText(/foi aprovada/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText(/foi aprovada/)).toBeNull();
  });

  it("shows rejected and any other status as 'analisada', and ignores unchanged statuses", async () => {
    const live = await setup();
    await vi.waitFor(() => expect(live.listeners(UPDATES)).toBe(1));
    act(() => live.emit(UPDATES, statusChange("REJECTED")));
    expect(await screen.findByText("Sua candidatura para “Bolsa de estudos” foi rejeitada.")).toBeTruthy();
    act(() => live.emit(UPDATES, statusChange("PENDING", "APPROVED")));
    expect(await screen.findByText("Sua candidatura para “Bolsa de estudos” foi analisada.")).toBeTruthy();
    act(() => live.emit(UPDATES, statusChange("APPROVED", "APPROVED")));
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("keeps at most 5 pop-ups and lets the user close one", async () => {
    const live = await setup();
    await vi.waitFor(() => expect(live.listeners(EVENTS)).toBe(1));
    for (let i = 1; i <= 6; i++) act(() => live.emit(EVENTS, withOpportunity(i)));
    await screen.findByText(/Oportunidade 6/);
    expect(screen.getAllByRole("article")).toHaveLength(5);
    expect(screen.queryByText(/“Oportunidade 1”/)).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Fechar notificação" })[0]);
    expect(screen.getAllByRole("article")).toHaveLength(4);
  });

  it("does not listen for anyone signed out", async () => {
    const live = await setup(fakeSession("anonymous"));
    expect(live.listeners(EVENTS) + live.listeners(UPDATES)).toBe(0);
  });
});
