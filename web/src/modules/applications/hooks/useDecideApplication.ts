import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { useRowAction } from "../../../ui/list";

const DecideApplicationDocument = graphql(`
  mutation UseDecideApplication_Decide($id: ID!, $decision: ApplicationDecision!) {
    decideApplication(id: $id, decision: $decision) {
      id
      status
      updatedAt
      decidedAt
      decidedBy {
        id
        fullName
      }
      ...ApplicationDetailsDialog_History
    }
  }
`);

type Decision = "APPROVED" | "REJECTED";

/**
 * Approves or rejects pending applications; the pending count is asked again
 * afterwards. `decide` tells the spec's toast; `decideQuietly` is one step of
 * the bulk action, whose one toast says how many went through. The stat
 * cards, tab badges and sidebar counts follow each decision.
 */
export function useDecideApplication() {
  const act = useRowAction();
  const [mutate, { loading }] = useMutation(DecideApplicationDocument, {
    refetchQueries: ["AdminApplicationsTab_Stats", "AdminDashboard_Overview", "AppShell_Counts"],
  });
  const decideQuietly = (id: string, decision: Decision) => mutate({ variables: { id, decision } });
  const decide = (id: string, decision: Decision) =>
    act(() => decideQuietly(id, decision), decision === "APPROVED" ? "applications.admin.approved" : "applications.admin.rejected");
  return { decide, decideQuietly, deciding: loading };
}
