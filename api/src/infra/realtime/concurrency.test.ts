import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "./concurrency.ts";

const tick = () => new Promise((r) => setImmediate(r));

describe("ConcurrencyLimit", () => {
  it("never runs more than max tasks at once, and runs them all in order of arrival", async () => {
    const limit = new ConcurrencyLimit(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const results = Array.from({ length: 10 }, (_, i) =>
      limit.run(async () => {
        started.push(i);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => releases.push(r));
        running--;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2]);
    while (releases.length) {
      releases.shift()!();
      await tick();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(limit.running).toBe(0);
    expect(limit.queuedTotal).toBe(7);
  });

  it("frees the slot of a task that failed", async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => "next")).toBe("next");
    expect(limit.running).toBe(0);
  });
});
