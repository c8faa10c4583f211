import { useSubscription } from "@apollo/client/react";
import { useRef } from "react";
import { graphql } from "../../../gql";
import type { UseOpportunityEvents_EventsSubscription } from "../../../gql/graphql";

const OpportunityEventsDocument = graphql(`
  subscription UseOpportunityEvents_Events {
    opportunityEvents {
      op
      id
      entered
      opportunity {
        ...OpportunityFields_Opportunity
        myApplication {
          id
          status
        }
        savedByMe
      }
    }
  }
`);

export type OpportunityEvent = UseOpportunityEvents_EventsSubscription["opportunityEvents"];

/**
 * Every committed insert, update and delete of an opportunity, as it happens.
 * Apollo merges updated rows into the cache by itself; `onEvent` lets a list
 * prepend inserts and drop deletions.
 */
export function useOpportunityEvents(onEvent: (event: OpportunityEvent) => void, options: { skip?: boolean } = {}): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useSubscription(OpportunityEventsDocument, {
    skip: options.skip,
    onData: ({ data }) => {
      if (data.data) handler.current(data.data.opportunityEvents);
    },
  });
}
