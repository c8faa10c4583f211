import { graphql } from "../../../gql";

/**
 * A connection or a request to connect as the network's lists show it: its id,
 * to answer or remove it, and the other person's summary.
 */
export const networkConnectionFragment = graphql(`
  fragment NetworkConnection_Connection on Connection {
    id
    person {
      ...PersonSummary_Person
    }
  }
`);
