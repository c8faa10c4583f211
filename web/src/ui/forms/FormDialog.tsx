import { Button } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { DialogFrame } from "../overlay/DialogFrame";

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
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      {...(large ? { size: { base: "full", md: "lg" } as const, scrollBehavior: "inside" as const } : {})}
      contentProps={{ as: "form", onSubmit, ...(noValidate ? NO_NATIVE_VALIDATION : {}) }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
