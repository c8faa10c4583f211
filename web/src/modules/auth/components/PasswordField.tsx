import { IconButton, Input, InputGroup } from "@chakra-ui/react";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { type FieldValues, type Path, useController } from "react-hook-form";
import { useIntl } from "react-intl";
import { FormField } from "../../../ui/forms/FormField";
import { useFieldErrorText } from "../../../ui/forms/fields";
import { PASSWORDS_DIFFER } from "./resetPasswordSchema";

interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  name?: string;
  onBlur?: () => void;
}

/** A password input with a show/hide button (inside a Field: the field labels it). */
export function PasswordInput({ value, onChange, autoComplete, name = "password", onBlur }: PasswordInputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: "1" }}
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({ id: visible ? "auth.password.hide" : "auth.password.show" })}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input name={name} type={visible ? "text" : "password"} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
    </InputGroup>
  );
}

interface PasswordFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  autoComplete: "current-password" | "new-password";
  helper?: string;
}

/**
 * A labelled password input bound to the form (inside <FormProvider>), with
 * its error beside it: the kit's text for a field reason, and the spec's
 * "passwords differ" for a confirmation that does not match.
 */
export function PasswordField<T extends FieldValues>({ name, label, autoComplete, helper }: PasswordFieldProps<T>) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController<T>({ name });
  const error = fieldState.error?.message === PASSWORDS_DIFFER ? intl.formatMessage({ id: "auth.error.passwordsDiffer" }) : errorText(fieldState.error);
  return (
    <FormField label={label} required helper={helper} error={error}>
      <PasswordInput name={field.name} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} autoComplete={autoComplete} />
    </FormField>
  );
}
