import crypto from "node:crypto";
import type http from "node:http";
import { GraphQLError } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { failureAnswer } from "../graphql/failures.ts";
import type { PonteYoga } from "./yoga.ts";

/** graphql-ws on /graphql: every operation goes through yoga.getEnveloped (same context, plugins and auth as HTTP). */
export function createWebSocketServer(server: http.Server, yoga: PonteYoga): { dispose(): void | Promise<void> } {
  const wss = new WebSocketServer({ server, path: "/graphql", maxPayload: 1024 * 1024 });
  return useServer<Record<string, unknown>>(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams ?? {},
          request: new Request("http://localhost/graphql", {
            headers: { "x-request-id": crypto.randomUUID() },
          }),
        });
        let document;
        try {
          document = parse(payload.query);
        } catch (e) {
          return [e as GraphQLError];
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        let contextValue;
        try {
          contextValue = await contextFactory();
        } catch (e) {
          const known = e instanceof GraphQLError && e.extensions?.code ? e : failureAnswer(e);
          if (known?.extensions?.reason === "SERVICE_UNAVAILABLE") {
            // The database is down: an operation answered with an error ends for
            // good (clients do not subscribe again). Close with 1013 "try again
            // later" instead: graphql-ws clients reconnect and resubscribe
            // (tests/api/reliability-db-outage.test.ts).
            ctx.extra.socket.close(1013, "Service unavailable; try again shortly");
            return [known];
          }
          // e.g. a revoked API token in connection_init: answer the operation, keep the socket
          if (known) return [known];
          throw e;
        }
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

}
