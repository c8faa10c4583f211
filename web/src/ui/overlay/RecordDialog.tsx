import { HStack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { EditDeleteButtons } from "../data/EditDeleteButtons";
import { ConfirmDialog } from "../feedback/ConfirmDialog";
import { notifyError, notifySuccess } from "../feedback/notify";
import { InfoDialog, type InfoDialogProps } from "./InfoDialog";

interface Props extends Omit<InfoDialogProps, "title" | "actions"> {
  /** the title while the record loads */
  title: ReactNode;
  /** the record once loaded: its name, with its status badge beside it, becomes the title; edit and delete wait for it */
  record: { name: string; status: ReactNode } | null | undefined;
  onEdit: () => void;
  editLabel: string;
  /** asked first in the app's confirm dialog (titled with the label), then run and told as a toast; the dialog closes when it worked */
  deletion: { label: string; question: string; confirmLabel: string; run: () => Promise<unknown>; done: string };
}

/** One record's detail (a client, a project): its name and status as the title, then Close, Edit and Delete; full screen on phones. */
export function RecordDialog({ title, record, onEdit, editLabel, deletion, onClose, ...info }: Props) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await deletion.run();
      notifySuccess(intl, deletion.done);
      setConfirming(false);
      onClose();
    } catch (e) {
      notifyError(intl, e);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <>
      <InfoDialog
        size={{ base: "full", md: "xl" }}
        {...info}
        onClose={onClose}
        title={
          record ? (
            <HStack gap="3" wrap="wrap">
              <Text as="span">{record.name}</Text>
              {record.status}
            </HStack>
          ) : (
            title
          )
        }
        actions={<EditDeleteButtons onEdit={onEdit} onDelete={() => setConfirming(true)} disabled={!record} editLabel={editLabel} deleteLabel={deletion.label} />}
      />
      {confirming && (
        <ConfirmDialog
          title={deletion.label}
          text={deletion.question}
          confirmLabel={deletion.confirmLabel}
          loading={deleting}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
