import { Field, NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** Spec §3: the six sectors, the three registration adds, and the default Geral. */
const REGISTRATION_SECTORS = [
  "HEALTH",
  "EDUCATION",
  "TOURISM",
  "COMMERCE",
  "TRANSPORT",
  "TECHNOLOGY",
  "EXECUTIVE_MANAGEMENT",
  "GOVERNMENT",
  "NGO",
  "GENERAL",
] as const;

export function SectorSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label>{intl.formatMessage({ id: "auth.field.sector" })}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="sector" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {REGISTRATION_SECTORS.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `auth.sector.${code}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
