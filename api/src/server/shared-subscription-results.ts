import { type DocumentNode, type ExecutionArgs, type ExecutionResult, createSourceEventStream, execute } from "graphql";
import type { Plugin } from "graphql-yoga";
import { SHARED_RESULT, type Shareable } from "../graphql/shared-results.ts";

/**
 * Runs a subscription's selection once per event for every group of
 * subscribers that would get the same answer (graphql/shared-results.ts),
 * instead of once per subscriber: with 1,000 members watching the live list,
 * a new opportunity is executed a handful of times, not 1,000.
 *
 * It replaces only the subscribe function (the source stream is graphql-js's
 * own, and each event is executed as graphql-js's subscribe would, with the
 * event as root value); the plugins' hooks on the results (error masking,
 * bounds) still see every subscriber's answer. Every field's authorisation
 * still runs, in the execution the group shares; the group's key is what
 * makes that execution stand for each of its members.
 */
export function useSharedSubscriptionResults(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(sharedSubscribe as never);
    },
  };
}

/** answers per event scope, then per document + variables + subscriber key */
const answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
}

const isAsyncIterable = (v: unknown): v is AsyncIterable<unknown> => typeof v === "object" && v !== null && Symbol.asyncIterator in v;

async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!isAsyncIterable(stream)) return stream;
  const source = stream[Symbol.asyncIterator]();
  const operation = `${documentId(args.document)}\u0000${args.operationName ?? ""}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  const run = (payload: unknown): Promise<ExecutionResult> | ExecutionResult => {
    const share = (payload as Shareable | null)?.[SHARED_RESULT];
    if (!share) return execute({ ...args, rootValue: payload }) as ExecutionResult | Promise<ExecutionResult>;
    let byKey = answers.get(share.scope);
    if (!byKey) answers.set(share.scope, (byKey = new Map()));
    const k = `${operation}\u0000${share.key}`;
    let answer = byKey.get(k);
    if (!answer) {
      answer = Promise.resolve(execute({ ...args, rootValue: payload }) as ExecutionResult | Promise<ExecutionResult>);
      byKey.set(k, answer);
    }
    return answer;
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    [Symbol.asyncIterator]: () => iterator,
    next: async () => {
      const n = await source.next();
      if (n.done) return { done: true, value: undefined };
      return { done: false, value: await run(n.value) };
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    throw: async (e: unknown) => {
      if (source.throw) await source.throw(e);
      throw e;
    },
  };
  return iterator;
}
