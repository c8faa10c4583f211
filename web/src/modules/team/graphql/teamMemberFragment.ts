import { graphql } from "../../../gql";

/** The overview and department cards: a directory row, plus the skills the edit form starts from. */
graphql(`
  fragment TeamMember_Staff on StaffMember {
    ...StaffRow_Staff
    skills
  }
`);
