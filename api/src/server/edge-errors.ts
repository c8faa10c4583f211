import type { Plugin } from "graphql-yoga";
import type { Logger } from "pino";
import { failureAnswer } from "../graphql/failures.ts";

/**
 * The last line of defence for /graphql: an error that escapes yoga's own
 * handling (a plugin hook that throws outside execution) would be answered
 * by the server adapter with the error's stack as a text/plain 500. Here it
 * is logged and answered in GraphQL's shape with a code from the closed set
 * instead (503 SERVICE_UNAVAILABLE when the database is down), never a
 * stack, a path or a driver message.
 */
export function useNoLeakedErrors(log: Pick<Logger, "error" | "warn">): Plugin {
  return {
    onRequest({ requestHandler, setRequestHandler, fetchAPI }) {
      setRequestHandler(async (request, serverContext) => {
        try {
          return await requestHandler(request, serverContext);
        } catch (err) {
          const known = failureAnswer(err);
          const unavailable = known?.extensions.reason === "SERVICE_UNAVAILABLE";
          if (unavailable) log.warn({ err }, "database unavailable");
          else log.error({ err }, "request failed outside GraphQL execution");
          const error = unavailable
            ? { message: known.message, extensions: known.extensions }
            : { message: "Unexpected error", extensions: { code: "INTERNAL_SERVER_ERROR" } };
          return new fetchAPI.Response(JSON.stringify({ errors: [error] }), {
            status: unavailable ? 503 : 500,
            headers: { "content-type": "application/graphql-response+json; charset=utf-8" },
          });
        }
      });
    },
  };
}
