import { graphql } from "../../../gql";

/** The member's connection counts and a page of their connections: the network tab's first five, the modal's full list. */
export const NETWORK_CONNECTIONS = graphql(`
  query Network_Connections($first: Int!, $after: String) {
    connectionStats {
      total
      pendingIncoming
      byCountry {
        country
        count
      }
    }
    myConnections(first: $first, after: $after) {
      totalCount
      pageInfo { ...ListKit_PageInfo }
      edges { cursor node { ...NetworkConnection_Connection } }
    }
  }
`);
