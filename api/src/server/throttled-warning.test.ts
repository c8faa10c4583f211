import { describe, expect, it } from "vitest";
import { throttledWarning } from "./throttled-warning.ts";

describe("throttledWarning", () => {
  it("logs the first failure, then one line per interval with the number suppressed", () => {
    const lines: Array<{ suppressed: number }> = [];
    let clock = 1000;
    const w = throttledWarning({ warn: ((obj: { suppressed: number }) => void lines.push(obj)) as never }, "database unavailable", 5000, () => clock);
    w.warn(new Error("down"));
    for (let i = 0; i < 300; i++) {
      clock += 10;
      w.warn(new Error("down"));
    }
    expect(lines.map((l) => l.suppressed)).toEqual([0]);
    clock += 5000;
    w.warn(new Error("down"));
    expect(lines.map((l) => l.suppressed)).toEqual([0, 300]);
  });
});
