import { Field, NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";

interface Props {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  /** the "all" option (value "") */
  allLabel?: string;
}

/** A labelled select with an "all" option first. */
export function FilterSelect({ label, value, options, onChange, allLabel }: Props) {
  const intl = useIntl();
  return (
    <Field.Root>
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
