import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { toaster } from "../../../ui/feedback/toaster";

const SaveDocument = graphql(`
  mutation UseToggleSaved_Save($opportunityId: ID!) {
    saveOpportunity(opportunityId: $opportunityId) {
      id
      savedByMe
    }
  }
`);

const UnsaveDocument = graphql(`
  mutation UseToggleSaved_Unsave($opportunityId: ID!) {
    unsaveOpportunity(opportunityId: $opportunityId) {
      id
      savedByMe
    }
  }
`);

/** Saves or un-saves an opportunity for the member (spec: the "save" text on success, the common error otherwise). */
export function useToggleSaved() {
  const intl = useIntl();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const options = { refetchQueries: ["MemberOpportunitiesTab_Saved"] };
  const [save] = useMutation(SaveDocument, options);
  const [unsave] = useMutation(UnsaveDocument, options);

  const toggle = async (o: { id: string; savedByMe: boolean }) => {
    setPendingId(o.id);
    try {
      if (o.savedByMe) await unsave({ variables: { opportunityId: o.id } });
      else await save({ variables: { opportunityId: o.id } });
      toaster.create({
        type: "success",
        title: intl.formatMessage({ id: o.savedByMe ? "opportunities.save.removed" : "opportunities.save.saved" }),
      });
    } catch {
      toaster.create({ type: "error", title: intl.formatMessage({ id: "opportunities.save.failed" }) });
    } finally {
      setPendingId(null);
    }
  };
  return { toggle, pendingId };
}
