import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLocation } from "react-router";
import { SessionProvider_MeDocument, SessionProvider_SaveLanguageDocument, SessionProvider_SignInDocument, SessionProvider_SignOutDocument } from "../gql/graphql";
import { useLocale } from "../i18n/useLocale";
import { memberUser } from "../test/fakeSession";
import { renderWithApp } from "../test/render";
import { clearAccessToken } from "./accessToken";
import { SessionProvider } from "./SessionProvider";
import { stubFetchPerTest } from "./stubFetchPerTest";
import { useSession } from "./useSession";

// saved in English, while the page starts in Portuguese
const user = { __typename: "User" as const, ...memberUser, id: "u1", language: "en" as const };
const meMock = { request: { query: SessionProvider_MeDocument }, result: { data: { me: user } } };
const renewed = () =>
  new Response(JSON.stringify({ data: { refreshSession: { accessToken: "t1", accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString() } } }));
const refused = () => new Response(JSON.stringify({ data: null, errors: [{ message: "x", extensions: { code: "UNAUTHENTICATED", reason: "SESSION_EXPIRED" } }] }));

function Probe() {
  const session = useSession();
  const { locale, toggleLocale } = useLocale();
  const location = useLocation();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.fullName ?? "-"}</p>
      <p data-testid="locale">{locale}</p>
      <p data-testid="path">{location.pathname + location.search}</p>
      <button type="button" onClick={toggleLocale}>
        toggle
      </button>
      <button type="button" onClick={() => session.signIn({ email: "ana@example.com", password: "secret1", country: "AO", rememberMe: false })}>
        sign in
      </button>
      <button type="button" onClick={() => session.signOut()}>
        sign out
      </button>
    </div>
  );
}

function mount(mocks: MockLink.MockedResponse[], route = "/app") {
  return renderWithApp(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
    { mocks, route, path: "*", session: null },
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe("SessionProvider", () => {
  const fetchMock = stubFetchPerTest();
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("signs a returning visitor in from the refresh cookie and applies their saved language", async () => {
    fetchMock.mockImplementation(async () => renewed());
    mount([meMock]);
    await waitFor(() => expect(text("status")).toBe("authenticated"));
    expect(text("user")).toBe("Ana Silva");
    await waitFor(() => expect(text("locale")).toBe("en"));
  });

  it("takes the returning visitor's profile from the refresh answer: no second round trip for it", async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ data: { refreshSession: { accessToken: "t1", accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(), user } } })),
    );
    // no mock for the profile query: asking the network for it would fail and leave the session without a person
    mount([]);
    await waitFor(() => expect(text("status")).toBe("authenticated"));
    expect(text("user")).toBe("Ana Silva");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][1]?.body)).toContain("SessionProvider_User");
  });

  it("treats a visitor without a session as anonymous", async () => {
    fetchMock.mockImplementation(async () => refused());
    mount([]);
    await waitFor(() => expect(text("status")).toBe("anonymous"));
    expect(text("user")).toBe("-");
  });

  it("gives up the session check after 8 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    mount([]);
    await waitFor(() => expect(text("status")).toBe("loading"));
    await act(() => vi.advanceTimersByTimeAsync(7_800));
    expect(text("status")).toBe("loading");
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(text("status")).toBe("anonymous");
  });

  it("signs in, takes the profile's language, and saves a language the person picks afterwards", async () => {
    fetchMock.mockImplementation(async () => refused());
    const saved = vi.fn(() => ({ data: { updateMyPreferences: { __typename: "User", id: "u1", language: "pt" } } }));
    mount([
      {
        request: {
          query: SessionProvider_SignInDocument,
          variables: { input: { email: "ana@example.com", password: "secret1", country: "AO", rememberMe: false } },
        },
        result: {
          data: {
            signIn: { __typename: "AuthPayload", accessToken: "t1", accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(), deletionCancelled: false, user },
          },
        },
      },
      { request: { query: SessionProvider_SaveLanguageDocument, variables: { language: "pt" } }, result: saved },
    ]);
    await waitFor(() => expect(text("status")).toBe("anonymous"));
    fireEvent.click(screen.getByText("sign in"));
    await waitFor(() => expect(text("status")).toBe("authenticated"));
    await waitFor(() => expect(text("locale")).toBe("en"));
    expect(saved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText("toggle"));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(text("locale")).toBe("pt");
  });

  it("signs out: anonymous again and back on the home page", async () => {
    fetchMock.mockImplementation(async () => renewed());
    mount([meMock, { request: { query: SessionProvider_SignOutDocument }, result: { data: { signOut: true } } }]);
    await waitFor(() => expect(text("status")).toBe("authenticated"));
    fireEvent.click(screen.getByText("sign out"));
    // the guard's "loading" lasts until the effect that sees the new path has run: wait for both
    await waitFor(() => expect([text("path"), text("status")]).toEqual(["/", "anonymous"]));
  });

  it("sends someone whose session was ended elsewhere to the sign-in screen, coming back afterwards", async () => {
    fetchMock.mockImplementation(async () => renewed());
    mount([meMock], "/app/projects?tab=2");
    await waitFor(() => expect(text("status")).toBe("authenticated"));
    act(() => clearAccessToken("lost"));
    await waitFor(() => expect(text("path")).toBe(`/login?expired=1&next=${encodeURIComponent("/app/projects?tab=2")}`));
    expect(text("status")).toBe("anonymous");
  });
});
