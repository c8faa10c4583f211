import { Button, CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";

// Dialog.Content is typed as a div; the form attribute still reaches the element.
const NO_NATIVE_VALIDATION = { noValidate: true } as object;

interface Props {
  title: ReactNode;
  submitLabel: ReactNode;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  saving: boolean;
  /** false disables the submit button (e.g. nothing chosen yet) */
  canSubmit?: boolean;
  /** our own messages beside the fields instead of the browser's bubbles */
  noValidate?: boolean;
  /** a long form: full screen on phones, scrolling inside */
  large?: boolean;
  children: ReactNode;
}

/** A dialog that is a form: title, fields, Cancel and submit, the close button. */
export function FormDialog({ title, submitLabel, onSubmit, onClose, saving, canSubmit = true, noValidate, large, children }: Props) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      {...(large ? { size: { base: "full", md: "lg" } as const, scrollBehavior: "inside" as const } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={onSubmit} {...(noValidate ? NO_NATIVE_VALIDATION : {})}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={saving}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
