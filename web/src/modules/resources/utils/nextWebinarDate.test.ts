import { describe, expect, it } from "vitest";
import { nextWebinarDate } from "./nextWebinarDate";

describe("nextWebinarDate", () => {
  it("is the first Thursday of the month at 13:00 UTC (14:00 in Angola), like the .ics file", () => {
    expect(nextWebinarDate(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-12-03T13:00:00.000Z");
    expect(nextWebinarDate(new Date("2026-12-01T10:00:00Z")).toISOString()).toBe("2026-12-03T13:00:00.000Z");
  });
  it("still shows a session that is under way, then moves to the next month", () => {
    expect(nextWebinarDate(new Date("2026-12-03T14:00:00Z")).toISOString()).toBe("2026-12-03T13:00:00.000Z");
    expect(nextWebinarDate(new Date("2026-12-03T15:00:00Z")).toISOString()).toBe("2027-01-07T13:00:00.000Z");
  });
});
