import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveNotificationStore } from "./createLiveNotificationStore";
import { REALTIME_LIMITS } from "../../../ui/feedback/realtimeLimits";

const opp = (n: number) => ({ kind: "opportunity" as const, opportunityId: `o${n}`, title: `Oportunidade ${n}`, country: "AO" });

describe("live notification list (spec §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps at most 5, newest first", () => {
    const store = createLiveNotificationStore(REALTIME_LIMITS.notificationCap);
    for (let i = 1; i <= 7; i++) store.push(opp(i), REALTIME_LIMITS.opportunityNotificationMs);
    expect(store.getSnapshot().map((n) => n.kind === "opportunity" && n.title)).toEqual([
      "Oportunidade 7",
      "Oportunidade 6",
      "Oportunidade 5",
      "Oportunidade 4",
      "Oportunidade 3",
    ]);
  });

  it("removes opportunity items after 8 s and application items after 10 s", () => {
    const store = createLiveNotificationStore(5);
    store.push(opp(1), REALTIME_LIMITS.opportunityNotificationMs);
    store.push({ kind: "application", applicationId: "a1", title: "Bolsa", status: "APPROVED" }, REALTIME_LIMITS.applicationNotificationMs);
    vi.advanceTimersByTime(7999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((n) => n.kind)).toEqual(["application"]);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("tells listeners and lets the user dismiss an item early", () => {
    const store = createLiveNotificationStore(5);
    const listener = vi.fn();
    store.subscribe(listener);
    store.push(opp(1), 8000);
    const [item] = store.getSnapshot();
    store.dismiss(item.id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
