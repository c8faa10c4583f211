import { Field, type FieldRootProps } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { SelectInput } from "./SelectInput";

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
      <SelectInput size="sm" value={value} onChange={onChange} options={options} placeholder={allLabel ?? intl.formatMessage({ id: "common.all" })} />
    </Field.Root>
  );
}
