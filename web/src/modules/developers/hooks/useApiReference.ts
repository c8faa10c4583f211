import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

/**
 * What the page shows from the server rather than from copies in the
 * bundle: the limits it enforces, its error codes and reasons, the token
 * scopes and the list's filters (read from the schema by introspection).
 */
export const DevelopersReferenceQuery = graphql(`
  query DevelopersPage_Reference {
    apiLimits {
      pageSizeDefault
      pageSizeMax
      maxDepth
      maxAliases
      maxTokens
      maxDirectives
      maxCost
      budgetPerMinuteAnonymous
      budgetPerMinuteApiToken
      budgetPerMinuteUser
      costPerField
      costPerIntrospectionField
      costPerSchemaIntrospection
      subscriptionsPerSocket
      socketsPerIp
      socketsPerToken
      variablesMaxBytes
      variablesMaxKeysPerObject
      variablesMaxDepth
      variablesMaxListLength
      maxErrors
      maxJsonBodyBytes
    }
    errorCodes {
      code
      description
    }
    errorReasons {
      reason
      code
      description
    }
    apiTokenScopes {
      scope
      query
      subscription
      mutation
    }
    opportunityFilter: __type(name: "OpportunityFilter") {
      inputFields {
        name
        description
      }
    }
  }
`);

export function useApiReference() {
  return useQuery(DevelopersReferenceQuery, { fetchPolicy: "cache-first" });
}
