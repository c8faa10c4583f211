import crypto from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import pino, { type Logger } from "pino";
import type { Config } from "./config/config.ts";
import { createPrisma, type Db } from "./db/prisma.ts";
import type { AppServices } from "./graphql/context.ts";
import { createAppPubSub } from "./graphql/pubsub.ts";
import { AccessTokens } from "./infra/tokens/access-token.ts";
import { createMailer } from "./infra/mail/mailer.ts";
import type { Clock } from "./infra/jobs/clock.ts";
import { JobQueue } from "./infra/jobs/job-queue.ts";
import { rememberListeningPort } from "./modules/auth/links.ts";
import { registerOpportunityExpiry } from "./modules/opportunities/opportunity-expiry.ts";
import { registerDeletionSweep } from "./modules/privacy/deletion-job.ts";
import { registerWebhooks, webhookWakeUp } from "./modules/webhooks/webhook-delivery.ts";
import { webhookSecretKey } from "./modules/webhooks/webhook-secret-box.ts";
import { registerEmailNotifications } from "./modules/email-notifications/register.ts";
import { registerSavedSearchDigest } from "./modules/saved-searches/saved-search-digest.ts";
import { registerInvoiceJobs } from "./modules/finance/invoice-reminders.ts";
import { PgEventListener } from "./infra/realtime/listener.ts";
import { createSessionCache } from "./infra/security/session-cache.ts";
import { createBudgetLedger } from "./infra/security/budget-ledger.ts";
import { createHttpServer } from "./server/http.ts";
import { createWebSocketServer } from "./server/websocket.ts";
import { createPublicReadCache, type PublicReadCache } from "./server/public-cache.ts";
import { createPonteYoga, type PonteYoga } from "./server/yoga.ts";

export interface AppOptions {
  databaseUrl: string;
  log?: Logger;
  /** counts SQL statements (tests, benchmarks) */
  onQuery?: (sql: string) => void;
  /** serve the built web app from config.webDistDir (default true) */
  serveWeb?: boolean;
  /** the time background jobs act on (tests set it; default the wall clock) */
  clock?: Clock;
}

export interface App {
  services: AppServices;
  /** background jobs; started with the app when config.JOB_WORKERS, else on the first send() */
  jobs: JobQueue;
  yoga: PonteYoga;
  /** visitors' opportunity reads, emptied by the database's change events */
  publicCache: PublicReadCache;
  server: http.Server;
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** The signing key: from JWT_SECRET, else generated once and kept in the data folder. */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Never in the logs: credentials, tokens and their hashes, wherever they sit in a logged object. */
export const LOG_REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.headers.authorization",
  "*.headers.cookie",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.passwordHash",
  "*.token",
  "*.tokenHash",
  "*.accessToken",
  "*.refreshToken",
  "*.connectionParams",
];

export function buildApp(config: Config, options: AppOptions): App {
  const log =
    options.log ??
    pino({
      level: config.LOG_LEVEL,
      redact: LOG_REDACT,
    });
  const prisma: Db = createPrisma(options.databaseUrl, { onQuery: options.onQuery });
  const tokens = new AccessTokens(resolveJwtSecret(config), config.ACCESS_TOKEN_TTL_SECONDS);
  // Background jobs: pg-boss tables in the same database; every feature's jobs are registered here, before start.
  const jobs = new JobQueue({ databaseUrl: options.databaseUrl, log, workers: config.JOB_WORKERS, clock: options.clock });
  registerOpportunityExpiry(jobs, prisma, log);
  registerDeletionSweep(jobs, prisma, log);
  const webhooks = { prisma, log, jobs, allowPrivate: config.WEBHOOKS_ALLOW_LOOPBACK, secretKey: webhookSecretKey(config) };
  registerWebhooks(webhooks);
  // Open sessions looked up recently, dropped on every revocation (any process) and when LISTEN resumes (wired below).
  const sessions = createSessionCache(() => config.SESSION_CACHE && realtime.state === "listening");
  // Cheap API budget charges decided in the process and written together (infra/security/budget-ledger.ts).
  const budgets = createBudgetLedger(prisma, { flushMs: config.BUDGET_FLUSH_MS });
  const services = { config, prisma, log, pubsub: createAppPubSub(), tokens, mailer: createMailer(config), jobs, sessions, budgets };
  registerEmailNotifications(jobs, services);
  registerSavedSearchDigest(jobs, services);
  registerInvoiceJobs(jobs, services);
  // Realtime: database triggers -> LISTEN (one connection per process) -> pubsub -> subscriptions.
  const realtime = new PgEventListener({ databaseUrl: options.databaseUrl, pubsub: services.pubsub, log });
  realtime.onRevocation((r) => sessions.revoke(r));
  realtime.onResume(() => sessions.clear());

  // Shared answers for visitors' reads, emptied on every committed change (any process) and when LISTEN resumes.
  const publicCache = createPublicReadCache(() => config.PUBLIC_READ_CACHE && realtime.state === "listening");
  realtime.onPublicDataChange(() => publicCache.clear());
  realtime.onResume(() => publicCache.clear());
  // Webhook deliveries are written by a trigger with the change; queue them as soon as it commits (where jobs run).
  if (config.JOB_WORKERS) {
    const wake = webhookWakeUp(webhooks);
    realtime.onPublicDataChange(wake);
    realtime.onResume(wake);
  }
  const yoga = createPonteYoga(services, { publicCache });
  const server = createHttpServer(services, yoga, realtime, options.serveWeb ?? true);
  const wsServer = createWebSocketServer(server, yoga, services, realtime);

  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  return {
    services,
    jobs,
    yoga,
    publicCache,
    server,
    start: async () => {
      await realtime.start();
      if (config.JOB_WORKERS) await jobs.start();
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.PORT, config.HOST, () => {
          const { port } = server.address() as import("node:net").AddressInfo;
          rememberListeningPort(config, port);
          resolve(config.PUBLIC_URL ?? `http://localhost:${port}`);
        });
      });
    },
    async stop() {
      // Stop accepting, close sockets politely, then drop what is left.
      await wsServer.dispose();
      await realtime.stop();
      // running jobs finish (or are retried by another process after their expiry) before the database goes
      await jobs.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => {
          for (const s of sockets) s.destroy();
        }, 3000).unref();
      });
      // budget charges decided here and not written yet go to the database
      await budgets.close();
      await prisma.$disconnect();
    },
  };
}
