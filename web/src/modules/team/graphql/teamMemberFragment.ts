import { graphql } from "../../../gql";

/** The overview and department cards: a directory row plus skills and project count. */
export const TeamMemberFragment = graphql(`
  fragment TeamMember_Staff on StaffMember {
    ...StaffRow_Staff
    skills
    projectCount
  }
`);
