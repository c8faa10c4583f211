import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const OptionsQuery = graphql(`
  query FinanceOptions {
    financeClients(first: 100) {
      edges {
        node {
          id
          name
          country
        }
      }
    }
    financeProjects(first: 100) {
      edges {
        node {
          id
          name
          country
          clientId
        }
      }
    }
  }
`);

/** The clients and projects a finance form offers to choose (the new transaction's and the new invoice's pickers). */
export function useFinanceOptions() {
  const { data } = useQuery(OptionsQuery);
  return {
    clients: (data?.financeClients.edges ?? []).map((e) => e.node),
    projects: (data?.financeProjects.edges ?? []).map((e) => e.node),
  };
}
