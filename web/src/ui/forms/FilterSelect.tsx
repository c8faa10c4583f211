import { Field, type FieldRootProps, NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";

interface Props {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  /** the "all" option (value "") */
  allLabel?: string;
  /** for a filter in a wrapping row rather than a grid cell */
  width?: FieldRootProps["w"];
}

/** A labelled select with an "all" option first. */
export function FilterSelect({ label, value, options, onChange, allLabel, width }: Props) {
  const intl = useIntl();
  return (
    <Field.Root w={width}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{allLabel ?? intl.formatMessage({ id: "common.all" })}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
