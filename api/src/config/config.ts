import path from "node:path";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
const list = z.string().transform((v) =>
  v
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);
const url = z.url();

/** Every setting Ponte reads, validated once at start-up (README lists them). */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: url.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// connection URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DEMO_MODE: bool.optional(),
  SEED_DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAILS: list.default([]),
  ADMIN_EMAIL_DOMAINS: list.default([]),
  EMAIL_CONFIRMATION_REQUIRED: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Ponte <no-reply@ponte.local>"),
  TEAM_INBOX: z.email().default("equipa@ponte.local"),
  DEV_OUTBOX_DIR: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: url.default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: url.default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: url.default("https://openidconnect.googleapis.com/v1/userinfo"),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: url.default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: url.default("https://graph.facebook.com/v19.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: url.default("https://graph.facebook.com/me?fields=id,name,email"),
  TRUST_PROXY: bool.default(false),
  MAX_REQUEST_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(100).default(8_000),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  /** multiplies every API cost budget (API_LIMITS.budgetPerMinute); test set-ups raise it, production keeps 1 */
  // at most 20,000: the largest budget (100,000 a minute) times it must fit the ledger's 4-byte integers
  API_BUDGET_MULTIPLIER: z.coerce.number().int().min(1).max(20_000).default(1),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** run background-job workers and schedules in this process; default on, off under NODE_ENV=test (tests start them when they need them) */
  JOB_WORKERS: bool.optional(),
  /**
   * keep visitors' opportunity reads in memory until a change commits (server/public-cache.ts); default on,
   * off under NODE_ENV=test, where a test that writes rows and reads at once must not depend on how soon the change event arrives
   */
  PUBLIC_READ_CACHE: bool.optional(),
  /**
   * cheap API budget charges are decided in the process and written together at most this many ms later
   * (infra/security/budget-ledger.ts); 0 writes each at once. Default 200, 0 under NODE_ENV=test (tests count statements)
   */
  BUDGET_FLUSH_MS: z.coerce.number().int().min(0).max(1000).optional(),
  /** keep open sessions this process looked up until the database announces their end (infra/security/session-cache.ts); off: every signed-in request looks its session up */
  SESSION_CACHE: bool.default(true),
  /**
   * test-only: webhook endpoints may be http:// on a loopback address and deliveries may reach loopback and
   * private addresses (a local receiver); refused under NODE_ENV=production
   */
  WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
  /** key the partners' webhook secrets are encrypted with at rest (modules/webhooks/webhook-secret-box.ts); generated into DATA_DIR when unset */
  WEBHOOK_SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Omit<Env, "HOST" | "JOB_WORKERS" | "PUBLIC_READ_CACHE" | "BUDGET_FLUSH_MS"> {
  /** BUDGET_FLUSH_MS, else 200 (0 under NODE_ENV=test) */
  BUDGET_FLUSH_MS: number;
  /** visitors' opportunity reads are cached (PUBLIC_READ_CACHE, else on except under NODE_ENV=test) */
  PUBLIC_READ_CACHE: boolean;
  /** this process runs background jobs (JOB_WORKERS, else on except under NODE_ENV=test) */
  JOB_WORKERS: boolean;
  /** interface to listen on: HOST, else 127.0.0.1 in demo mode (anyone could become admin there) and 0.0.0.0 otherwise */
  HOST: string;
  /** demo mode is on and HOST lets other machines in (main.ts warns loudly) */
  demoReachableFromNetwork: boolean;
  /** the embedded PostgreSQL is used (no DATABASE_URL given) */
  embedded: boolean;
  /** demo mode: spec's e-mail role rule, login tip and demo accounts (DESIGN.md §9.1) */
  demoMode: boolean;
  dataDir: string;
  outboxDir: string;
  webDistDir: string;
  rootDir: string;
  /** open connections allowed from one client address; 0: no cap (the default behind TRUST_PROXY, where every connection comes from the load balancer) */
  maxConnectionsPerIp: number;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Reads and validates settings; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(schema.shape)
      .map((k) => [k, env[k] === "" ? undefined : env[k]])
      .filter(([, v]) => v !== undefined),
  );
  const parsed = schema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message} (got ${JSON.stringify(picked[String(i.path[0])] ?? null)})`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production") {
    const missing = [
      !e.JWT_SECRET && "JWT_SECRET: required when NODE_ENV=production",
      // Links in e-mails and OAuth redirects must never come from a request's Host header.
      !e.PUBLIC_URL && "PUBLIC_URL: required when NODE_ENV=production (links in e-mails, OAuth callbacks)",
      e.WEBHOOKS_ALLOW_LOOPBACK && "WEBHOOKS_ALLOW_LOOPBACK: test-only, refused when NODE_ENV=production (webhooks could reach internal addresses)",
    ].filter((x): x is string => Boolean(x));
    if (missing.length) throw new ConfigError(missing);
  }
  const embedded = !e.DATABASE_URL;
  const dataDir = path.resolve(ROOT, e.DATA_DIR);
  const demoMode = e.DEMO_MODE ?? embedded;
  const HOST = e.HOST ?? (demoMode ? "127.0.0.1" : "0.0.0.0");
  return {
    ...e,
    HOST,
    JOB_WORKERS: e.JOB_WORKERS ?? e.NODE_ENV !== "test",
    PUBLIC_READ_CACHE: e.PUBLIC_READ_CACHE ?? e.NODE_ENV !== "test",
    BUDGET_FLUSH_MS: e.BUDGET_FLUSH_MS ?? (e.NODE_ENV === "test" ? 0 : 200),
    demoReachableFromNetwork: demoMode && !isLoopback(HOST),
    embedded,
    demoMode,
    dataDir,
    outboxDir: path.resolve(ROOT, e.DEV_OUTBOX_DIR ?? path.join(e.DATA_DIR, "outbox")),
    webDistDir: path.resolve(ROOT, e.WEB_DIST_DIR ?? "web/dist"),
    rootDir: ROOT,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? 0 : 256),
  };
}

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(host);
