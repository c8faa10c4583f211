import { print, stripIgnoredCharacters } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAccessToken, RefreshMutation, takeRenewedUser } from "./accessToken";
import { REFRESH_QUERY, sessionHint, startEarlyRefresh } from "./earlySession";
import { stubFetchPerTest } from "./stubFetchPerTest";

const answer = (token: string) =>
  new Response(
    JSON.stringify({
      data: { refreshSession: { accessToken: token, accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(), user: { __typename: "User", id: "u1" } } },
    }),
  );

function hint(content: string | null) {
  document.querySelector('meta[name="ponte-session"]')?.remove();
  if (content === null) return;
  const meta = document.createElement("meta");
  meta.name = "ponte-session";
  meta.content = content;
  document.head.append(meta);
}

describe("earlySession", () => {
  const fetchMock = stubFetchPerTest();
  afterEach(() => hint(null));

  it("sends the refresh mutation exactly as accessToken.ts declares it (when the session's fragment changes, REFRESH_QUERY becomes the value this prints)", () => {
    expect(REFRESH_QUERY).toBe(stripIgnoredCharacters(print(RefreshMutation)));
  });

  it("reads the server's hint about the session cookie, and nothing else", () => {
    expect(sessionHint()).toBe("unknown");
    hint("none");
    expect(sessionHint()).toBe("none");
    hint("present");
    expect(sessionHint()).toBe("present");
    hint("yes");
    expect(sessionHint()).toBe("unknown");
  });

  it("the session check sent by the first script is the one the session uses: the cookie is presented once", async () => {
    fetchMock.mockImplementation(async () => answer("early"));
    startEarlyRefresh();
    startEarlyRefresh();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ query: REFRESH_QUERY });
    expect(await Promise.all([getAccessToken(), getAccessToken()])).toEqual(["early", "early"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeRenewedUser()).toEqual({ __typename: "User", id: "u1" });
  });

  it("an early check that met a network failure leaves the session to ask again", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    startEarlyRefresh();
    expect(await getAccessToken()).toBeNull();
    fetchMock.mockResolvedValueOnce(answer("later"));
    expect(await getAccessToken()).toBe("later");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a page that came without the session cookie knows nobody is signed in without asking the server", async () => {
    hint("none");
    vi.resetModules();
    const fresh = await import("./accessToken");
    expect(await fresh.getAccessToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // signing in still works as ever
    fresh.setAccessToken("signed-in", Date.now() + 60_000);
    expect(await fresh.getAccessToken()).toBe("signed-in");
  });

  it("with the cookie (or no hint) the session asks the server as before", async () => {
    hint("present");
    vi.resetModules();
    const fresh = await import("./accessToken");
    fetchMock.mockResolvedValueOnce(answer("t1"));
    expect(await fresh.getAccessToken()).toBe("t1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
