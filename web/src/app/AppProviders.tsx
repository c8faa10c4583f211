import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
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
