/**
 * Subscription events whose answer is the same for many subscribers.
 *
 * A realtime event is executed once per subscriber (graphql-js runs the
 * subscription's selection with each subscriber's context). When an event
 * payload carries SHARED_RESULT, subscribers whose payloads name the same
 * `scope` object (the published change, shared by all of them) and the same
 * `key`, and who sent the same document, operation name and variables, get
 * the answer computed for the first of them (server/shared-subscription-results.ts).
 *
 * The `key` must therefore capture everything the selection's answer may
 * depend on for that subscriber: what it may see of the change, its role,
 * and anything personal to it in the answer (its own rows). When in doubt, a
 * payload leaves SHARED_RESULT out and is executed for its subscriber alone.
 */
export const SHARED_RESULT = Symbol("ponte.sharedResult");

export interface SharedResultKey {
  /** the published event, shared by every subscriber's payload (answers are kept as long as it lives) */
  scope: object;
  /** the subscriber's class as far as the answer is concerned */
  key: string;
}

export type Shareable = { [SHARED_RESULT]?: SharedResultKey };
