import type DataLoader from "dataloader";

/**
 * Options of every data loader of the API (@pothos/plugin-dataloader): the
 * keys asked for while one operation resolves are collected until the event
 * loop is idle (setImmediate, so rows whose parents arrived a few promise
 * hops apart still share one statement), then loaded with one query. No
 * memoisation: a loader lives as long as its context (a whole subscription
 * over WebSocket, every field of a mutation document), and a value read
 * before a write must not be served after it.
 */
export const batchPerTick = <K, V, C = K>(options: DataLoader.Options<K, V, C> = {}): DataLoader.Options<K, V, C> => ({
  cache: false,
  batchScheduleFn: (callback) => setImmediate(callback),
  ...options,
});
