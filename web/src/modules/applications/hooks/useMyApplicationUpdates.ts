import { useSubscription } from "@apollo/client/react";
import { useRef } from "react";
import { graphql } from "../../../gql";
import type { UseMyApplicationUpdates_UpdatesSubscription } from "../../../gql/graphql";

const MyApplicationUpdatesDocument = graphql(`
  subscription UseMyApplicationUpdates_Updates {
    myApplicationUpdates {
      previousStatus
      status
      application {
        id
        status
        updatedAt
        decidedAt
        opportunity {
          id
          title
        }
      }
    }
  }
`);

export type MyApplicationUpdate = UseMyApplicationUpdates_UpdatesSubscription["myApplicationUpdates"];

/**
 * Status changes of the signed-in member's own applications (the server
 * filters them). The new status lands in Apollo's cache, so every list
 * showing the application updates itself.
 */
export function useMyApplicationUpdates(onUpdate: (update: MyApplicationUpdate) => void, options: { skip?: boolean } = {}): void {
  const handler = useRef(onUpdate);
  handler.current = onUpdate;
  useSubscription(MyApplicationUpdatesDocument, {
    skip: options.skip,
    onData: ({ data }) => {
      if (data.data) handler.current(data.data.myApplicationUpdates);
    },
  });
}
