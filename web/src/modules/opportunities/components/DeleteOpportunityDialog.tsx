import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { Trash } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { notifyError } from "../../../ui/feedback/notify";
import { toaster } from "../../../ui/feedback/toaster";

const DeleteOpportunityDocument = graphql(`
  mutation DeleteOpportunityDialog_Delete($id: ID!) {
    deleteOpportunity(id: $id)
  }
`);

interface Props {
  opportunity: { id: string; title: string };
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting an opportunity (its applications go with it). */
export function DeleteOpportunityDialog({ opportunity, onClose, onDeleted }: Props) {
  const intl = useIntl();
  const [remove, { loading }] = useMutation(DeleteOpportunityDocument, {
    refetchQueries: ["AdminDashboard_Overview", "AdminApplicationsTab_Stats", "AppShell_Counts"],
  });

  const confirm = async () => {
    try {
      await remove({ variables: { id: opportunity.id } });
      onDeleted(opportunity.id);
      toaster.create({ type: "success", title: intl.formatMessage({ id: "opportunities.admin.deleted" }) });
      onClose();
    } catch (error) {
      notifyError(intl, error, { fallbackId: "opportunities.error.deleteFailed" });
    }
  };

  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="opportunities.delete.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <FormattedMessage id="opportunities.delete.text" values={{ title: opportunity.title }} />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                <FormattedMessage id="opportunities.delete.cancel" />
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={loading}>
                <Trash />
                <FormattedMessage id="opportunities.delete.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
