import { Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** the accessible name; leave out when a visible Field.Label names the input */
  label?: string;
  placeholder?: string;
  size?: "sm" | "md";
  /** e.g. "1" to take the rest of a filter row */
  flex?: string;
}

/** A list's search box: a search input with the magnifier in front. */
export function SearchInput({ value, onChange, label, placeholder, size, flex }: Props) {
  return (
    <InputGroup startElement={<Search size={16} aria-hidden />} flex={flex}>
      <Input type="search" size={size} value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={label} placeholder={placeholder} />
    </InputGroup>
  );
}
