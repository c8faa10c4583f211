import { auditServer } from "graphql-http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

// GraphQL over HTTP conformance (graphql-http's own audit) against the real
// server: partners' clients follow the spec, so /graphql must too.
const t = useTestApp();
let url: string;

beforeAll(async () => {
  url = `${(await t.app.start()).replace("localhost", "127.0.0.1")}/graphql`;
});
afterAll(async () => {
  await t.app?.stop();
});

it("passes graphql-http's server audit with no warnings and no errors", async () => {
  const results = await auditServer({ url });
  const failures = results.filter((r) => r.status !== "ok" && r.status !== "notice").map((r) => `${r.status} ${r.id} ${r.name}: ${"reason" in r ? r.reason : ""}`);
  expect(failures).toEqual([]);
  // the audit really ran (it has dozens of checks)
  expect(results.filter((r) => r.status === "ok").length).toBeGreaterThan(20);
});
