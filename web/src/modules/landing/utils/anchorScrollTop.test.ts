import { describe, expect, it } from "vitest";
import { anchorScrollTop } from "./anchorScrollTop";

describe("anchorScrollTop", () => {
  it("leaves the header height plus 20 px above the section", () => {
    // Section 1200 px below the top of the viewport, page already scrolled 300 px, header 70 px.
    expect(anchorScrollTop(1200, 300, 70)).toBe(1200 + 300 - 70 - 20);
  });

  it("falls back to an 80 px header when the header cannot be measured", () => {
    expect(anchorScrollTop(500, 0, undefined)).toBe(400);
    expect(anchorScrollTop(500, 0, 0)).toBe(400);
  });

  it("never scrolls above the top of the page", () => {
    expect(anchorScrollTop(40, 0, 70)).toBe(0);
  });

  it("works for sections above the current position", () => {
    expect(anchorScrollTop(-600, 2000, 70)).toBe(1310);
  });
});
