// first: the session check leaves before the modules below are evaluated
import "../session/startSessionCheck";
import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { config as zodConfig } from "zod";
import { createApolloClient } from "../apollo/createApolloClient";
import { getAccessToken, onAccessTokenChange, renewAccessToken } from "../session/accessToken";
import { createSessionErrorLink } from "../session/createSessionErrorLink";
import { SessionProvider } from "../session/SessionProvider";
import { setSocketConnected } from "../apollo/socketState";
import { setActiveSystem } from "../ui/theme/activeSystem";
import { system } from "../ui/theme/system";

// Every screen below needs the recipes the landing system leaves out: install
// the full system as soon as this module has loaded, before its screens render.
setActiveSystem(system);

// Zod probes whether it may compile validators with `new Function`; our CSP
// (no 'unsafe-eval') refuses, and the browser reports every refusal as a
// console error and an Issues-panel entry (Lighthouse best practices:
// errors-in-console, inspector-issues). Tell it not to try.
zodConfig({ jitless: true });

/**
 * Everything that talks to the API: Apollo (HTTP + WebSocket) and the
 * session. Loaded lazily with the first route that needs it.
 */
export function AppProvidersOutlet() {
  const [{ client, wsClient }] = useState(() => {
    const setup = createApolloClient({ getAccessToken, renewAccessToken, onSocketState: setSocketConnected });
    setup.client.setLink(ApolloLink.from([createSessionErrorLink(), setup.client.link]));
    return setup;
  });
  // The WebSocket authenticates once, in connection_init: when the person
  // changes (sign-in, sign-out, lost session), reconnect it with the new identity.
  useEffect(() => onAccessTokenChange(() => wsClient.terminate()), [wsClient]);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ApolloProvider>
  );
}
