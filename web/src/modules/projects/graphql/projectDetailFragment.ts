import { graphql } from "../../../gql";

export const ProjectDetailFragment = graphql(`
  fragment ProjectDetail_Project on Project {
    id
    name
    description
    country
    sector
    status
    priority
    progress
    budget
    spent
    remaining
    executionPercent
    currency
    health
    startDate
    endDate
    createdAt
    updatedAt
    client {
      id
      name
      organization
    }
    members {
      role
      addedAt
      staffMember {
        id
        name
        role
        country
        email
        avatarUrl
      }
    }
    deliverables {
      id
      title
      done
    }
    milestones {
      id
      title
      description
      dueDate
      completed
      overdue
    }
    risks {
      id
      description
      level
      status
      mitigation
    }
    documents {
      id
      name
      mimeType
      byteSize
      url
      uploadedByName
      uploadedAt
    }
    timeline {
      kind
      title
      date
      completed
      overdue
    }
  }
`);
