import { useMutation } from "@apollo/client/react";
import { applicationRules } from "@ponte/contracts/applications";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { graphql } from "../../../gql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { notifyError, notifySuccess } from "../../../ui/feedback/notify";
import { EntityFormDialog } from "../../../ui/forms/EntityFormDialog";
import { TextareaField } from "../../../ui/forms/fields";
import { useEntityForm } from "../../../ui/forms/useEntityForm";

const ApplyDocument = graphql(`
  mutation ApplyDialog_Apply($opportunityId: ID!, $message: String) {
    applyToOpportunity(opportunityId: $opportunityId, message: $message) {
      id
      status
      createdAt
      opportunity {
        id
        applicationCount
        myApplication {
          id
          status
        }
      }
    }
  }
`);

const OpportunityApplicationDocument = graphql(`
  query ApplyDialog_Opportunity($id: ID!) {
    opportunity(id: $id) {
      id
      myApplication {
        id
        status
      }
    }
  }
`);

/** The apply form: the API's own rule for the message. */
export const applySchema = z.object({ message: applicationRules.message });

interface Props {
  opportunity: { id: string; title: string };
  onClose: () => void;
}

/** Sends an application, with an optional message to the team. */
export function ApplyDialog({ opportunity, onClose }: Props) {
  const intl = useIntl();
  const [apply, { client }] = useMutation(ApplyDocument, { refetchQueries: ["MemberApplicationsTab_List", "AppShell_Counts"] });
  const entity = useEntityForm({
    schema: applySchema,
    defaultValues: { message: "" },
    onSubmit: async ({ message }) => {
      await apply({
        variables: { opportunityId: opportunity.id, message: message || intl.formatMessage({ id: "opportunities.apply.defaultMessage" }) },
      });
      notifySuccess(intl, "opportunities.apply.success");
      onClose();
    },
    onError: (error) => {
      if (graphqlErrorInfo(error).reason !== "ALREADY_APPLIED") return false;
      notifyError(intl, error);
      // show the existing application's state on the card
      void client
        .query({ query: OpportunityApplicationDocument, variables: { id: opportunity.id }, fetchPolicy: "network-only" })
        .catch(() => {})
        .then(onClose);
      return true;
    },
  });

  return (
    <EntityFormDialog
      entity={entity}
      title={<FormattedMessage id="opportunities.apply.dialogTitle" values={{ title: opportunity.title }} />}
      submitLabel={<FormattedMessage id="opportunities.apply.send" />}
      onClose={onClose}
    >
      <TextareaField
        name="message"
        label={intl.formatMessage({ id: "opportunities.apply.message" })}
        rows={5}
        placeholder={intl.formatMessage({ id: "opportunities.apply.messagePlaceholder" })}
      />
    </EntityFormDialog>
  );
}
