import { afterEach, beforeEach, vi } from "vitest";
import { resetAccessTokenForTests } from "./accessToken";

/**
 * For the session's own tests: before each test of the calling file (or
 * describe block) nobody holds an access token and `fetch` is a fresh mock,
 * which stands for the refresh endpoint; after it the real `fetch` is back.
 * Returns the mock, for the test to script the answers.
 */
export function stubFetchPerTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetAccessTokenForTests();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
