import { ApolloProvider } from "@apollo/client/react";
import { useState } from "react";
import { Outlet } from "react-router";
import { createApolloClient } from "../apollo/createApolloClient";
import { getAccessToken } from "../modules/auth/session/accessToken";
import { SessionProvider } from "../modules/auth/session/SessionProvider";
import { setSocketConnected } from "../modules/realtime/socketState";

/**
 * Everything that talks to the API: Apollo (HTTP + WebSocket) and the
 * session. Loaded lazily with the first route that needs it.
 */
export function AppProvidersOutlet() {
  const [{ client }] = useState(() => createApolloClient({ getAccessToken, onSocketState: setSocketConnected }));
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ApolloProvider>
  );
}
