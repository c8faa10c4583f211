import { graphql } from "../../../gql";

export const ClientDetailFragment = graphql(`
  fragment ClientDetail_Client on Client {
    id
    name
    email
    phone
    organization
    country
    sector
    status
    joinDate
    lastContact
    notes
    projectCount
    totalValue
    updatedAt
    projects {
      id
      name
      status
      health
      budget
      currency
    }
    invoices {
      id
      number
      amount
      currency
      status
      dueDate
    }
  }
`);
