import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { clearAccessToken, hasAccessToken } from "./accessToken";

/**
 * A signed-in request refused as UNAUTHENTICATED means the session was ended
 * elsewhere (revoked, expired): forget it, and the SessionProvider sends the
 * person to the sign-in screen. Wrong credentials carry their own reason and
 * are left to the form that asked.
 */
export function createSessionErrorLink(): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error) || !hasAccessToken()) return;
    const lost = error.errors.some((e) => {
      const ext = e.extensions ?? {};
      return ext.code === "UNAUTHENTICATED" && (ext.reason == null || ext.reason === "SESSION_EXPIRED");
    });
    if (lost) clearAccessToken("lost");
  });
}
