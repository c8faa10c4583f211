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
