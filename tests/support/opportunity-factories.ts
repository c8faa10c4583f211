import { encodeGlobalID } from "@pothos/plugin-relay";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import { createOpportunity } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

export const gid = (typename: string, id: string) => encodeGlobalID(typename, id);

/** A date `days` from today as YYYY-MM-DD (UTC), as the Date scalar takes it. */
export function isoDay(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A complete OpportunityInput, with a unique title. */
export function opportunityInput(overrides: Record<string, unknown> = {}) {
  return {
    title: `Bolsa ${Math.random().toString(36).slice(2, 10)}`,
    description: "Programa de cooperação regional.",
    country: "NA",
    sector: "HEALTH",
    type: "PARTNERSHIP",
    organization: "Ministério da Saúde",
    location: "Windhoek",
    budget: "25000",
    deadline: isoDay(30),
    requirements: ["Experiência em saúde pública"],
    featured: false,
    imageUrl: "/images/sectors/health.svg",
    ...overrides,
  };
}

export async function createApplication(t: TestApp, data: { userId: string; opportunityId: string } & Partial<Prisma.ApplicationUncheckedCreateInput>) {
  return t.prisma.application.create({
    data: { message: "Tenho interesse.", ...data, events: { create: { status: data.status ?? "PENDING", actorId: data.userId } } },
  });
}

/** `count` active opportunities, each with one application by `userId` when given. */
export async function createOpportunities(t: TestApp, count: number, userId?: string) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const o = await createOpportunity(t, { title: `Bulk ${i} ${Math.random().toString(36).slice(2, 8)}` });
    if (userId) await createApplication(t, { userId, opportunityId: o.id });
    rows.push(o);
  }
  return rows;
}

export async function createNotification(t: TestApp, userId: string, data: Record<string, unknown> = { note: "x" }) {
  return t.prisma.notification.create({ data: { userId, type: "SYSTEM", data: data as Prisma.InputJsonValue } });
}

export interface LiveSubscription<T = any> {
  events: T[];
  errors: unknown[];
  /** resolves with the first event (from now on, or already received) matching `pred` */
  next(pred?: (e: T) => boolean, timeoutMs?: number): Promise<T>;
  dispose(): Promise<void>;
}

/** A graphql-ws client over a real WebSocket (`ws`), as a browser or partner would connect. */
export function wsClient(httpUrl: string, token?: string): Client {
  return createClient({
    url: `${httpUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
  });
}

export function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): LiveSubscription<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  const waiters: Array<{ pred: (e: T) => boolean; resolve: (e: T) => void }> = [];
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (!result.data) return;
        const e = result.data as T;
        events.push(e);
        for (const w of [...waiters]) {
          if (w.pred(e)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(e);
          }
        }
      },
      error: (err) => errors.push(err),
      complete: () => {},
    },
  );
  return {
    events,
    errors,
    next(pred = () => true, timeoutMs = 5000) {
      const already = events.find(pred);
      if (already) return Promise.resolve(already);
      return new Promise<T>((resolve, reject) => {
        const waiter = { pred, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(events)}; errors ${JSON.stringify(errors)})`));
          }
        }, timeoutMs);
      });
    },
    async dispose() {
      stop();
    },
  };
}

/**
 * Subscriptions become active on the server a moment after `subscribe`
 * returns; repeat a harmless `probe` until its event arrives, then clear the
 * collected events, so the test's own events cannot be missed.
 */
export async function whenLive<T>(sub: LiveSubscription<T>, probe: () => Promise<unknown>, matches: (e: T) => boolean) {
  for (let attempt = 0; attempt < 30; attempt++) {
    await probe();
    try {
      await sub.next(matches, 300);
      sub.events.length = 0;
      return;
    } catch {
      // not subscribed yet; try again
    }
  }
  throw new Error("subscription never became live");
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
