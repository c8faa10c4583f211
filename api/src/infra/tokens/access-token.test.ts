import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessTokens } from "./access-token.ts";

// verify() remembers the tokens it accepted (issue 13): what it accepts and refuses must not change.
describe("AccessTokens.verify, remembering accepted tokens", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps accepting a token until its expiry, and refuses it from then on", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z"), toFake: ["Date"] });
    const tokens = new AccessTokens("s".repeat(32), 60);
    const { token } = await tokens.issue({ userId: "u1", role: "USER", sessionId: "s1" });
    expect(await tokens.verify(token)).toEqual({ userId: "u1", role: "USER", sessionId: "s1" });
    vi.setSystemTime(new Date("2026-11-24T12:00:59Z"));
    expect(await tokens.verify(token)).toEqual({ userId: "u1", role: "USER", sessionId: "s1" });
    vi.setSystemTime(new Date("2026-11-24T12:01:00Z"));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses a remembered token with one byte of its signature changed, and one signed with another key", async () => {
    const tokens = new AccessTokens("s".repeat(32), 60);
    const { token } = await tokens.issue({ userId: "u1", role: "ADMIN" });
    expect(await tokens.verify(token)).toMatchObject({ userId: "u1", role: "ADMIN" });
    const sig = token.lastIndexOf(".") + 1;
    const changed = `${token.slice(0, sig)}${token[sig] === "A" ? "B" : "A"}${token.slice(sig + 1)}`;
    expect(await tokens.verify(changed)).toBeNull();
    expect(await new AccessTokens("t".repeat(32), 60).verify(token)).toBeNull();
  });
});
