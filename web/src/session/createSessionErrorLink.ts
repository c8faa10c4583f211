import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { from, switchMap, throwError } from "rxjs";
import { clearAccessToken, hasAccessToken, renewAccessToken } from "./accessToken";

const RETRIED = "ponteRetriedAfterRenewal";

/**
 * Signed-in requests the server refuses as UNAUTHENTICATED:
 * - ACCESS_TOKEN_INVALID (the access token was not accepted, e.g. the server's
 *   keys changed): renew it once through the refresh cookie and retry;
 * - SESSION_EXPIRED or no reason (the session was ended elsewhere): forget it,
 *   and the SessionProvider sends the person to the sign-in screen.
 * Wrong credentials carry their own reasons and are left to the form that asked.
 */
export function createSessionErrorLink(): ErrorLink {
  return new ErrorLink(({ error, operation, forward }) => {
    if (!CombinedGraphQLErrors.is(error) || !hasAccessToken()) return;
    const reasons = error.errors.filter((e) => e.extensions?.code === "UNAUTHENTICATED").map((e) => e.extensions?.reason ?? null);
    if (reasons.length === 0) return;
    if (reasons.includes("ACCESS_TOKEN_INVALID") && !operation.getContext()[RETRIED]) {
      operation.setContext({ [RETRIED]: true });
      // A failed renewal reports the session as lost by itself.
      return from(renewAccessToken()).pipe(switchMap((token) => (token ? forward(operation) : throwError(() => error))));
    }
    if (reasons.some((r) => r === null || r === "SESSION_EXPIRED")) clearAccessToken("lost");
  });
}
