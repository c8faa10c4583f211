import type { CachedSession, SessionLookups } from "../../graphql/context.ts";
import type { Revocation } from "../realtime/revocations.ts";

/**
 * Open sign-in sessions this process has looked up recently, so a signed-in
 * request does not pay a statement to learn that its session is still open
 * and its person's role (modules/auth/viewer.ts).
 *
 * Sessions still end everywhere at once: the database announces every ended
 * session, changed role or password and removed account on its change
 * events (prisma/migrations/*_realtime_revocations), which every API process
 * LISTENs to (infra/realtime/listener.ts) and feeds to `revoke`, dropping the
 * entries before the next request reads them. Like the public read cache:
 *
 * - used only while this process is LISTENing (`isListening`): with the
 *   connection lost, a revocation could go unheard, so every lookup goes to
 *   the database, and the cache is emptied when LISTEN resumes;
 * - a lookup that was under way when a revocation arrived is not kept (it may
 *   have read the row before the change committed);
 * - entries expire after TTL_MS anyway (a safety net only).
 */
export type { CachedSession };

export interface SessionCache extends SessionLookups {
  /** a revocation heard on the change events */
  revoke(revocation: Revocation): void;
  stats(): { hits: number; misses: number; size: number };
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export function createSessionCache(isListening: () => boolean, options: { ttlMs?: number } = {}): SessionCache {
  const ttl = options.ttlMs ?? TTL_MS;
  let entries = new Map<string, CachedSession & { until: number }>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const dropWhere = (test: (s: CachedSession, id: string) => boolean) => {
    for (const [id, s] of entries) if (test(s, id)) entries.delete(id);
  };

  return {
    get(sessionId) {
      if (!isListening()) return undefined;
      const found = entries.get(sessionId);
      if (!found || found.until <= Date.now()) {
        if (found) entries.delete(sessionId);
        misses++;
        return undefined;
      }
      hits++;
      return found;
    },
    begin: () => generation,
    store(sessionId, session, begun) {
      if (begun !== generation || !isListening()) return;
      if (entries.size >= MAX_ENTRIES) entries = new Map();
      entries.set(sessionId, { userId: session.userId, role: session.role, until: Date.now() + ttl });
    },
    revoke(revocation) {
      generation++;
      if (revocation.kind === "session") entries.delete(revocation.id);
      else if (revocation.kind === "user") dropWhere((s) => s.userId === revocation.id);
    },
    clear() {
      generation++;
      entries = new Map();
    },
    stats: () => ({ hits, misses, size: entries.size }),
  };
}
