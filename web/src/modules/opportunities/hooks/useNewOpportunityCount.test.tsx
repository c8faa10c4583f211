import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveLink } from "../../../test/createLiveLink";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { ConnectionBadge } from "../../../ui/feedback/ConnectionBadge";
import { useNewOpportunityCount } from "./useNewOpportunityCount";

const insert = (n: number) => ({
  opportunityEvents: { __typename: "OpportunityEvent", op: "INSERT", id: `T3Bw${n}`, opportunity: null },
});

/** The header's badge as the shell composes it. */
function Badge() {
  return <ConnectionBadge newCount={useNewOpportunityCount()} />;
}

describe("useNewOpportunityCount", () => {
  afterEach(() => vi.useRealTimers());

  it("counts new opportunities and clears the counter 5 seconds after the last one", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const live = createLiveLink();
    renderWithApp(<Badge />, { link: live.link, session: fakeSession("member") });
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
