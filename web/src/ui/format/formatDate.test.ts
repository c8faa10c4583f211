import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate";
import { formatDateTime } from "./formatDateTime";

describe("formatDate / formatDateTime", () => {
  it("writes a calendar date as day/month/year in both languages, whatever the time zone", () => {
    expect(formatDate("2026-01-05", "pt")).toBe("05/01/2026");
    expect(formatDate("2026-01-05", "en")).toBe("05/01/2026");
    expect(formatDate("2026-11-21T00:00:00.000Z", "pt-BR")).toBe("21/11/2026");
  });

  it("writes an instant as day/month/year hour:minute with no comma and a 24-hour clock", () => {
    const local = new Date(2026, 10, 21, 15, 4);
    expect(formatDateTime(local, "pt")).toBe("21/11/2026 15:04");
    expect(formatDateTime(local.toISOString(), "en-GB")).toBe("21/11/2026 15:04");
  });
});
