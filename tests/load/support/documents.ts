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

/**
 * The same document with its page size as a `$first` variable instead of the
 * literal the app asks for (the SQL bench compares page sizes).
 */
export function withPageSizeVariable(document: string): string {
  const paged = document.replace(/\bfirst: \d+/, "first: $first").replace(/^(query \w+)\(/m, "$1($first: Int, ");
  if (paged === document || !paged.includes("$first: Int")) throw new Error("bench: the document has no literal page size to vary");
  return paged;
}
