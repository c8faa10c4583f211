import { Input } from "@chakra-ui/react";
import { useState } from "react";
import { Controller, type ControllerRenderProps, type FieldError, type FieldValues, type Path, useFormContext } from "react-hook-form";
import { useIntl } from "react-intl";
import { formatMoneyInput, parseMoneyInput } from "../format/moneyInput";
import { FormField } from "./FormField";
import { useFieldErrorText } from "./fields";

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  helper?: string;
  size?: "sm" | "md";
}

/**
 * An amount of money (or a rate) typed the reader's way: "15.000,50" in pt,
 * "15,000.50" in en. The form holds the API's canonical decimal string
 * ("15000.50"), so the @ponte/contracts schema checks it as the API will;
 * text the field cannot read gets its own error, with an example in the
 * reader's format, and keeps the form from submitting. On leaving the field
 * the amount is written back formatted.
 */
export function MoneyField<T extends FieldValues>(props: Props<T>) {
  const { control } = useFormContext<T>();
  return <Controller control={control} name={props.name} render={({ field, fieldState }) => <MoneyInput {...props} field={field} error={fieldState.error} />} />;
}

function MoneyInput<T extends FieldValues>({
  label,
  required,
  helper,
  size,
  field,
  error,
}: Props<T> & { field: ControllerRenderProps<T, Path<T>>; error: FieldError | undefined }) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const value = field.value == null ? "" : String(field.value);
  // what the person typed, as long as the form still holds what it was read as;
  // any other value (a reset, a default) is shown formatted
  const [typed, setTyped] = useState<{ text: string; value: string } | null>(null);
  const text = typed && typed.value === value ? typed.text : null;
  const unreadable = text !== null && parseMoneyInput(text, intl.locale) === null;
  const message = unreadable ? intl.formatMessage({ id: "ui.money.invalid" }, { example: formatMoneyInput("15000.50", intl.locale) }) : errorText(error);
  return (
    <FormField label={label} required={required} helper={helper} error={message}>
      <Input
        ref={field.ref}
        name={field.name}
        size={size}
        inputMode="decimal"
        autoComplete="off"
        value={text ?? formatMoneyInput(value, intl.locale)}
        placeholder={formatMoneyInput("0", intl.locale)}
        onChange={(e) => {
          // unreadable text goes to the form as typed, which its schema refuses
          const read = parseMoneyInput(e.target.value, intl.locale) ?? e.target.value;
          setTyped({ text: e.target.value, value: read });
          field.onChange(read);
        }}
        onBlur={() => {
          if (!unreadable) setTyped(null);
          field.onBlur();
        }}
      />
    </FormField>
  );
}
