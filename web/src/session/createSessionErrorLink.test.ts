import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { getAccessToken, onAccessTokenChange, setAccessToken } from "./accessToken";
import { createSessionErrorLink } from "./createSessionErrorLink";
import { stubFetchPerTest } from "./stubFetchPerTest";

// Built with parse() so codegen does not take this test-only query for an app document.
const QUERY = parse("query Probe { secret }");
const unauthenticated = (reason: string | null) => ({
  data: null,
  errors: [{ message: "no", extensions: { code: "UNAUTHENTICATED", ...(reason ? { reason } : {}) } }],
});

/** A fake server: answers each request with the next scripted result, recording the token it saw. */
function clientWith(results: object[], seen: (string | null)[]) {
  const server = new ApolloLink(
    () =>
      new Observable((observer) => {
        void getAccessToken().then((token) => {
          seen.push(token);
          observer.next(results.shift() as never);
          observer.complete();
        });
      }),
  );
  return new ApolloClient({ link: ApolloLink.from([createSessionErrorLink(), server]), cache: new InMemoryCache() });
}

describe("createSessionErrorLink", () => {
  const fetchMock = stubFetchPerTest();

  it("renews a refused access token once and retries the request", async () => {
    setAccessToken("stale", Date.now() + 600_000);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { refreshSession: { accessToken: "fresh", accessTokenExpiresAt: new Date(Date.now() + 600_000).toISOString() } } })),
    );
    const seen: (string | null)[] = [];
    const client = clientWith([unauthenticated("ACCESS_TOKEN_INVALID"), { data: { secret: "42" } }], seen);
    const { data } = await client.query({ query: QUERY });
    expect(data).toEqual({ secret: "42" });
    expect(seen).toEqual(["stale", "fresh"]);
  });

  it("reports an ended session as lost", async () => {
    setAccessToken("t", Date.now() + 600_000);
    const events: string[] = [];
    onAccessTokenChange((e) => events.push(e));
    const client = clientWith([unauthenticated("SESSION_EXPIRED")], []);
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(events).toEqual(["lost"]);
  });

  it("leaves wrong credentials to the form", async () => {
    setAccessToken("t", Date.now() + 600_000);
    const events: string[] = [];
    onAccessTokenChange((e) => events.push(e));
    const client = clientWith([unauthenticated("INVALID_CREDENTIALS")], []);
    await expect(client.query({ query: QUERY })).rejects.toThrow();
    expect(events).toEqual([]);
  });
});
