import { Checkbox, Input, type InputProps, Textarea, type TextareaProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Controller, type FieldError, type FieldValues, type Path, useFormContext } from "react-hook-form";
import { useIntl } from "react-intl";
import { FIELD_ISSUE_REASONS } from "../errors/errorMessage";
import { FormField } from "./FormField";
import { SelectInput } from "./SelectInput";

const KNOWN = new Set<string>(FIELD_ISSUE_REASONS);

/** The text of a field's error: its message is a field reason (zod rule or server issue). */
export function useFieldErrorText() {
  const intl = useIntl();
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    const reason = typeof error.message === "string" ? error.message : "";
    return intl.formatMessage({ id: KNOWN.has(reason) ? `errors.field.${reason}` : "errors.field.INVALID" });
  };
}

interface Base<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  helper?: string;
}

/** A text input bound to the form (inside <FormProvider> / EntityFormDialog). */
export function TextField<T extends FieldValues>({ name, label, required, helper, ...input }: Base<T> & Omit<InputProps, "name">) {
  const { register, error } = useRegisteredField<T>(name);
  return (
    <FormField label={label} required={required} helper={helper} error={error}>
      <Input {...input} {...register(name)} />
    </FormField>
  );
}

/** A multi-line text bound to the form. */
export function TextareaField<T extends FieldValues>({ name, label, required, helper, ...input }: Base<T> & Omit<TextareaProps, "name">) {
  const { register, error } = useRegisteredField<T>(name);
  return (
    <FormField label={label} required={required} helper={helper} error={error}>
      <Textarea {...input} {...register(name)} />
    </FormField>
  );
}

/** A select bound to the form; `placeholder` is the empty first choice; `onChosen` follows a choice (e.g. a picked project fills in its client). */
export function SelectField<T extends FieldValues>({
  options,
  placeholder,
  onChosen,
  ...field
}: Base<T> & { options: Array<{ value: string; label: string }>; placeholder?: string; onChosen?: (value: string) => void }) {
  return (
    <CustomField<T>
      {...field}
      render={({ value, onChange, name }) => (
        <SelectInput
          name={name}
          value={(value as string) ?? ""}
          onChange={(v) => {
            onChange(v);
            onChosen?.(v);
          }}
          options={options}
          placeholder={placeholder}
        />
      )}
    />
  );
}

/** Boxes to tick, bound to a form field holding the list of the ticked values. */
export function CheckboxListField<T extends FieldValues>({ options, ...field }: Base<T> & { options: Array<{ value: string; label: ReactNode }> }) {
  return (
    <CustomField<T>
      {...field}
      render={({ value, onChange, name }) => {
        const ticked = value as string[];
        return options.map((option) => (
          <Checkbox.Root
            key={option.value}
            // own ids: the surrounding field would give every box the same input id, so each label would tick the first
            ids={{ label: `${name}-${option.value}-label`, hiddenInput: `${name}-${option.value}` }}
            colorPalette="brand"
            checked={ticked.includes(option.value)}
            onCheckedChange={(e) => onChange(e.checked === true ? [...ticked, option.value] : ticked.filter((x) => x !== option.value))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ));
      }}
    />
  );
}

/** Any other control bound to the form: `render` gets value and onChange. */
export function CustomField<T extends FieldValues>({
  name,
  label,
  required,
  helper,
  render,
}: Base<T> & { render: (field: { value: unknown; onChange: (value: unknown) => void; name: string; invalid: boolean }) => ReactNode }) {
  const { control } = useFormContext<T>();
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required={required} helper={helper} error={errorText(fieldState.error)}>
          {render({ value: field.value, onChange: field.onChange, name: field.name, invalid: Boolean(fieldState.error) })}
        </FormField>
      )}
    />
  );
}

/** register() and the field's error text, for the inputs that need no Controller. */
function useRegisteredField<T extends FieldValues>(name: Path<T>) {
  const { register, getFieldState, formState } = useFormContext<T>();
  const errorText = useFieldErrorText();
  return { register, error: errorText(getFieldState(name, formState).error) };
}
