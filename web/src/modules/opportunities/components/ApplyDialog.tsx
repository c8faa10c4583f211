import { Button, CloseButton, Dialog, Field, Portal, Textarea } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Send } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { toaster } from "../../../ui/feedback/toaster";
import { describeApplyError } from "../utils/describeApplyError";

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

interface Props {
  opportunity: { id: string; title: string };
  onClose: () => void;
}

/** Sends an application, with an optional message to the team. */
export function ApplyDialog({ opportunity, onClose }: Props) {
  const intl = useIntl();
  const [message, setMessage] = useState("");
  const [apply, { loading, client }] = useMutation(ApplyDocument, { refetchQueries: ["MemberApplicationsTab_List"] });

  const send = async () => {
    try {
      await apply({
        variables: {
          opportunityId: opportunity.id,
          message: message.trim() || intl.formatMessage({ id: "opportunities.apply.defaultMessage" }),
        },
      });
      toaster.create({ type: "success", title: intl.formatMessage({ id: "opportunities.apply.success" }) });
      onClose();
    } catch (error) {
      const m = describeApplyError(error);
      toaster.create({ type: "error", title: intl.formatMessage({ id: m.id }, m.values) });
      if (graphqlErrorInfo(error).reason === "ALREADY_APPLIED") {
        // show the existing application's state on the card
        await client.query({ query: OpportunityApplicationDocument, variables: { id: opportunity.id }, fetchPolicy: "network-only" }).catch(() => {});
        onClose();
      }
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="opportunities.apply.dialogTitle" values={{ title: opportunity.title }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root>
                <Field.Label>
                  <FormattedMessage id="opportunities.apply.message" />
                </Field.Label>
                <Textarea
                  value={message}
                  rows={5}
                  maxLength={2000}
                  onChange={(e) => setMessage(e.target.value)}
                  placeholder={intl.formatMessage({ id: "opportunities.apply.messagePlaceholder" })}
                />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="opportunities.apply.cancel" />
              </Button>
              <Button
                colorPalette="brand"
                onClick={send}
                loading={loading}
                loadingText={intl.formatMessage({ id: "opportunities.apply.sending" })}
              >
                <Send />
                <FormattedMessage id="opportunities.apply.send" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "opportunities.apply.cancel" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
