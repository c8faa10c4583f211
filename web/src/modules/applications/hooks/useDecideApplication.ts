import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { notifyError, notifySuccess } from "../../../ui/feedback/notify";

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
 * Approves or rejects pending applications, with the spec's toasts; the
 * pending count is asked again afterwards. `decideAll` decides several one by
 * one (the bulk action) and says how many went through. The stat cards, tab
 * badges and sidebar counts follow each decision.
 */
export function useDecideApplication() {
  const intl = useIntl();
  const [decide, { loading }] = useMutation(DecideApplicationDocument, {
    refetchQueries: ["AdminApplicationsTab_Stats", "AdminDashboard_Overview", "AppShell_Counts"],
  });
  const run = async (id: string, decision: Decision): Promise<boolean> => {
    try {
      await decide({ variables: { id, decision } });
      notifySuccess(intl, decision === "APPROVED" ? "applications.admin.approved" : "applications.admin.rejected");
      return true;
    } catch (error) {
      notifyError(intl, error);
      return false;
    }
  };
  const runAll = async (ids: string[], decision: Decision): Promise<string[]> => {
    const done: string[] = [];
    for (const id of ids) {
      try {
        await decide({ variables: { id, decision } });
        done.push(id);
      } catch (error) {
        notifyError(intl, error);
      }
    }
    if (done.length > 0) notifySuccess(intl, decision === "APPROVED" ? "applications.admin.bulkApproved" : "applications.admin.bulkRejected", { count: done.length });
    return done;
  };
  return { decide: run, decideAll: runAll, deciding: loading };
}
