import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/feedback/toaster";
import { describeDecisionError } from "../utils/describeDecisionError";

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
      history {
        status
        createdAt
        actor {
          id
          fullName
        }
      }
    }
  }
`);

/**
 * Approves or rejects a pending application, with the spec's toasts; the
 * pending count is asked again afterwards.
 */
export function useDecideApplication() {
  const intl = useIntl();
  const [decide, { loading }] = useMutation(DecideApplicationDocument, { refetchQueries: ["AdminApplicationsTab_Stats"] });
  const run = async (id: string, decision: "APPROVED" | "REJECTED"): Promise<boolean> => {
    try {
      await decide({ variables: { id, decision } });
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: decision === "APPROVED" ? "applications.admin.approved" : "applications.admin.rejected" }),
      });
      return true;
    } catch (error) {
      toaster.create({ type: "error", title: intl.formatMessage({ id: describeDecisionError(error) }) });
      return false;
    }
  };
  return { decide: run, deciding: loading };
}
