import { setMaxListeners } from "node:events";
import { createPubSub } from "graphql-yoga";

import type { ApplicationStatus } from "../generated/prisma/enums.ts";

/** What happened to an opportunity row (the notify trigger's TG_OP). */
export const OPPORTUNITY_OPS = ["INSERT", "UPDATE", "DELETE"] as const;
export type OpportunityOp = (typeof OPPORTUNITY_OPS)[number];
export type ApplicationStatusName = ApplicationStatus;
/** An opportunity's filterable columns, before or after a change (from the notify trigger). */
export interface OpportunityFacets {
  status: string;
  country: string;
  sector: string;
  type: string;
  featured: boolean;
}

/**
 * Typed topics named `entity:event`. Payloads carry ids only; resolvers load
 * the rows. Events are fed by the PostgreSQL LISTEN connection
 * (infra/realtime/listener.ts), so every API process sees every committed
 * change, whichever process made it. Per-person topics are keyed by user id,
 * so a member's subscription only ever receives that member's events.
 */
export type PubSubTopics = {
  "opportunity:changed": [{ id: string; op: OpportunityOp; before?: OpportunityFacets | null; after?: OpportunityFacets | null }];
  "application:statusChanged": [userId: string, payload: { id: string; userId: string; previousStatus: ApplicationStatusName | null; status: ApplicationStatusName }];
  "notification:created": [userId: string, payload: { id: string; userId: string }];
};

/**
 * Every subscriber is one listener on the topic's EventTarget; Node's default
 * cap of 10 would print a "possible memory leak" warning from the 11th viewer
 * of the live lists on, so the cap is lifted.
 */
export const createAppPubSub = () => {
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  return createPubSub<PubSubTopics>({ eventTarget });
};
export type PubSub = ReturnType<typeof createAppPubSub>;
