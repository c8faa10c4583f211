import { Button, Flex, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { DialogFrame, type DialogFrameProps } from "./DialogFrame";

export interface InfoDialogProps extends Omit<DialogFrameProps, "footer" | "footerProps"> {
  /** buttons after Close (edit, delete…); Close then steps back to a ghost button */
  actions?: ReactNode;
  /** a quiet line at the footer's start, e.g. when it was last updated */
  note?: ReactNode;
}

/**
 * A dialog that shows and does not ask: title, optional subtitle, body and a Close button.
 * Centred, large and scrolling inside unless told otherwise.
 */
export function InfoDialog({ actions, note, onClose, size = "lg", placement = "center", scrollBehavior = "inside", ...frame }: InfoDialogProps) {
  const buttons = (
    <>
      <Button variant={actions ? "ghost" : "subtle"} onClick={onClose}>
        <FormattedMessage id="common.close" />
      </Button>
      {actions}
    </>
  );
  const footer =
    note === undefined ? (
      buttons
    ) : (
      <Flex w="full" justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
        <HStack gap="2" wrap="wrap">
          {buttons}
        </HStack>
      </Flex>
    );
  return <DialogFrame {...frame} onClose={onClose} size={size} placement={placement} scrollBehavior={scrollBehavior} footer={footer} />;
}
