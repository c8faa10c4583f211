import type { JobQueue } from "../infra/jobs/job-queue.ts";
import type { Logger } from "pino";
import type { Config } from "../config/config.ts";
import type { Db } from "../db/prisma.ts";
import type * as E from "../generated/prisma/enums.ts";
import type { AccessTokens } from "../infra/tokens/access-token.ts";
import type { Mailer } from "../infra/mail/mailer.ts";
import type { AppError } from "./errors.ts";
import type { PubSub } from "./pubsub.ts";

/** The database's roles (Prisma's generated enum). */
export type Role = E.Role;

/** Who is calling: a signed-in person, or a partner organisation's API token. */
export type Viewer = { kind: "user"; id: string; role: Role; sessionId?: string } | { kind: "apiToken"; id: string; scopes: string[] };

/** A signed-in session as the session cache keeps it. */
export interface CachedSession {
  userId: string;
  role: Role;
}

/** Open sessions looked up recently (infra/security/session-cache.ts, which also hears the revocations). */
export interface SessionLookups {
  /** the session as looked up before, or undefined (then look it up and `store` it with the generation `begin` gave) */
  get(sessionId: string): CachedSession | undefined;
  /** call before looking a session up: the token to store its answer with */
  begin(): number;
  store(sessionId: string, session: CachedSession, begun: number): void;
  /** forget every session (after a write that may have ended some) */
  clear(): void;
}

/** Charges to the per-minute API budgets (infra/security/budget-ledger.ts). */
export interface BudgetCharges {
  charge(key: string, cost: number, limit: number, windowSeconds: number): Promise<{ allowed: boolean; limit: number; remaining: number; resetSeconds: number }>;
  /** writes every pending charge now (shutdown, tests) */
  flush(): Promise<void>;
  /** stops the timer after a last flush */
  close(): Promise<void>;
  /** statements run and charges decided in the process (diagnostics, tests) */
  stats(): { statements: number; local: number };
}

/** What every process shares, built once at start-up. */
export interface AppServices {
  config: Config;
  prisma: Db;
  log: Logger;
  pubsub: PubSub;
  tokens: AccessTokens;
  mailer: Mailer;
  /** background jobs (infra/jobs): send() from a resolver, handlers registered in app.ts */
  jobs: JobQueue;
  /** open sessions looked up recently, dropped on every revocation (infra/security/session-cache.ts); absent: always ask the database */
  sessions?: SessionLookups;
  /** the per-minute API budgets' charges (infra/security/budget-ledger.ts); absent: the metering makes its own */
  budgets?: BudgetCharges;
}

export interface Context extends AppServices {
  viewer: Viewer | null;
  /** why a presented access token was refused (the viewer is then null); see modules/auth/viewer.ts */
  authError?: AppError | null;
  requestId: string;
  request: Request;
  /** the caller's address (socket), for rate limits and session records */
  clientIp: string;
  /** cookies to set on the HTTP response (refresh-token cookie); empty over WebSocket */
  responseCookies: string[];
  /** the operation came over graphql-ws (no HTTP status or headers to set) */
  overWebSocket?: boolean;
}

export const viewerUserId = (ctx: Pick<Context, "viewer">): string | null => (ctx.viewer?.kind === "user" ? ctx.viewer.id : null);
