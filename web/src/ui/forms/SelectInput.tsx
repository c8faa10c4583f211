import { NativeSelect } from "@chakra-ui/react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** shown as the first, empty choice */
  placeholder?: string;
  name?: string;
  /** the accessible name when no FormField labels the select */
  label?: string;
  size?: "sm" | "md";
}

/** A select inside a FormField (the field gives it its label). */
export function SelectInput({ value, onChange, options, placeholder, name, label, size }: Props) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field name={name} aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
