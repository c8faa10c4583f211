import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  label: string;
  required?: boolean;
  error?: string | null;
  helper?: string;
  children: ReactNode;
}

/** A labelled form field with its required mark and error text. */
export function FormField({ label, required, error, helper, children }: Props) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
