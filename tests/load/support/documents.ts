// The web app's own operations, from the documents GraphQL Code Generator
// builds out of its source (web/src/gql, `npm run codegen`), so the benchmark
// always sends what the app sends: the opportunities list of
// MemberOpportunitiesTab.tsx (with OpportunityFields_Opportunity, also what a
// visitor's list asks), the admin applications list of AdminApplicationsTab.tsx
// and the apply mutation of ApplyDialog.tsx.
import { print } from "graphql";
import { AdminApplicationsTab_ListDocument, ApplyDialog_ApplyDocument, MemberOpportunitiesTab_ListDocument } from "../../../web/src/gql/graphql.ts";

export const OURS_PUBLIC_LIST = print(MemberOpportunitiesTab_ListDocument);
export const OURS_ADMIN_APPLICATIONS = print(AdminApplicationsTab_ListDocument);
export const OURS_APPLY = print(ApplyDialog_ApplyDocument);
