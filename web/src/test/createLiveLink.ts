import { ApolloLink } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { getMainDefinition } from "@apollo/client/utilities";
import { Observable, type Subscriber } from "rxjs";

type Result = ApolloLink.Result;

/**
 * A test link: queries and mutations answered by MockLink mocks; each
 * subscription stays open so the test can `emit(operationName, data)` as the
 * server would push events.
 */
export function createLiveLink(mocks: ReadonlyArray<MockLink.MockedResponse> = []) {
  const open = new Map<string, Set<Subscriber<Result>>>();
  const live = new ApolloLink(
    (operation) =>
      new Observable<Result>((subscriber) => {
        const name = operation.operationName ?? "";
        if (!open.has(name)) open.set(name, new Set());
        open.get(name)!.add(subscriber);
        return () => {
          open.get(name)?.delete(subscriber);
        };
      }),
  );
  const link = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === "OperationDefinition" && def.operation === "subscription";
    },
    live,
    new MockLink(mocks, { defaultOptions: { delay: 0 }, showWarnings: false }),
  );
  return {
    link,
    emit(operationName: string, data: Record<string, unknown>) {
      for (const s of open.get(operationName) ?? []) s.next({ data });
    },
    listeners: (operationName: string) => open.get(operationName)?.size ?? 0,
  };
}
