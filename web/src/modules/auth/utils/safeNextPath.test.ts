import { expect, it } from "vitest";
import { safeNextPath } from "./safeNextPath";

it("follows only paths of this site after sign-in", () => {
  expect(safeNextPath("/app/projects?tab=2")).toBe("/app/projects?tab=2");
  expect(safeNextPath(null)).toBe("/app");
  expect(safeNextPath("https://evil.example/")).toBe("/app");
  expect(safeNextPath("//evil.example/")).toBe("/app");
  expect(safeNextPath("/\\evil.example")).toBe("/app");
  expect(safeNextPath("/login?next=/app")).toBe("/app");
});

it("refuses control characters, backslashes and double slashes however they are written", () => {
  const origin = "http://localhost:4000";
  // what URLSearchParams gives for /login?next=/%09/evil.example/ (the review's crash)
  expect(safeNextPath("/\t/evil.example/", "/app", origin)).toBe("/app");
  expect(safeNextPath("/%09/evil.example/", "/app", origin)).toBe("/app");
  expect(safeNextPath("/\n/evil.example", "/app", origin)).toBe("/app");
  expect(safeNextPath("/%0a/evil.example", "/app", origin)).toBe("/app");
  expect(safeNextPath("/%0d%0a/evil.example", "/app", origin)).toBe("/app");
  expect(safeNextPath("/%5Cevil.example", "/app", origin)).toBe("/app");
  expect(safeNextPath("/%2F/evil.example", "/app", origin)).toBe("/app");
  expect(safeNextPath("/app\\..\\evil", "/app", origin)).toBe("/app");
  expect(safeNextPath("/%E0%A4%A", "/app", origin)).toBe("/app"); // malformed escape
  expect(safeNextPath("app/projects", "/app", origin)).toBe("/app");
  expect(safeNextPath("/link-account?token=abc", "/app", origin)).toBe("/link-account?token=abc");
  expect(safeNextPath("/app/team#members", "/app", origin)).toBe("/app/team#members");
});
