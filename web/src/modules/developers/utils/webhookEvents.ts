import { WebhookEventType } from "../../../gql/graphql";

/** The event's name as partners see it in the payload's `type` and the Ponte-Event-Type header. */
export const WEBHOOK_EVENT_NAMES: Record<WebhookEventType, string> = {
  [WebhookEventType.OPPORTUNITY_PUBLISHED]: "opportunity.published",
  [WebhookEventType.OPPORTUNITY_UPDATED]: "opportunity.updated",
  [WebhookEventType.OPPORTUNITY_CLOSED]: "opportunity.closed",
  [WebhookEventType.OPPORTUNITY_DELETED]: "opportunity.deleted",
};
