type Pending<K, V> = { keys: K[]; waiters: Array<{ key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }> };

const states = new WeakMap<object, Map<string, Pending<unknown, unknown>>>();

/**
 * Collects the keys asked for during one request tick and loads them with a
 * single query, so a list of N rows costs one extra SQL statement, not N.
 */
export function batchLoad<K, V>(ctx: object, name: string, key: K, load: (keys: K[]) => Promise<Map<K, V>>): Promise<V | undefined> {
  let perCtx = states.get(ctx);
  if (!perCtx) states.set(ctx, (perCtx = new Map()));
  let pending = perCtx.get(name) as Pending<K, V> | undefined;
  if (!pending) {
    const batch: Pending<K, V> = { keys: [], waiters: [] };
    pending = batch;
    perCtx.set(name, batch as Pending<unknown, unknown>);
    setImmediate(() => {
      perCtx.delete(name);
      load([...new Set(batch.keys)]).then(
        (values) => batch.waiters.forEach((w) => w.resolve(values.get(w.key))),
        (error) => batch.waiters.forEach((w) => w.reject(error)),
      );
    });
  }
  const batch = pending;
  batch.keys.push(key);
  return new Promise<V | undefined>((resolve, reject) => batch.waiters.push({ key, resolve, reject }));
}
