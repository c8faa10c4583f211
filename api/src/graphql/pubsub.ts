import { createPubSub } from "graphql-yoga";

/**
 * Typed topics named `entity:event`. Payloads carry ids only; resolvers load
 * the rows. (Backed by PostgreSQL LISTEN/NOTIFY once realtime lands, so every
 * API process sees every event.)
 */
export type PubSubTopics = {
  "opportunity:changed": [{ id: string; op: "INSERT" | "UPDATE" | "DELETE" }];
};

export const createAppPubSub = () => createPubSub<PubSubTopics>();
export type PubSub = ReturnType<typeof createAppPubSub>;
