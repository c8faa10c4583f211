import { graphql } from "../../../gql";

export const TeamMemberFragment = graphql(`
  fragment TeamMember_Staff on StaffMember {
    id
    name
    role
    email
    phone
    country
    department
    status
    avatarUrl
    skills
    projectCount
  }
`);
