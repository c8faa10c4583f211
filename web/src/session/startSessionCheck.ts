// Imported first by AppProviders, for its side effect: the session check
// (refresh cookie → access token and profile) leaves before the rest of the
// signed-in app's modules are evaluated (the full theme system alone is a
// long task on a phone). SessionProvider shares this request (accessToken.ts).
import { getAccessToken, hasAccessToken } from "./accessToken";

if (!hasAccessToken()) void getAccessToken();
