import type { AddressInfo } from "node:net";
import { Events, OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll } from "vitest";
import { type TestApp, useTestApp } from "./test-app.ts";

export interface MockOAuth {
  t: TestApp;
  /** the app's address once started, e.g. http://127.0.0.1:41234 */
  base: () => string;
  /** what the provider's userinfo endpoint answers next (once) */
  providerUser: (profile: Record<string, unknown>) => void;
  /** the mock provider itself, for other hooks (e.g. Events.BeforeAuthorizeRedirect) */
  server: OAuth2Server;
}

/**
 * A test app whose `provider` sign-in (GOOGLE or FACEBOOK) points at a local
 * OAuth/OIDC server (npm oauth2-mock-server), started with the app on a
 * loopback port and stopped after the file.
 */
export function useMockOAuthProvider(provider: "GOOGLE" | "FACEBOOK", env: Record<string, string> = {}): MockOAuth {
  const server = new OAuth2Server();
  const settings: Record<string, string> = { ...env };
  let base = "";

  beforeAll(async () => {
    await server.issuer.keys.generate("RS256");
    await server.start(0, "127.0.0.1");
    const issuer = server.issuer.url!.replace(/\/$/, "");
    Object.assign(settings, {
      [`${provider}_CLIENT_ID`]: "ponte-test-client",
      [`${provider}_CLIENT_SECRET`]: "ponte-test-secret",
      [`${provider}_AUTH_URL`]: `${issuer}/authorize`,
      [`${provider}_TOKEN_URL`]: `${issuer}/token`,
      [`${provider}_USERINFO_URL`]: `${issuer}/userinfo`,
    });
  });

  // reads `settings` when its own beforeAll runs, after the provider's above
  const t = useTestApp(settings);

  beforeAll(async () => {
    await t.app.start();
    // what npm start prints and links use without PUBLIC_URL (api/src/modules/auth/links.ts)
    base = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await t.app.stop();
    await server.stop();
  });

  return {
    t,
    server,
    base: () => base,
    providerUser: (profile) =>
      server.service.once(Events.BeforeUserinfo, (res) => {
        res.body = profile;
      }),
  };
}
