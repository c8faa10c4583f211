import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { createClient } from "graphql-ws";
import { relayStylePagination } from "@apollo/client/utilities";

export interface ApolloSetup {
  /** the current access token, or null when signed out */
  getAccessToken: () => string | null | Promise<string | null>;
  /** told about the WebSocket's state, for the connection badge */
  onSocketState?: (connected: boolean) => void;
}

/**
 * Queries and mutations go over HTTP, subscriptions over graphql-ws on the
 * same /graphql path; both carry the access token.
 */
export function createApolloClient({ getAccessToken, onSocketState }: ApolloSetup) {
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

  const wsClient = createClient({
    url: `${origin.replace(/^http/, "ws")}/graphql`,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      await new Promise((r) => setTimeout(r, Math.min(1000 * 2 ** retries, 15000)));
    },
    connectionParams: async () => {
      const token = await getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: () => onSocketState?.(true),
      closed: () => onSocketState?.(false),
      error: () => onSocketState?.(false),
    },
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
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { opportunities: relayStylePagination(["filter"]) } },
      },
    }),
  });
  return { client, wsClient };
}
