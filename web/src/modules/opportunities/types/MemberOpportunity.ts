import type { OpportunityFields_OpportunityFragment } from "../../../gql/graphql";

/** An opportunity with the signed-in member's own state. */
export type MemberOpportunity = OpportunityFields_OpportunityFragment & {
  savedByMe: boolean;
  myApplication?: { id: string; status: string } | null;
};
