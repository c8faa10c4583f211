import { describe, expect, it } from "vitest";
import { clearAccessToken, getAccessToken, onAccessTokenChange, renewAccessToken, setAccessToken, takeRenewedUser } from "./accessToken";
import { stubFetchPerTest } from "./stubFetchPerTest";

const renewed = (token: string, inMs = 15 * 60_000) =>
  new Response(JSON.stringify({ data: { refreshSession: { accessToken: token, accessTokenExpiresAt: new Date(Date.now() + inMs).toISOString() } } }));
const refused = () =>
  new Response(JSON.stringify({ data: null, errors: [{ message: "no session", extensions: { code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" } }] }));

describe("accessToken", () => {
  const fetchMock = stubFetchPerTest();

  it("renews through the refresh cookie once, however many requests ask at the same time", async () => {
    fetchMock.mockImplementation(async () => renewed("t1"));
    const tokens = await Promise.all([getAccessToken(), getAccessToken(), getAccessToken()]);
    expect(tokens).toEqual(["t1", "t1", "t1"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init?.credentials).toBe("same-origin");
    expect(new Headers(init?.headers).get("x-ponte-csrf")).toBe("1");
    expect(String(init?.body)).toContain("refreshSession");
  });

  it("hands over the person a signing-in refresh carried, once, and not the one of a later renewal", async () => {
    const person = (name: string) => ({ __typename: "User", id: "u1", fullName: name });
    const withUser = (token: string, name: string) =>
      new Response(
        JSON.stringify({ data: { refreshSession: { accessToken: token, accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString(), user: person(name) } } }),
      );
    const seen: (string | undefined)[] = [];
    onAccessTokenChange(() => seen.push(takeRenewedUser()?.fullName));
    fetchMock.mockResolvedValueOnce(withUser("t1", "Ana"));
    expect(await getAccessToken()).toBe("t1");
    expect(seen).toEqual(["Ana"]);
    expect(takeRenewedUser()).toBeNull();
    fetchMock.mockResolvedValueOnce(withUser("t2", "Ana later"));
    expect(await renewAccessToken()).toBe("t2");
    expect(takeRenewedUser()).toBeNull();
  });

  it("keeps using a fresh token and renews one about to expire", async () => {
    setAccessToken("fresh", Date.now() + 10 * 60_000);
    expect(await getAccessToken()).toBe("fresh");
    expect(fetchMock).not.toHaveBeenCalled();
    setAccessToken("old", Date.now() + 5_000);
    fetchMock.mockResolvedValueOnce(renewed("new"));
    expect(await getAccessToken()).toBe("new");
  });

  it("stops asking the server once it said there is no session, until someone signs in", async () => {
    fetchMock.mockResolvedValueOnce(refused());
    expect(await getAccessToken()).toBeNull();
    expect(await getAccessToken()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setAccessToken("after-sign-in", Date.now() + 60 * 60_000);
    expect(await getAccessToken()).toBe("after-sign-in");
  });

  it("reports a session that could not be renewed as lost", async () => {
    const events: string[] = [];
    onAccessTokenChange((e) => events.push(e));
    setAccessToken("old", Date.now() + 1_000);
    fetchMock.mockResolvedValueOnce(refused());
    expect(await getAccessToken()).toBeNull();
    expect(events).toEqual(["signedIn", "lost"]);
    setAccessToken("again", Date.now() + 60 * 60_000);
    clearAccessToken();
    expect(events).toEqual(["signedIn", "lost", "signedIn", "signedOut"]);
  });

  it("keeps the current token when the network fails", async () => {
    setAccessToken("old", Date.now() + 1_000);
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await getAccessToken()).toBe("old");
  });
});
