import type { Logger } from "pino";
import type { Db } from "../../db/prisma.ts";
import { nodeId } from "../../graphql/node-id.ts";
import type { JobQueue, RetryPolicy } from "../../infra/jobs/job-queue.ts";
import { postWebhook } from "./webhook-post.ts";
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY, WEBHOOK_TIMEOUT_MS } from "./webhook-events.ts";
import { openWebhookSecret, sealStoredWebhookSecrets } from "./webhook-secret-box.ts";
import { signWebhook } from "./webhook-signature.ts";

/** The queue that delivers one WebhookDelivery per job. */
export const DELIVER_WEBHOOK = "webhooks.deliver";
/** Every minute: queues deliveries committed while no process was listening (or whose send failed). */
export const SWEEP_WEBHOOKS = "webhooks.sweep";
/** Daily: forgets events (and their delivery logs) older than WEBHOOK_LOG_DAYS once nothing is pending. */
export const PRUNE_WEBHOOK_EVENTS = "webhooks.prune";
export const WEBHOOK_LOG_DAYS = 30;

export interface WebhookDeps {
  prisma: Db;
  log: Logger;
  jobs: JobQueue;
  /** loopback and private receivers allowed (WEBHOOKS_ALLOW_LOOPBACK, tests) */
  allowPrivate: boolean;
  /** opens the endpoints' secrets, encrypted at rest (webhook-secret-box.ts) */
  secretKey: Buffer;
}

/** A timestamp column in the trigger's JSON: UTC without a zone ("2026-11-24T09:30:00.12"); partners get ISO 8601 with Z. */
const utcIso = (v: unknown) => (typeof v === "string" && !/(Z|[+-]\d\d:\d\d)$/.test(v) ? new Date(`${v}Z`).toISOString() : v);

/** The JSON a receiver gets: the same bytes on every attempt of one delivery. */
export function webhookBody(event: { id: string; type: string; createdAt: Date; data: unknown }): string {
  const data = event.data as Record<string, unknown>;
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: { ...data, id: nodeId("Opportunity", String(data.id)), createdAt: utcIso(data.createdAt), updatedAt: utcIso(data.updatedAt) },
  });
}

/**
 * Puts every PENDING delivery not yet queued in the queue. The job's id is the
 * delivery's id, and pg-boss inserts jobs with ON CONFLICT DO NOTHING, so two
 * processes sweeping at once, or a sweep after a crash between send and
 * marking, still make one job per (event, endpoint).
 */
export async function queuePendingDeliveries(deps: WebhookDeps): Promise<number> {
  const pending = await deps.prisma.webhookDelivery.findMany({
    where: { status: "PENDING", queuedAt: null },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  for (const { id } of pending) {
    await deps.jobs.send(DELIVER_WEBHOOK, { deliveryId: id }, { id });
    await deps.prisma.webhookDelivery.updateMany({ where: { id, queuedAt: null }, data: { queuedAt: new Date() } });
  }
  return pending.length;
}

/** One attempt of one delivery; throws on failure so pg-boss retries it with backoff. */
export async function attemptDelivery(deps: WebhookDeps, deliveryId: string, now: Date, isLastAttempt: boolean): Promise<void> {
  const delivery = await deps.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { event: true, endpoint: true } });
  if (!delivery || delivery.status === "SUCCEEDED") return;
  const { endpoint, event } = delivery;
  if (!endpoint.enabled) {
    await deps.prisma.webhookDelivery.update({ where: { id: deliveryId }, data: { status: "FAILED", lastError: "endpoint disabled" } });
    return;
  }
  const body = webhookBody(event);
  const outcome = await postWebhook(
    endpoint.url,
    body,
    {
      "ponte-signature": signWebhook(openWebhookSecret(deps.secretKey, endpoint.secret), body, Math.floor(Date.now() / 1000)),
      "ponte-event-id": event.id,
      "ponte-event-type": event.type,
    },
    { timeoutMs: WEBHOOK_TIMEOUT_MS, allowPrivate: deps.allowPrivate },
  );
  const ok = outcome.error === null;
  await deps.prisma.$transaction(async (tx) => {
    await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: {
        status: ok ? "SUCCEEDED" : isLastAttempt ? "FAILED" : "PENDING",
        attempts: { increment: 1 },
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        lastAttemptAt: now,
        ...(ok ? { deliveredAt: now } : {}),
      },
    });
    if (ok) {
      if (endpoint.failingSince) await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: null } });
      return;
    }
    const since = endpoint.failingSince ?? now;
    const disable = now.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
    await tx.webhookEndpoint.updateMany({
      where: { id: endpoint.id, enabled: true },
      data: disable ? { failingSince: since, enabled: false, disabledReason: "FAILING" } : { failingSince: since },
    });
    if (disable) deps.log.warn({ endpointId: endpoint.id }, "webhooks: endpoint disabled after failing for 72 hours");
  });
  if (!ok && !isLastAttempt) throw new Error(`webhook delivery ${deliveryId}: ${outcome.error}`);
}

/** Deletes events older than WEBHOOK_LOG_DAYS before `now` whose deliveries are all finished; returns how many. */
export async function pruneWebhookEvents(prisma: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000);
  const { count } = await prisma.webhookEvent.deleteMany({ where: { createdAt: { lt: cutoff }, deliveries: { none: { status: "PENDING" } } } });
  return count;
}

/** Registers the delivery queue, the minute sweep and the daily pruning; `retry` lets tests shorten the backoff. */
export function registerWebhooks(deps: WebhookDeps, retry: Partial<RetryPolicy> = {}): void {
  const policy = { ...WEBHOOK_RETRY, ...retry };
  deps.jobs.register<{ deliveryId: string }>(
    DELIVER_WEBHOOK,
    (data, run) => attemptDelivery(deps, data.deliveryId, run.now, run.retryCount >= policy.retryLimit),
    policy,
  );
  deps.jobs.register(
    SWEEP_WEBHOOKS,
    async () => {
      // secrets stored before encryption at rest are sealed by the first sweep after an upgrade
      const sealed = await sealStoredWebhookSecrets(deps.prisma, deps.secretKey);
      if (sealed > 0) deps.log.info({ sealed }, "webhooks: stored secrets encrypted");
      await queuePendingDeliveries(deps);
    },
    { retryLimit: 0, retryDelay: 1, expireInSeconds: 60 },
  );
  deps.jobs.schedule(SWEEP_WEBHOOKS, "* * * * *");
  deps.jobs.register(PRUNE_WEBHOOK_EVENTS, async (_data, run) => {
    const pruned = await pruneWebhookEvents(deps.prisma, run.now);
    if (pruned > 0) deps.log.info({ pruned }, "webhooks: old events and their delivery logs deleted");
  });
  deps.jobs.schedule(PRUNE_WEBHOOK_EVENTS, "10 4 * * *");
}

/**
 * Queues pending deliveries soon after a change commits (called on the
 * opportunity's realtime event): one sweep at a time, and one more if changes
 * came while it ran. The minute sweep remains the safety net.
 */
export function webhookWakeUp(deps: WebhookDeps): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    running = true;
    do {
      again = false;
      await queuePendingDeliveries(deps).catch((err) => deps.log.warn({ err }, "webhooks: queueing deliveries failed; the minute sweep retries"));
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
