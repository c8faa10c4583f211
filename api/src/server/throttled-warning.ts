import type { Logger } from "pino";

/**
 * Logs the first occurrence at once, then at most one line per `intervalMs`
 * saying how many were suppressed meanwhile (a database outage makes every
 * request fail alike; hundreds of identical lines a second help nobody).
 */
export function throttledWarning(log: Pick<Logger, "warn">, message: string, intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let suppressed = 0;
  return {
    warn(err: unknown) {
      const t = now();
      if (t - last < intervalMs) {
        suppressed++;
        return;
      }
      log.warn({ err, suppressed }, message);
      last = t;
      suppressed = 0;
    },
  };
}
