import { screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { memberUser } from "../test/fakeSession";
import { renderWithApp } from "../test/render";
import { SessionProvider } from "./SessionProvider";
import { stubFetchPerTest } from "./stubFetchPerTest";
import { useSession } from "./useSession";

// The refresh started with the app (startSessionCheck.ts) can answer between
// SessionProvider's first render and its effects, when no listener is there to
// hear "signedIn". Here the listener never hears anything: the provider must
// still read the outcome of the refresh it waited for.
vi.mock("./accessToken", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./accessToken")>()),
  onAccessTokenChange: () => () => {},
}));

const user = { __typename: "User" as const, ...memberUser };

function Probe() {
  const session = useSession();
  return (
    <p>
      <span data-testid="status">{session.status}</span> <span data-testid="user">{session.user?.fullName ?? "-"}</span>
    </p>
  );
}

const fetchMock = stubFetchPerTest();

it("signs a returning visitor in when the refresh answered before the provider listened", async () => {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: { refreshSession: { accessToken: "t1", accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(), user } } })),
  );
  renderWithApp(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
    { mocks: [], route: "/app", path: "*", session: null },
  );
  await waitFor(() => expect(screen.getByTestId("status").textContent).toBe("authenticated"));
  expect(screen.getByTestId("user").textContent).toBe("Ana Silva");
});
