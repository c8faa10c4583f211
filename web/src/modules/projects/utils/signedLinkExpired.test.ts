import { describe, expect, it } from "vitest";
import { signedLinkExpired } from "./signedLinkExpired";

describe("signedLinkExpired", () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const at = (seconds: number) => `/media/abc?exp=${Math.floor(now / 1000) + seconds}&sig=xyz`;

  it("keeps a link that works for a while longer", () => {
    expect(signedLinkExpired(at(600), now)).toBe(false);
  });

  it("renews a link that has expired or is about to", () => {
    expect(signedLinkExpired(at(-1), now)).toBe(true);
    expect(signedLinkExpired(at(5), now)).toBe(true);
  });

  it("renews a link without an expiry", () => {
    expect(signedLinkExpired("/media/abc", now)).toBe(true);
  });
});
