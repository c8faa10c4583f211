import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveLink } from "../../opportunities/testing/createLiveLink";
import { fakeSession } from "../../opportunities/testing/fakeSessions";
import { renderWithApp } from "../../opportunities/testing/renderWithApp";
import { setSocketConnected } from "../socketState";
import { ConnectionBadge } from "./ConnectionBadge";

const insert = (n: number) => ({
  opportunityEvents: { __typename: "OpportunityEvent", op: "INSERT", id: `T3Bw${n}`, opportunity: null },
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

describe("ConnectionBadge", () => {
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it("follows both the browser's online/offline events and the live connection", async () => {
    const live = createLiveLink();
    renderWithApp(<ConnectionBadge />, { link: live.link, session: fakeSession("member") });
    act(() => setSocketConnected(true));
    expect(await screen.findByText("Real-Time Ativo")).toBeTruthy();
    act(() => setOnline(false));
    expect(screen.getByText("Desconectado")).toBeTruthy();
    act(() => setOnline(true));
    expect(screen.getByText("Real-Time Ativo")).toBeTruthy();
    act(() => setSocketConnected(false));
    expect(screen.getByText("Desconectado")).toBeTruthy();
    act(() => setSocketConnected(true));
    expect(screen.getByText("Real-Time Ativo")).toBeTruthy();
  });

  it("counts new opportunities and clears the counter 5 seconds after the last one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = createLiveLink();
    renderWithApp(<ConnectionBadge />, { link: live.link, session: fakeSession("member") });
    await screen.findByText(/Real-Time Ativo|Desconectado|Conectando/);
    await vi.waitFor(() => expect(live.listeners("UseOpportunityEvents_Events")).toBe(1));
    act(() => live.emit("UseOpportunityEvents_Events", insert(1)));
    expect(await screen.findByText("+1")).toBeTruthy();
    expect(screen.getByText("1 nova oportunidade")).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    act(() => live.emit("UseOpportunityEvents_Events", insert(2)));
    expect(await screen.findByText("+2")).toBeTruthy();
    // updates and deletions do not count
    act(() => live.emit("UseOpportunityEvents_Events", { opportunityEvents: { ...insert(3).opportunityEvents, op: "UPDATE" } }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText("+2")).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId("new-opportunity-count")).toBeNull();
  });
});
