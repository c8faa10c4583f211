import { graphql } from "../../../gql";

export const ProjectCardFragment = graphql(`
  fragment ProjectCard_Project on Project {
    id
    name
    client {
      id
      name
    }
    country
    sector
    status
    priority
    progress
    budget
    currency
    health
    endDate
    members {
      staffMember {
        id
        name
        avatarUrl
      }
    }
  }
`);
