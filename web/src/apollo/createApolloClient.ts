import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { createSocketClient } from "./createSocketClient";
import { createCache } from "./cache";

export interface ApolloSetup {
  /** the current access token, or null when signed out */
  getAccessToken: () => string | null | Promise<string | null>;
  /** exchanges the refresh cookie for a new access token (null when the session is gone); the WebSocket reconnects with it before the old one expires */
  renewAccessToken: () => Promise<string | null>;
  /** told about the WebSocket's state, for the connection badge */
  onSocketState?: (connected: boolean) => void;
}

/**
 * Queries and mutations go over HTTP, subscriptions over graphql-ws on the
 * same /graphql path; both carry the access token (the WebSocket reconnects
 * with a renewed one before its token expires: createSocketClient.ts).
 */
export function createApolloClient({ getAccessToken, renewAccessToken, onSocketState }: ApolloSetup) {
  const origin = window.location.origin;
  const http = new HttpLink({
    uri: `${origin}/graphql`,
    credentials: "same-origin",
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const token = await getAccessToken();
      if (token) headers.set("authorization", `Bearer ${token}`);
      headers.set("x-ponte-csrf", "1");
      return fetch(input, { ...init, headers });
    },
  });

  const wsClient = createSocketClient({
    url: `${origin.replace(/^http/, "ws")}/graphql`,
    getAccessToken,
    renewAccessToken,
    onSocketState,
  });

  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === "subscription";
    },
    new GraphQLWsLink(wsClient),
    http,
  );

  const client = new ApolloClient({
    link,
    cache: createCache(),
  });
  return { client, wsClient };
}
