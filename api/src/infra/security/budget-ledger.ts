import type { Db } from "../../db/prisma.ts";
import type { BudgetCharges } from "../../graphql/context.ts";
import { type BudgetResult, consumeBudget } from "./rate-limit.ts";

/**
 * Per-process accounting of the per-minute cost budgets (server/metering.ts),
 * so that a cheap request does not pay a statement of its own.
 *
 * The budgets live in PostgreSQL ("RateLimitBucket"), shared by every API
 * process. Writing the charge of every request there was one upsert per
 * request, on the same row for a busy caller. Here:
 *
 * - A key's first charge in this process, a costly operation (more than a
 *   slice of the budget, `limit / SLICES`), and any charge that would bring
 *   what this process knows of the budget within a slice of its limit go to
 *   the database at once, as before (`consumeBudget`: atomic, refused when it
 *   does not fit, counting this process's charges not yet written).
 * - Any other charge is decided here, from the count the database last
 *   returned plus what this process charged since, and written with every
 *   other pending charge in one statement at most FLUSH_MS later.
 *
 * What the limits keep: a process never holds more than a slice of a key's
 * budget unwritten (beyond that the charge goes to the database), and near
 * the limit every charge is checked there, so callers spread over P processes
 * can overspend by at most (P − 1) slices, within FLUSH_MS, and only when they
 * reach the limit in that moment. In one process the figures are exact.
 * RateLimit-Remaining counts this process's unwritten charges at once and
 * other processes' charges once written (within FLUSH_MS). If that write
 * fails (the database is down), those charges are not counted.
 * `flushMs` 0: every charge goes to the database at once.
 */
export const SLICES = 20;
export const FLUSH_MS = 200;

interface Entry {
  limit: number;
  windowSeconds: number;
  /** the count the database last returned (its window ends at resetAt) */
  known: number;
  /** charged here, not written yet */
  pending: number;
  /** being written by the flush under way */
  writing: number;
  /** the window's end (ms since epoch) */
  resetAt: number;
}

export type BudgetLedger = BudgetCharges;

const MAX_KEYS = 50_000;

export function createBudgetLedger(prisma: Db, options: { flushMs?: number } = {}): BudgetLedger {
  const flushMs = options.flushMs ?? FLUSH_MS;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  let closed = false;
  let statements = 0;
  let local = 0;

  const secondsUntil = (at: number, windowSeconds: number) => Math.min(windowSeconds, Math.max(1, Math.ceil((at - Date.now()) / 1000)));

  function learn(key: string, limit: number, windowSeconds: number, count: number, resetAt: number): void {
    const e = entries.get(key);
    if (e) {
      e.known = count;
      e.resetAt = resetAt;
      e.limit = limit;
      return;
    }
    if (entries.size >= MAX_KEYS) dropIdle();
    // still full of live keys: the least recently added go (their next charge asks the database)
    for (const k of entries.keys()) {
      if (entries.size < MAX_KEYS) break;
      const old = entries.get(k)!;
      if (old.pending === 0 && old.writing === 0) entries.delete(k);
    }
    entries.set(key, { limit, windowSeconds, known: count, pending: 0, writing: 0, resetAt });
  }

  /** forgets keys with nothing unwritten whose window is over */
  function dropIdle(): void {
    const now = Date.now();
    for (const [k, e] of entries) if (e.pending === 0 && e.writing === 0 && e.resetAt <= now) entries.delete(k);
  }

  function schedule(): void {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    timer.unref();
  }

  async function writePending(): Promise<void> {
    const batch: Array<[string, Entry, number]> = [];
    for (const [k, e] of entries) {
      if (e.pending > 0) {
        batch.push([k, e, e.pending]);
        e.writing += e.pending;
        e.pending = 0;
      }
    }
    if (batch.length === 0) return;
    statements++;
    try {
      // One statement for every key: what was charged here since the last write, starting a new window where the old one ended.
      const rows = await prisma.$queryRaw<Array<{ key: string; count: number; resetAt: Date }>>`
        INSERT INTO "RateLimitBucket" AS b ("key", "count", "resetAt")
        SELECT u.k, u.n, now() + make_interval(secs => u.w)
        FROM unnest(${batch.map(([k]) => k)}::text[], ${batch.map(([, , n]) => n)}::int[], ${batch.map(([, e]) => e.windowSeconds)}::double precision[]) AS u(k, n, w)
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN b."resetAt" <= now() THEN EXCLUDED."count" ELSE b."count" + EXCLUDED."count" END,
          "resetAt" = CASE WHEN b."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE b."resetAt" END
        RETURNING "key", "count", "resetAt"`;
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const [k, e, n] of batch) {
        e.writing -= n;
        const row = byKey.get(k);
        if (row) {
          e.known = Number(row.count);
          e.resetAt = row.resetAt.getTime();
        }
      }
    } catch {
      // The database is unavailable (an outage, or the app is gone): these charges are
      // dropped rather than retried forever; each key's next charge goes to the database.
      for (const [k, e, n] of batch) {
        e.writing -= n;
        if (e.pending === 0 && e.writing === 0) entries.delete(k);
      }
    }
  }

  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => flush());
    flushing = writePending().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function exact(key: string, cost: number, limit: number, windowSeconds: number): Promise<BudgetResult> {
    statements++;
    if (flushMs === 0) return consumeBudget(prisma, key, cost, limit, windowSeconds);
    const e = entries.get(key);
    const unwritten = e ? e.pending + e.writing : 0;
    const r = await consumeBudget(prisma, key, cost, limit, windowSeconds, unwritten);
    const resetAt = Date.now() + r.resetSeconds * 1000;
    // r.remaining is the database's view; this process's unwritten charges count too
    const count = limit - r.remaining;
    learn(key, limit, windowSeconds, count, r.resetSeconds > 0 ? resetAt : Date.now() + windowSeconds * 1000);
    const after = entries.get(key)!;
    return { ...r, remaining: Math.max(0, limit - after.known - after.pending - after.writing) };
  }

  return {
    charge(key, cost, limit, windowSeconds) {
      const n = Math.max(0, Math.ceil(cost));
      const slice = limit / SLICES;
      const e = entries.get(key);
      const now = Date.now();
      if (closed || flushMs === 0 || !e || e.limit !== limit || n > slice || e.pending + n > slice) return exact(key, n, limit, windowSeconds);
      // a window that ended here starts afresh with the next write
      if (e.resetAt <= now) {
        if (e.pending > 0 || e.writing > 0) return exact(key, n, limit, windowSeconds);
        e.known = 0;
        e.resetAt = now + windowSeconds * 1000;
      }
      const spent = e.known + e.writing + e.pending;
      if (spent + n > limit - slice) return exact(key, n, limit, windowSeconds);
      e.pending += n;
      local++;
      schedule();
      return Promise.resolve({ allowed: true, limit, remaining: Math.max(0, limit - spent - n), resetSeconds: secondsUntil(e.resetAt, windowSeconds) });
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
    stats: () => ({ statements, local }),
  };
}
