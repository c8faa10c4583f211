import { graphql } from "../../../gql";

/**
 * What every opportunity list shows. The live event subscription selects the
 * same fields, so an inserted row can go straight into any list.
 */
export const opportunityFieldsFragment = graphql(`
  fragment OpportunityFields_Opportunity on Opportunity {
    id
    title
    description
    country
    sector
    type
    organization
    location
    budget
    currency
    deadline
    requirements
    status
    featured
    imageUrl
    applicationCount
    createdAt
    updatedAt
  }
`);
