/** The events a partner's endpoint may subscribe to (the Opportunity_webhooks trigger derives them). */
export const WEBHOOK_EVENT_TYPES = ["opportunity.published", "opportunity.updated", "opportunity.closed", "opportunity.deleted"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How long a receiver may take to answer one delivery. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * 8 attempts over about a day: pg-boss waits retryDelay × 2^n × (1 to 2) seconds before retry n+1
 * (n = 0…6), at most retryDelayMax: with 450 s, 7.5–15 min first, then 15–30 min … up to 12 h;
 * 16 to 32 hours in all, about 24 on average.
 */
export const WEBHOOK_RETRY = { retryLimit: 7, retryDelay: 450, retryDelayMax: 12 * 3600, expireInSeconds: 60 };

/** An endpoint whose attempts have all failed for this long (no 2xx since) is disabled (reason FAILING). */
export const WEBHOOK_DISABLE_AFTER_MS = 72 * 3600 * 1000;

/** How far a receiver should accept the signature's timestamp from its own clock (documented on /developers). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
