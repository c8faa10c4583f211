import { graphql } from "../../../gql";

/** The detail dialog's project: what its card shows, and the tabs' own fields. */
export const ProjectDetailFragment = graphql(`
  fragment ProjectDetail_Project on Project {
    ...ProjectCard_Project
    description
    spent
    remaining
    executionPercent
    startDate
    updatedAt
    client {
      organization
    }
    members {
      role
      staffMember {
        role
        country
        email
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
