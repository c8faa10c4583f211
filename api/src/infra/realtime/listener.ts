import pg from "pg";
import type { Logger } from "pino";
import { ApplicationStatus } from "../../generated/prisma/enums.ts";
import { type ApplicationStatusName, OPPORTUNITY_OPS, type OpportunityFacets, type OpportunityOp, type PubSub } from "../../graphql/pubsub.ts";
import { parseRevocation, type RevocationHandler } from "./revocations.ts";

/** The channel the triggers of prisma/migrations/*_realtime_triggers notify on. */
export const EVENTS_CHANNEL = "ponte_events";

export type ListenerState = "idle" | "connecting" | "listening" | "reconnecting" | "stopped";

const OPS = new Set<OpportunityOp>(OPPORTUNITY_OPS);
const STATUSES = new Set<ApplicationStatusName>(Object.values(ApplicationStatus));
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
/** The row's filterable columns before/after the change (opportunity events), or null when absent or malformed. */
const facets = (v: unknown): OpportunityFacets | null => {
  if (typeof v !== "object" || v === null) return null;
  const f = v as Record<string, unknown>;
  const text = (k: string) => typeof f[k] === "string";
  return text("status") && text("country") && text("sector") && text("type") && typeof f.featured === "boolean" ? (f as unknown as OpportunityFacets) : null;
};

/** What a trigger payload was about (null: unreadable or unknown, and dropped). */
export type EventTopic = "opportunity" | "application" | "applicationCount" | "read" | "notification" | "revoke";

/**
 * Topics whose events may change a cached read (server/public-cache.ts): what a visitor reads
 * (the public opportunity list and one opportunity), and "read", the signed-in lists' other
 * tables (prisma/migrations/*_signed_in_read_cache).
 */
const PUBLIC_TOPICS: ReadonlySet<EventTopic> = new Set(["opportunity", "application", "applicationCount", "read"]);

/** Turns one trigger payload into a pubsub publication; unknown shapes are logged and dropped. Returns the event's topic. */
export function publishEvent(pubsub: PubSub, raw: string, log: Logger, onRevocation?: RevocationHandler): EventTopic | null {
  let event: Record<string, unknown>;
  try {
    event = JSON.parse(raw);
  } catch {
    log.warn({ payload: raw.slice(0, 200) }, "realtime: payload is not JSON");
    return null;
  }
  if (event.t === "opportunity" && isId(event.id) && OPS.has(event.op as OpportunityOp)) {
    pubsub.publish("opportunity:changed", { id: event.id, op: event.op as OpportunityOp, before: facets(event.before), after: facets(event.after) });
    return "opportunity";
  }
  if (event.t === "application" && isId(event.id) && isId(event.userId) && STATUSES.has(event.new as ApplicationStatusName)) {
    pubsub.publish("application:statusChanged", event.userId, {
      id: event.id,
      userId: event.userId,
      previousStatus: STATUSES.has(event.old as ApplicationStatusName) ? (event.old as ApplicationStatusName) : null,
      status: event.new as ApplicationStatusName,
    });
    return "application";
  }
  // an application created or deleted: only the opportunity's public count changed (no subscription carries it)
  if (event.t === "applicationCount" && isId(event.id)) return "applicationCount";
  // a statement changed a table the cached signed-in lists read (no subscription carries it)
  if (event.t === "read") return "read";
  if (event.t === "notification" && isId(event.id) && isId(event.userId)) {
    pubsub.publish("notification:created", event.userId, { id: event.id, userId: event.userId });
    return "notification";
  }
  if (event.t === "revoke") {
    const revocation = parseRevocation(event);
    if (!revocation) {
      log.warn({ payload: raw.slice(0, 200) }, "realtime: unknown revocation");
      return null;
    }
    onRevocation?.(revocation);
    return "revoke";
  }
  log.warn({ payload: raw.slice(0, 200) }, "realtime: unknown event");
  return null;
}

/**
 * One dedicated PostgreSQL connection per API process that LISTENs on the
 * events channel and republishes into the in-process pubsub. A dropped
 * connection is re-opened with exponential backoff (events committed while it
 * was down are not replayed: subscribers see changes from then on).
 */
export class PgEventListener {
  state: ListenerState = "idle";
  /** the server process id of the current LISTEN connection (tests, diagnostics) */
  backendPid: number | null = null;

  private client: pg.Client | null = null;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly databaseUrl: string;
  private readonly pubsub: PubSub;
  private readonly log: Logger;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private firstConnect: Promise<void> | null = null;
  private readonly revocationHandlers = new Set<RevocationHandler>();
  private readonly resumeHandlers = new Set<() => void>();
  private readonly publicChangeHandlers = new Set<() => void>();

  constructor(options: { databaseUrl: string; pubsub: PubSub; log: Logger; minDelayMs?: number; maxDelayMs?: number }) {
    this.databaseUrl = options.databaseUrl;
    this.pubsub = options.pubsub;
    this.log = options.log;
    this.minDelayMs = options.minDelayMs ?? 200;
    this.maxDelayMs = options.maxDelayMs ?? 10_000;
  }

  /** Calls `handler` with every revocation (ended session, changed role or password, revoked API token) committed on any process; returns the unsubscribe. */
  onRevocation(handler: RevocationHandler): () => void {
    this.revocationHandlers.add(handler);
    return () => this.revocationHandlers.delete(handler);
  }

  /**
   * Calls `handler` when LISTEN is re-established after a lost connection:
   * revocations committed meanwhile were not heard, so whoever relies on them
   * must check again. Returns the unsubscribe.
   */
  onResume(handler: () => void): () => void {
    this.resumeHandlers.add(handler);
    return () => this.resumeHandlers.delete(handler);
  }

  /**
   * Calls `handler` after every committed change that may alter what a visitor
   * reads (an opportunity, an application's creation, deletion or status), on
   * any process. Returns the unsubscribe.
   */
  onPublicDataChange(handler: () => void): () => void {
    this.publicChangeHandlers.add(handler);
    return () => this.publicChangeHandlers.delete(handler);
  }

  private publicDataChanged(): void {
    for (const h of this.publicChangeHandlers) {
      try {
        h();
      } catch (err) {
        this.log.error({ err }, "realtime: change handler failed");
      }
    }
  }

  private revoked: RevocationHandler = (revocation) => {
    for (const h of this.revocationHandlers) {
      try {
        h(revocation);
      } catch (err) {
        this.log.error({ err }, "realtime: revocation handler failed");
      }
    }
  };

  /** Resolves once LISTEN is active, or after the first failed attempt (retries go on in the background). */
  start(): Promise<void> {
    if (this.state !== "idle") return this.firstConnect ?? Promise.resolve();
    this.firstConnect = this.connect();
    return this.firstConnect;
  }

  async stop(): Promise<void> {
    this.state = "stopped";
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    this.backendPid = null;
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.state === "stopped") return;
    this.state = this.attempt === 0 ? "connecting" : "reconnecting";
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    let dropped = false;
    const onDrop = (err?: Error) => {
      if (dropped || this.client !== client) return;
      dropped = true;
      this.client = null;
      this.backendPid = null;
      client.removeAllListeners("notification");
      client.end().catch(() => {});
      if (this.state === "stopped") return;
      this.log.warn({ err }, "realtime: LISTEN connection lost; reconnecting");
      this.scheduleReconnect();
    };
    client.on("error", onDrop);
    client.on("end", () => onDrop());
    client.on("notification", (msg) => {
      if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
      const topic = publishEvent(this.pubsub, msg.payload, this.log, this.revoked);
      if (topic && PUBLIC_TOPICS.has(topic)) this.publicDataChanged();
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      if (this.client === client) {
        dropped = true;
        this.client = null;
        client.end().catch(() => {});
        if (!this.stopped()) {
          this.log.error({ err }, "realtime: could not LISTEN; retrying");
          this.scheduleReconnect();
        }
      }
      return;
    }
    if (this.stopped() || this.client !== client) {
      await client.end().catch(() => {});
      return;
    }
    const resumed = this.attempt > 0;
    if (resumed) this.log.info({ attempts: this.attempt }, "realtime: LISTEN re-established");
    this.attempt = 0;
    this.state = "listening";
    this.backendPid = (client as unknown as { processID: number | null }).processID ?? null;
    if (resumed) {
      for (const h of this.resumeHandlers) {
        try {
          h();
        } catch (err) {
          this.log.error({ err }, "realtime: resume handler failed");
        }
      }
    }
  }

  private stopped(): boolean {
    return this.state === "stopped";
  }

  private scheduleReconnect(): void {
    this.state = "reconnecting";
    const delay = Math.min(this.maxDelayMs, this.minDelayMs * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
    this.attempt++;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    this.timer.unref();
  }
}
