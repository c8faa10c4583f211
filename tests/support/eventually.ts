/**
 * Reads until `ok` holds (no fixed sleeps: it polls every 25 ms) and returns
 * that reading; fails with the last one after `timeoutMs`. For what another
 * process or a background write makes true a moment later.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`still not as expected after ${timeoutMs} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
