// The web app's own documents (web/src/modules/opportunities/components/MemberOpportunitiesTab.tsx
// with OpportunityFields_Opportunity, and web/src/modules/applications/components/AdminApplicationsTab.tsx).
export const OURS_PUBLIC_LIST = /* GraphQL */ `
  query MemberOpportunitiesTab_List($filter: OpportunityFilter, $first: Int, $after: String) {
    opportunities(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...OpportunityFields_Opportunity
          myApplication {
            id
            status
          }
          savedByMe
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
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
`;

export const OURS_ADMIN_APPLICATIONS = /* GraphQL */ `
  query AdminApplicationsTab_List($filter: ApplicationFilter, $first: Int, $after: String) {
    applications(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          status
          message
          createdAt
          updatedAt
          applicant {
            id
            fullName
            email
          }
          opportunity {
            id
            title
            country
            sector
            organization
            location
            deadline
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
