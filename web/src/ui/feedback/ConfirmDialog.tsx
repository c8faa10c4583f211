import { Button, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { DialogFrame } from "../overlay/DialogFrame";

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** the button that leaves things as they are ("Cancelar" by default) */
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** false keeps it mounted but closed; by default a mounted dialog is open */
  open?: boolean;
  /** why the last attempt failed, above the question */
  error?: ReactNode;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, loading, onConfirm, onClose, open = true, error }: Props) {
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {cancelLabel ?? <FormattedMessage id="common.cancel" />}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error}
      <Text mt={error ? "3" : "0"}>{text}</Text>
    </DialogFrame>
  );
}
